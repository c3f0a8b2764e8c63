import type { Kysely } from 'kysely';
import { toDate, type Database, type TripEventActor, type TripEventKind } from '../../db/tables.ts';
import { raiseAlerts, type NewAlert, type RaisedAlert } from '../alerts/alert-store.ts';

/** Who made a change: a staff member, the customer, or the system (a payment, a mail). */
export type ChangedBy =
  | { actor: 'staff'; staffId: number }
  | { actor: 'driver'; driverId: number }
  | { actor: Exclude<TripEventActor, 'staff' | 'driver'> };

export interface TripEvent {
  tenantId: string;
  tripId: number;
  orderId: number;
  by: ChangedBy;
  kind: TripEventKind;
  field?: string | null;
  from?: string | null;
  to?: string | null;
  reason?: string;
}

/**
 * The alerts a trip's history raises (docs/decisions/036-alerts-and-heartbeat.md): a driver's decline, a customer's cancellation, a
 * customer's change (one alert per change, with every field it changed), an order's payment or booking that settles
 * it (a new booking), and a payment that settles it after a trip's pickup (a late payment).
 */
async function alertsOf(db: Kysely<Database>, events: readonly TripEvent[], now: Date): Promise<NewAlert[]> {
  const alerts: NewAlert[] = [];
  const changed = new Map<number, NewAlert>();
  const settled: TripEvent[] = [];
  for (const event of events) {
    const common = { tenantId: event.tenantId, tripId: event.tripId, orderId: event.orderId };
    if (event.by.actor === 'customer' && event.kind === 'status' && event.to === 'canceled')
      alerts.push({ ...common, kind: 'customerCanceled' });
    // A driver declining their trip: it is unassigned again (docs/decisions/040-driver-sign-in-and-statuses.md).
    if (event.by.actor === 'driver' && event.kind === 'status' && event.to === 'confirmed')
      alerts.push({ ...common, kind: 'driverDeclined', occasion: now.toISOString() });
    if (event.by.actor === 'customer' && (event.kind === 'edit' || event.kind === 'price')) {
      // The change's version (the trip's `updated_at`) tells this change from the customer's next one.
      const alert = changed.get(event.tripId) ?? { ...common, kind: 'customerChanged', occasion: now.toISOString() };
      const field = event.kind === 'price' ? 'price' : (event.field ?? '');
      alert.changes = [...(alert.changes ?? []), { field, from: event.from ?? '', to: event.to ?? '' }];
      changed.set(event.tripId, alert);
    }
    // The order's own payment (a change's payment has a field) moving it to paid or booked.
    const settles = event.to === 'paid' || event.to === 'booked';
    if (event.by.actor === 'system' && event.kind === 'payment' && !event.field && settles) settled.push(event);
  }
  alerts.push(...changed.values());
  if (settled.length > 0) {
    const pickups = await db
      .selectFrom('order_trips')
      .select(['id', 'pickup_at'])
      .where(
        'id',
        'in',
        settled.map((event) => event.tripId),
      )
      .execute();
    const pickupOf = new Map(pickups.map((trip) => [trip.id, toDate(trip.pickup_at).getTime()]));
    for (const event of settled) {
      const common = { tenantId: event.tenantId, tripId: event.tripId, orderId: event.orderId };
      alerts.push({ ...common, kind: 'newBooking' });
      if (event.to === 'paid' && (pickupOf.get(event.tripId) ?? Infinity) <= now.getTime())
        alerts.push({ ...common, kind: 'latePayment' });
    }
  }
  return alerts;
}

/**
 * Appends rows to trips' history (`trip_events`, docs/reference/states.md#booked-trips), and raises the alerts they
 * call for. Given the transaction of the change itself, so a change, its history rows and its alerts are written
 * together or not at all; the alerts it answers are announced once that transaction committed (`announceAlerts`).
 */
export async function recordTripEvents(
  db: Kysely<Database>,
  events: readonly TripEvent[],
  now = new Date(),
): Promise<RaisedAlert[]> {
  if (events.length === 0) return [];
  await db
    .insertInto('trip_events')
    .values(
      events.map((event) => ({
        tenant_id: event.tenantId,
        trip_id: event.tripId,
        order_id: event.orderId,
        at: now,
        staff_id: event.by.actor === 'staff' ? event.by.staffId : null,
        driver_id: event.by.actor === 'driver' ? event.by.driverId : null,
        actor: event.by.actor,
        kind: event.kind,
        field: event.field ?? null,
        from_value: event.from ?? null,
        to_value: event.to ?? null,
        reason: event.reason ?? '',
      })),
    )
    .execute();
  return raiseAlerts(db, await alertsOf(db, events, now), now);
}
