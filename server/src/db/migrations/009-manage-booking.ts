import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The customer's own link to their booking (docs/decisions/022-manage-booking.md): the token, which the mails
  // carry, and its SHA-256, which it is looked up by. Orders made before have none.
  await addManageTokenColumns(db);
  await createManageTokenIndex(db);

  // A customer's change of a trip that costs more: kept until its payment for the difference is paid, then applied.
  await createTenantTable(db, dialect, 'trip_changes')
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('trip_id', 'integer', (column) => column.notNull())
    .addColumn('changes', 'text', (column) => column.notNull())
    .addColumn('base_version', 'text', (column) => column.notNull())
    .addColumn('old_price_cents', 'integer', (column) => column.notNull())
    .addColumn('new_price_cents', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('trip_changes_trip').on('trip_changes').columns(['trip_id', 'status']).execute();
  await db.schema
    .createIndex('trip_changes_payment')
    .unique()
    .on('trip_changes')
    .columns(['provider', 'provider_payment_id'])
    .where(sql<boolean>`provider_payment_id is not null`)
    .execute();
}

/** The link's token and its hash on the order; migration 012 moves the hashes out, and back when it is undone. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function addManageTokenColumns(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('manage_token', 'text').execute();
  await db.schema.alterTable('orders').addColumn('manage_token_hash', 'text').execute();
}

/** An order is found by its link's hash, which no two orders share. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createManageTokenIndex(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_manage_token')
    .unique()
    .on('orders')
    .column('manage_token_hash')
    .where(sql<boolean>`manage_token_hash is not null`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trip_changes').execute();
  await db.schema.dropIndex('orders_manage_token').execute();
  await db.schema.alterTable('orders').dropColumn('manage_token_hash').execute();
  await db.schema.alterTable('orders').dropColumn('manage_token').execute();
}
