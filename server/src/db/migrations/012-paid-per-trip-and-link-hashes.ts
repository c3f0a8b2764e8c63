import type { Kysely } from 'kysely';
import { amountToCents } from '#common/format/amount.ts';
import type { MigrationDialect } from '../dialect.ts';
import { addManageTokenColumns, createManageTokenIndex } from './009-manage-booking.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // What was paid for each trip and what of it is reserved for refunds (docs/decisions/031-paid-per-trip-and-link-hashes.md):
  // a customer's refund is at most what the trip was paid, a price the desk raised is owed, not refundable.
  await db.schema
    .alterTable('order_trips')
    .addColumn('paid_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('refund_reserved_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // The trips of before: the price they were booked at (the first price change's `from`, else the price as it is),
  // grown by the paid changes' differences; reserved, the refunds of the trip not failed.
  const trips = await db.selectFrom('order_trips').select(['id', 'price_cents']).execute();
  for (const trip of trips as Array<{ id: number; price_cents: number }>) {
    const firstPrice = (await db
      .selectFrom('trip_events')
      .select('from_value')
      .where('trip_id', '=', trip.id)
      .where('kind', '=', 'price')
      .orderBy('id')
      .executeTakeFirst()) as { from_value: string | null } | undefined;
    const before = firstPrice?.from_value;
    const booked = (typeof before === 'string' ? amountToCents(before) : undefined) ?? trip.price_cents;
    const changes = (await db
      .selectFrom('trip_changes')
      .select(['old_price_cents', 'new_price_cents'])
      .where('trip_id', '=', trip.id)
      .where('status', 'in', ['applied', 'unapplied'])
      .where('provider_payment_id', 'is not', null)
      .execute()) as Array<{ old_price_cents: number; new_price_cents: number }>;
    const refunds = (await db
      .selectFrom('refunds')
      .select('amount_cents')
      .where('trip_id', '=', trip.id)
      .where('status', '!=', 'failed')
      .execute()) as Array<{ amount_cents: number }>;
    await db
      .updateTable('order_trips')
      .set({
        paid_cents: changes.reduce((cents, change) => cents + change.new_price_cents - change.old_price_cents, booked),
        refund_reserved_cents: refunds.reduce((cents, refund) => cents + refund.amount_cents, 0),
      })
      .where('id', '=', trip.id)
      .execute();
  }

  // The manage links by their hashes only: a link is made when a mail or a payment's return needs it, and every link
  // made stays valid. The tokens kept in clear are dropped; their hashes go on.
  await createTenantTable(db, dialect, 'manage_links')
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('manage_links_hash').unique().on('manage_links').column('token_hash').execute();
  await db
    .insertInto('manage_links')
    .columns(['tenant_id', 'order_id', 'token_hash', 'created_at'])
    .expression(
      db
        .selectFrom('orders')
        .select(['tenant_id', 'id', 'manage_token_hash', 'created_at'])
        .where('manage_token_hash', 'is not', null),
    )
    .execute();
  await db.schema.dropIndex('orders_manage_token').execute();
  await db.schema.alterTable('orders').dropColumn('manage_token').execute();
  await db.schema.alterTable('orders').dropColumn('manage_token_hash').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  // The tokens in clear cannot come back: the links of before stay valid through their hashes, the newest per order.
  await addManageTokenColumns(db);
  await db
    .updateTable('orders')
    .set((eb) => ({
      manage_token_hash: eb
        .selectFrom('manage_links')
        .select('manage_links.token_hash')
        .whereRef('manage_links.order_id', '=', 'orders.id')
        .orderBy('manage_links.id', 'desc')
        .limit(1),
    }))
    .execute();
  await createManageTokenIndex(db);
  await db.schema.dropTable('manage_links').execute();
  await db.schema.alterTable('order_trips').dropColumn('refund_reserved_cents').execute();
  await db.schema.alterTable('order_trips').dropColumn('paid_cents').execute();
}
