import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The payment link of what a paid order still owes after its price was raised (docs/decisions/048-owed-and-refund-follow-up.md):
  // at most one open per order (a partial unique index), paid once by a conditional update on its status.
  await db.schema
    .createTable('owed_links')
    .addColumn('id', 'integer', dialect.identity)
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    // JSON array of { tripId, cents }: what of the amount each trip owed when the link was made.
    .addColumn('trips', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('expires_at', dialect.timestamp, (column) => column.notNull())
    // The staff member who sent it; null for the one made with the price change's mail or by the customer's button.
    .addColumn('staff_id', 'integer')
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('owed_links_one_open')
    .unique()
    .on('owed_links')
    .column('order_id')
    .where(sql<boolean>`status = 'open'`)
    .execute();
  await db.schema
    .createIndex('owed_links_payment')
    .on('owed_links')
    .columns(['provider', 'provider_payment_id'])
    .execute();

  // The refund follow-up: when a pending refund is asked about next, how often it was, and the customer's mail once.
  await db.schema.alterTable('refunds').addColumn('next_check_at', dialect.timestamp).execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('checks', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('refunds').addColumn('customer_mailed_at', dialect.timestamp).execute();
  await db
    .updateTable('refunds')
    .set({ next_check_at: sql`updated_at` })
    .where('status', '=', 'pending')
    .execute();
  await db.schema.createIndex('refunds_due').on('refunds').columns(['status', 'next_check_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('refunds_due').execute();
  await db.schema.alterTable('refunds').dropColumn('customer_mailed_at').execute();
  await db.schema.alterTable('refunds').dropColumn('checks').execute();
  await db.schema.alterTable('refunds').dropColumn('next_check_at').execute();
  await db.schema.dropTable('owed_links').execute();
}
