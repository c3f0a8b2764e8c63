import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createLoginAttempts } from './005-accounts.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The login and reset limits as one counter row per key, counted up in one conditional upsert before the password
  // is checked, so requests sent at once cannot all pass a count read before any of them was written
  // (docs/decisions/030-login-limits.md). `window_start` is when the key's current window began.
  await db.schema
    .createTable('login_counters')
    .addColumn('key', 'text', (column) => column.primaryKey())
    .addColumn('count', 'integer', (column) => column.notNull())
    .addColumn('window_start', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_counters_window').on('login_counters').column('window_start').execute();

  // The client addresses an account last logged in from: the account's own ceiling does not hold them up.
  await db.schema
    .createTable('login_known_addresses')
    .addColumn('account_key', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('logged_in_at', dialect.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('login_known_addresses_pkey', ['account_key', 'address'])
    .execute();
  await db.schema.createIndex('login_known_addresses_at').on('login_known_addresses').column('logged_in_at').execute();

  // The rows of migration 005, one per failure, counted after the check: replaced by the counters.
  await db.schema.dropTable('login_attempts').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await createLoginAttempts(db, dialect);
  await db.schema.dropTable('login_known_addresses').execute();
  await db.schema.dropTable('login_counters').execute();
}
