import type { Kysely } from 'kysely';

// What of a trip's refunds the desk gave back beyond its price (docs/decisions/048-owed-and-refund-follow-up.md): a
// refund of a trip that stays booked and was not paid above its price is money waived, not a price left unpaid.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('order_trips')
    .addColumn('waived_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('refunds')
    .addColumn('waived_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refunds').dropColumn('waived_cents').execute();
  await db.schema.alterTable('order_trips').dropColumn('waived_cents').execute();
}
