import { nextDay } from '#common/contracts/board-filter.ts';
import type { Trip } from '#common/contracts/trip.ts';
import { luggageOf } from '#common/fields/luggage.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { boardTripsQuery, contactOfRow } from './trip-view.ts';

/** One trip of a driver's run sheet: what the driver needs on the road. */
export interface RunSheetTrip {
  tripId: number;
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  from: string;
  to: string;
  passengers: number;
  luggage: number | null;
  flightNumber: string;
  /** `HH:mm` or ''. */
  landing: string;
  remarks: string;
  passenger: { name: string; phone: string };
  /** Whole cents the driver collects; null when nothing. */
  toCollectCents: number | null;
}

export interface RunSheet {
  driver: { id: number; name: string; phone: string; vehicle: string; plate: string };
  /** `YYYY-MM-DD`. */
  date: string;
  trips: RunSheetTrip[];
}

/**
 * What the driver collects from the passenger for a trip: the amount a phone booking paid to the driver carries
 * (docs/decisions/034-desk-booking-payment-ways.md); null when nothing (paid online, by a link, on account).
 */
export function amountToCollect(trip: { collect_cents: number }): number | null {
  return trip.collect_cents > 0 ? trip.collect_cents : null;
}

/** The instant a day starts in Amsterdam. */
const startOf = (day: string) => instantOfWallTime(parseTripDatetime(`${day} 00:00`)!);

/**
 * A driver's run sheet (issue 20 item 5): the trips of one Amsterdam day assigned to the driver, every state but
 * cancelled, by pickup time. Undefined for a driver of another tenant, as for none.
 */
export async function runSheet(
  deps: DeskDeps,
  actor: DeskActor,
  driverId: number,
  date: string,
): Promise<RunSheet | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  // The sheet's head names the driver's usual vehicle (docs/decisions/035-vehicles-and-assignment-checks.md).
  const driver = await deps.db
    .selectFrom('drivers')
    .leftJoin('vehicles', 'vehicles.id', 'drivers.usual_vehicle_id')
    .select((eb) => [
      'drivers.id',
      'drivers.name',
      'drivers.phone',
      eb.fn.coalesce('vehicles.name', eb.val('')).as('vehicle'),
      eb.fn.coalesce('vehicles.plate', eb.val('')).as('plate'),
    ])
    .where('drivers.id', '=', driverId)
    .where('drivers.tenant_id', '=', actor.tenantId)
    .executeTakeFirst();
  if (!driver || !tenant) return undefined;
  const rows = await boardTripsQuery(deps.db, actor.tenantId)
    .where('order_trips.driver_id', '=', driverId)
    .where('order_trips.status', '!=', 'canceled')
    .where('order_trips.pickup_at', '>=', startOf(date))
    .where('order_trips.pickup_at', '<', startOf(nextDay(date)))
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  const trips = rows.map((row): RunSheetTrip => {
    const stored = JSON.parse(row.trip) as Trip;
    const contact = contactOfRow(tenant, row);
    return {
      tripId: row.id,
      datetime: row.datetime,
      from: row.from_text,
      to: row.to_text,
      passengers: row.passengers,
      luggage: luggageOf(stored),
      flightNumber: row.flight_number,
      landing: stored.tour.find((stop) => stop.flightArrival !== '')?.flightArrival ?? '',
      remarks: row.extra_info,
      // A company user's guest is who the driver meets (docs/decisions/049-companies.md).
      passenger:
        row.passenger_name === ''
          ? { name: contact.name, phone: contact.phone }
          : { name: row.passenger_name, phone: row.passenger_phone },
      toCollectCents: amountToCollect(row),
    };
  });
  return { driver, date, trips };
}
