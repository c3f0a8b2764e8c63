import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await createLoginAttempts(db, dialect);

  // Password-reset links: only the SHA-256 of the mailed token, single use, expiring.
  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('expires_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('used_at', dialect.timestamp)
    .execute();
  await db.schema.createIndex('password_resets_customer').on('password_resets').column('customer_id').execute();
  await db.schema.createIndex('order_trips_pickup').on('order_trips').columns(['order_id', 'pickup_at']).execute();
}

/**
 * Failed logins and reset requests, one row each, counted per key within a window
 * (server/src/modules/accounts/throttle.ts; docs/decisions/011-accounts-and-sessions.md). In the database so the
 * limits hold across instances and restarts. Migration 011 replaces them, and puts them back when it is undone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createLoginAttempts(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'integer', dialect.identity)
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('attempted_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_attempts_key').on('login_attempts').columns(['key', 'attempted_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('order_trips_pickup').execute();
  await db.schema.dropTable('password_resets').execute();
  await db.schema.dropTable('login_attempts').execute();
}
