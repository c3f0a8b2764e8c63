import { nextDay } from '#common/contracts/board-filter.ts';
import { formatTripDatetime, instantOfWallTime, parseTripDatetime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import { toDate } from '../../db/tables.ts';
import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { amountToCollect } from './run-sheet.ts';
import { boardTripsQuery, toBoardTrip } from './trip-view.ts';

type VehicleSummary = { id: number; name: string; plate: string; seats: number };

export interface PlanDriver {
  id: number;
  name: string;
  active: boolean;
  usualVehicle: VehicleSummary | null;
  /** Their absences that overlap the day, from and to as `YYYY-MM-DD HH:mm` in Europe/Amsterdam. */
  absences: Array<{ from: string; to: string; reason: string }>;
}

export interface PlanVehicle extends VehicleSummary {
  active: boolean;
}

export interface PlanTrip {
  tripId: number;
  status: ReturnType<typeof toBoardTrip>['status'];
  driverStep: ReturnType<typeof toBoardTrip>['driverStep'];
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  /** The estimated drop-off, `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  ends: string;
  from: string;
  to: string;
  passengers: number;
  luggage: number | null;
  vehicleClass: string;
  customer: string;
  driverId: number | null;
  vehicleId: number | null;
  toCollectCents: number | null;
}

export interface Plan {
  day: string;
  drivers: PlanDriver[];
  vehicles: PlanVehicle[];
  trips: PlanTrip[];
}

/** The instant a day starts in Amsterdam. */
const startOf = (day: string) => instantOfWallTime(parseTripDatetime(`${day} 00:00`)!);

const minuteMs = 60_000;

/**
 * The plan of one Amsterdam day (issue 20 item 3, docs/decisions/038-the-plan.md): the tenant's active drivers with
 * their usual vehicle and its active vehicles, each with a row, and the day's trips but the cancelled ones (done and
 * no-show too, for the picture), each from its pickup to its estimated drop-off. A deactivated driver or vehicle that
 * has a trip that day keeps its row, so that no trip drops out of the picture.
 */
export async function plan(deps: DeskDeps, actor: DeskActor, day: string): Promise<Plan | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return undefined;
  const rows = await boardTripsQuery(deps.db, actor.tenantId)
    .select('order_trips.duration_minutes')
    .where('order_trips.status', '!=', 'canceled')
    .where('order_trips.pickup_at', '>=', startOf(day))
    .where('order_trips.pickup_at', '<', startOf(nextDay(day)))
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  const trips = rows.map((row): PlanTrip => {
    const trip = toBoardTrip(tenant, row);
    const ends = new Date(toDate(row.pickup_at).getTime() + row.duration_minutes * minuteMs);
    return {
      tripId: trip.tripId,
      status: trip.status,
      driverStep: trip.driverStep,
      datetime: trip.datetime,
      ends: formatTripDatetime(wallTimeAt(ends)),
      from: trip.from,
      to: trip.to,
      passengers: trip.passengers,
      luggage: trip.luggage,
      vehicleClass: trip.vehicleClass,
      customer: trip.customer.name,
      driverId: trip.driver?.id ?? null,
      vehicleId: trip.vehicle?.id ?? null,
      toCollectCents: amountToCollect(row),
    };
  });
  const driverIds = [...new Set(trips.flatMap((trip) => (trip.driverId === null ? [] : [trip.driverId])))];
  const vehicleIds = [...new Set(trips.flatMap((trip) => (trip.vehicleId === null ? [] : [trip.vehicleId])))];
  const drivers = await deps.db
    .selectFrom('drivers')
    .leftJoin('vehicles', 'vehicles.id', 'drivers.usual_vehicle_id')
    .select([
      'drivers.id',
      'drivers.name',
      'drivers.active',
      'vehicles.id as vehicle_id',
      'vehicles.name as vehicle_name',
      'vehicles.plate as vehicle_plate',
      'vehicles.seats as vehicle_seats',
    ])
    .where('drivers.tenant_id', '=', actor.tenantId)
    .where((eb) =>
      driverIds.length === 0
        ? eb('drivers.active', '=', 1)
        : eb.or([eb('drivers.active', '=', 1), eb('drivers.id', 'in', driverIds)]),
    )
    .orderBy('drivers.name')
    .orderBy('drivers.id')
    .execute();
  const vehicles = await deps.db
    .selectFrom('vehicles')
    .select(['id', 'name', 'plate', 'seats', 'active'])
    .where('tenant_id', '=', actor.tenantId)
    .where((eb) =>
      vehicleIds.length === 0 ? eb('active', '=', 1) : eb.or([eb('active', '=', 1), eb('id', 'in', vehicleIds)]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  // Who is away that day shows on their row: a dispatcher does not plan a sick driver (docs/decisions/039).
  const absences = await deps.db
    .selectFrom('driver_absences')
    .select(['driver_id', 'starts_at', 'ends_at', 'reason'])
    .where('tenant_id', '=', actor.tenantId)
    .where('starts_at', '<', startOf(nextDay(day)))
    .where('ends_at', '>', startOf(day))
    .orderBy('starts_at')
    .execute();
  const wall = (instant: Parameters<typeof toDate>[0]) => formatTripDatetime(wallTimeAt(toDate(instant)));
  return {
    day,
    drivers: drivers.map((row) => ({
      id: row.id,
      name: row.name,
      active: row.active === 1,
      usualVehicle:
        row.vehicle_id === null
          ? null
          : {
              id: row.vehicle_id,
              name: row.vehicle_name ?? '',
              plate: row.vehicle_plate ?? '',
              seats: row.vehicle_seats ?? 0,
            },
      absences: absences
        // One ended before it began has no length left: nothing to show.
        .filter((absence) => absence.driver_id === row.id && toDate(absence.ends_at) > toDate(absence.starts_at))
        .map((absence) => ({ from: wall(absence.starts_at), to: wall(absence.ends_at), reason: absence.reason })),
    })),
    vehicles: vehicles.map((row) => ({ ...row, active: row.active === 1 })),
    trips,
  };
}
