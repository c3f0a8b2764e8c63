import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The payment a refund goes against: an order paid a change's difference has more than one, and a provider refunds
  // at most what remains of each (docs/decisions/022-manage-booking.md). Refunds of before went against the order's.
  await db.schema.alterTable('refunds').addColumn('provider_payment_id', 'text').execute();
  await db
    .updateTable('refunds')
    .set((eb) => ({
      provider_payment_id: eb
        .selectFrom('orders')
        .select('orders.provider_payment_id')
        .whereRef('orders.id', '=', 'refunds.order_id'),
    }))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('provider_payment_id').execute();
}
