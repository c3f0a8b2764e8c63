import type { Kysely } from 'kysely';

// A payment link is not a payment: Mollie refunds only the payment (`tr_…`) a paid link made, so that payment is kept
// beside the link's id, which the link's webhook and status look-ups still use, with the method it was paid by for the
// receipt (docs/decisions/048-owed-and-refund-follow-up.md, docs/decisions/051-receipts.md). The simulator's links make
// a payment of their own when paid, as Mollie's do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('link_payment_id', 'text').execute();
  await db.schema.alterTable('orders').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('owed_links').addColumn('link_payment_id', 'text').execute();
  await db.schema.alterTable('owed_links').addColumn('payment_method', 'text').execute();
  await db.schema.alterTable('simulator_payments').addColumn('link_payment_id', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('simulator_payments').dropColumn('link_payment_id').execute();
  await db.schema.alterTable('owed_links').dropColumn('payment_method').execute();
  await db.schema.alterTable('owed_links').dropColumn('link_payment_id').execute();
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  await db.schema.alterTable('orders').dropColumn('link_payment_id').execute();
}
