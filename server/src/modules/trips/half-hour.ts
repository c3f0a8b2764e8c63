import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import { openTripStatuses } from '#common/contracts/trip-status.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { halfHourOf } from '#common/tenant/service-rules.ts';
import type { Database } from '../../db/tables.ts';

/*
 * At most N trips starting in one half hour (docs/reference/tenant-settings.md#maxTripsPerHalfHour,
 * docs/decisions/043-service-rules.md): the trips counted are the tenant's open trips (new, confirmed, assigned) of
 * orders that hold their place: waiting for the payment, paid or booked.
 */

const holdingOrderStatuses = ['pending', 'paid', 'booked'] as const;

/** The tenant's trips that hold a place in the half hour of this pickup (`YYYY-MM-DD HH:mm`, Amsterdam). */
export async function tripsInHalfHour(
  db: Kysely<Database> | Transaction<Database>,
  tenantId: string,
  datetime: string,
): Promise<number> {
  const wall = parseTripDatetime(datetime);
  if (!wall) return 0;
  const slot = halfHourOf(wall);
  const start = instantOfWallTime(parseTripDatetime(slot.start) ?? wall);
  const end = instantOfWallTime(parseTripDatetime(slot.end) ?? wall);
  const row = await db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .where('order_trips.tenant_id', '=', tenantId)
    .where('order_trips.status', 'in', openTripStatuses)
    .where('orders.status', 'in', holdingOrderStatuses)
    .where('order_trips.pickup_at', '>=', start)
    .where('order_trips.pickup_at', '<', end)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Serializes the half-hour counts of one tenant's bookings until the transaction ends: on PostgreSQL a transaction
 * advisory lock on the tenant; SQLite has one writer, and the booking's transaction holds the write lock from its
 * first insert, which comes before the count.
 */
export async function lockHalfHours(trx: Transaction<Database>, tenantId: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(hashtext(${`half-hour:${tenantId}`}))`.execute(trx);
}

/** A booking that would put one trip too many in a half hour; `position` is the trip's place in the cart. */
export class HalfHourFull extends Error {
  readonly position: number;
  constructor(position: number) {
    super('halfHourFull');
    this.position = position;
  }
}
