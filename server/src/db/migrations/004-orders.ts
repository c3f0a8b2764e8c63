import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await createGuestEmailIndex(db);

  // An order and its trips (server/src/modules/orders/); see docs/decisions/010-orders-and-payments.md.
  await createTenantTable(db, dialect, 'orders')
    .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id'))
    .addColumn('hash', 'text', (column) => column.notNull().unique())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('lang', 'text', (column) => column.notNull())
    .addColumn('person', 'text', (column) => column.notNull())
    .addColumn('total_cents', 'integer', (column) => column.notNull())
    .addColumn('cart_fingerprint', 'text', (column) => column.notNull())
    .addColumn('return_origin', 'text', (column) => column.notNull())
    .addColumn('provider', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('payment_claimed_at', dialect.timestamp)
    .addColumn('mail_claimed_at', dialect.timestamp)
    .addColumn('mailed_at', dialect.timestamp)
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('settled_at', dialect.timestamp)
    .execute();
  // One pending order per cart: the second of two submissions at the same moment finds the first one's order.
  await db.schema
    .createIndex('orders_pending_cart')
    .unique()
    .on('orders')
    .columns(['tenant_id', 'cart_fingerprint'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('orders_payment')
    .unique()
    .on('orders')
    .columns(['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('orders_customer').on('orders').column('customer_id').execute();

  await db.schema
    .createTable('order_trips')
    .addColumn('id', 'integer', dialect.identity)
    .addColumn('order_id', 'integer', (column) => column.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('datetime', 'text', (column) => column.notNull())
    .addColumn('pickup_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('trip', 'text', (column) => column.notNull())
    .addColumn('from_text', 'text', (column) => column.notNull())
    .addColumn('to_text', 'text', (column) => column.notNull())
    .addColumn('passengers', 'integer', (column) => column.notNull())
    .addColumn('flight_number', 'text', (column) => column.notNull())
    .addColumn('extra_info', 'text', (column) => column.notNull())
    .addColumn('price_cents', 'integer', (column) => column.notNull())
    .addColumn('duration_minutes', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('order_trips_order').on('order_trips').column('order_id').execute();
}

/**
 * A guest is one customer per email within a tenant (server/src/modules/orders/order-store.ts), also when two
 * checkouts of a new guest meet; migration 006 drops it, and puts it back when it is undone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createGuestEmailIndex(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('customers_tenant_guest_email')
    .unique()
    .on('customers')
    .columns(['tenant_id', 'email'])
    .where(sql<boolean>`username is null and email <> ''`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_trips').execute();
  await db.schema.dropTable('orders').execute();
  await db.schema.dropIndex('customers_tenant_guest_email').execute();
}
