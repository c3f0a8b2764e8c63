import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await createTenantTable(db, dialect, 'customers')
    .addColumn('username', 'text')
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  // Several NULL usernames (guests) are allowed: NULLs are distinct in a unique index on both databases.
  await db.schema
    .createIndex('customers_tenant_username')
    .unique()
    .on('customers')
    .columns(['tenant_id', 'username'])
    .execute();
  await db.schema.createIndex('customers_tenant_email').on('customers').columns(['tenant_id', 'email']).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('last_seen_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('expires_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_customer').on('sessions').column('customer_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('customers').execute();
}
