import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BookedTrip } from '#common/contracts/account.ts';
import { tourStopSchema } from '#common/contracts/trip.ts';
import { isOpenTripStatus, openTripStatuses } from '#common/contracts/trip-status.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { toDate, type Database, type OrderTripRow } from '../../db/tables.ts';
import type { RaisedAlert } from '../alerts/alert-store.ts';
import { recordTripEvents } from '../orders/trip-history.ts';
import { visibleOrders, type Customer } from '../customers/customers.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

/** Orders whose trips are bookings: paid online or booked on account (not pending, failed, expired). */
const confirmedStatuses = ['paid', 'booked'] as const;

const storedTour = z.object({ tour: z.array(tourStopSchema) });

/**
 * Whether a booked trip may still be cancelled (`xs.cancel`): open (new, confirmed or assigned), and its pickup more
 * than the tenant's `cancellationCutoffHours` away (0: any time before the pickup).
 */
export function cancellable(tenant: Tenant, trip: Pick<OrderTripRow, 'status' | 'pickup_at'>, now: Date): boolean {
  if (!isOpenTripStatus(trip.status)) return false;
  return toDate(trip.pickup_at).getTime() > cancelCutoff(tenant, now).getTime();
}

/** Trips picked up after this moment may be cancelled now. */
export function cancelCutoff(tenant: Tenant, now: Date): Date {
  return new Date(now.getTime() + tenant.settings.cancellationCutoffHours * 60 * 60 * 1000);
}

/** `ritId`: the trip's number as text. Opaque to the SPA; every use checks that the trip is the customer's. */
export const ritIdOf = (tripId: number) => String(tripId);
export const tripIdOf = (ritId: string): number | undefined =>
  /^[1-9]\d{0,14}$/.test(ritId) ? Number(ritId) : undefined;

/** A booked trip's row with who booked it (the account's username; '' for a guest). */
type BookedRow = OrderTripRow & { booked_by: string | null };

export function toBookedTrip(tenant: Tenant, row: BookedRow, now: Date): BookedTrip {
  const stored = storedTour.safeParse(JSON.parse(row.trip));
  return {
    ritNr: row.id,
    ritId: ritIdOf(row.id),
    datetime: row.datetime,
    tour: stored.success ? stored.data.tour : [],
    persons: row.passengers,
    extraTripInfo: row.extra_info,
    // docs/reference/tenant-settings.md#requiresLogin: a tenant that requires login hides prices.
    price: tenant.settings.requiresLogin ? '' : centsToAmount(row.price_cents),
    status: row.status,
    flightNumber: row.flight_number,
    version: toDate(row.updated_at).toISOString(),
    // The trips listed are of paid and booked orders only: a change is allowed exactly while a cancel is.
    xs: { cancel: cancellable(tenant, row, now), change: cancellable(tenant, row, now) },
    bookedBy: row.booked_by ?? '',
    passenger: row.passenger_name === '' ? null : { name: row.passenger_name, phone: row.passenger_phone },
  };
}

/**
 * The customer's booked trips (`ritten`) within the tenant, by pickup time; a company user's also their colleagues'
 * bookings for the company, each with who booked it (`visibleOrders`).
 */
export async function bookedTrips(
  db: Kysely<Database>,
  tenant: Tenant,
  customer: Pick<Customer, 'id' | 'companyId'>,
  now = new Date(),
): Promise<BookedTrip[]> {
  const rows = await db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .innerJoin('customers', 'customers.id', 'orders.customer_id')
    .selectAll('order_trips')
    .select('customers.username as booked_by')
    .where('orders.tenant_id', '=', tenant.id)
    .where(visibleOrders(customer))
    .where('orders.status', 'in', confirmedStatuses)
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  return rows.map((row) => toBookedTrip(tenant, row, now));
}

/**
 * One booked trip the customer sees (their own, or a colleague's for their company), with its order's customer and
 * language; undefined when it is not one of those.
 */
export async function customerTrip(
  db: Kysely<Database>,
  tenant: Tenant,
  customer: Pick<Customer, 'id' | 'companyId'>,
  tripId: number,
) {
  return db
    .selectFrom('order_trips')
    .innerJoin('orders', 'orders.id', 'order_trips.order_id')
    .selectAll('order_trips')
    .select(['orders.customer_id', 'orders.lang'])
    .where('order_trips.id', '=', tripId)
    .where('orders.tenant_id', '=', tenant.id)
    .where(visibleOrders(customer))
    .where('orders.status', 'in', confirmedStatuses)
    .executeTakeFirst();
}

/**
 * Cancels a booked trip in one statement, only while it may be cancelled, with its history row (and the desk's alert)
 * in the same transaction: the alert raised for the one call that cancelled it, false for any other, so a double click
 * cancels (and mails) once.
 */
export async function cancelBookedTrip(
  db: Kysely<Database>,
  tenant: Tenant,
  trip: Pick<OrderTripRow, 'id' | 'order_id' | 'status'>,
  now = new Date(),
): Promise<RaisedAlert[] | false> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('order_trips')
      .set({ status: 'canceled', updated_at: now })
      .where('id', '=', trip.id)
      .where('status', '=', trip.status)
      .where('status', 'in', openTripStatuses)
      .where('pickup_at', '>', cancelCutoff(tenant, now))
      .executeTakeFirst();
    if (result.numUpdatedRows !== 1n) return false;
    return recordTripEvents(
      trx,
      [
        {
          tenantId: tenant.id,
          tripId: trip.id,
          orderId: trip.order_id,
          by: { actor: 'customer' },
          kind: 'status',
          from: trip.status,
          to: 'canceled',
        },
      ],
      now,
    );
  });
}
