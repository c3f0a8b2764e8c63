import type { Kysely } from 'kysely';
import { positionStaleMs, positionSteps } from '#common/constants.ts';
import type { DriverPositionRequest, DriverStep } from '#common/contracts/driver.ts';
import type { ManageCar } from '#common/contracts/manage.ts';
import type { Trip } from '#common/contracts/trip.ts';
import { toDate, type Database } from '../../db/tables.ts';
import type { DriverIdentity } from '../driver-sessions/sign-in.ts';
import { roadDistanceTenths, travelMinutes, type Coordinate } from '../pricing/distance.ts';
import type { Routing } from '../routing/routing.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';

/**
 * The car's latest position per trip (docs/decisions/046-car-position.md): kept only while the trip is assigned to the
 * driver who sent it and its step is on the way or arrived; one row per trip, overwritten, never a trail, never logged.
 */
export interface PositionDeps {
  db: Kysely<Database>;
  roads: Pick<Routing, 'leg'>;
  now(): Date;
}

const inWindow = positionSteps as readonly string[];

export type PositionOutcome =
  | { ok: true; kept: boolean }
  | { ok: false; error: 'jobNotFound' }
  | { ok: false; error: 'illegalStep'; status: string; step: DriverStep };

/**
 * Keeps the driver's position for their own trip: one insert of the trip's row only while it is assigned to this
 * driver with its step in the window (so a step moved on, or the trip taken away, at the same moment keeps nothing),
 * overwriting the kept one unless that was measured later (a replay or a late request does not move the car back).
 */
export async function recordPosition(
  deps: PositionDeps,
  driver: DriverIdentity,
  tripId: number,
  request: DriverPositionRequest,
): Promise<PositionOutcome> {
  const now = deps.now();
  // The phone's clock: never later than the server's.
  const measured = new Date(Math.min(Date.parse(request.at), now.getTime()));
  const inserted = await deps.db
    .insertInto('driver_positions')
    .columns(['trip_id', 'tenant_id', 'driver_id', 'lat', 'lng', 'accuracy', 'measured_at', 'received_at'])
    .expression((eb) =>
      eb
        .selectFrom('order_trips')
        .select((select) => [
          'order_trips.id',
          'order_trips.tenant_id',
          select.val(driver.driverId).as('driver_id'),
          select.val(request.lat).as('lat'),
          select.val(request.lng).as('lng'),
          select.val(request.accuracy).as('accuracy'),
          select.val(measured).as('measured_at'),
          select.val(now).as('received_at'),
        ])
        .where('order_trips.id', '=', tripId)
        .where('order_trips.tenant_id', '=', driver.tenantId)
        .where('order_trips.driver_id', '=', driver.driverId)
        .where('order_trips.status', '=', 'assigned')
        .where('order_trips.driver_step', 'in', positionSteps),
    )
    .onConflict((conflict) =>
      conflict
        .column('trip_id')
        .doUpdateSet((eb) => ({
          driver_id: eb.ref('excluded.driver_id'),
          lat: eb.ref('excluded.lat'),
          lng: eb.ref('excluded.lng'),
          accuracy: eb.ref('excluded.accuracy'),
          measured_at: eb.ref('excluded.measured_at'),
          received_at: eb.ref('excluded.received_at'),
        }))
        .where((eb) =>
          eb.or([
            eb('driver_positions.measured_at', '<=', eb.ref('excluded.measured_at')),
            eb('driver_positions.driver_id', '!=', eb.ref('excluded.driver_id')),
          ]),
        ),
    )
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { ok: true, kept: true };
  // Nothing written: say why, as the steps do.
  const trip = await deps.db
    .selectFrom('order_trips')
    .select(['status', 'driver_step'])
    .where('id', '=', tripId)
    .where('tenant_id', '=', driver.tenantId)
    .where('driver_id', '=', driver.driverId)
    .where('status', 'in', ['assigned', 'done', 'no_show'])
    .executeTakeFirst();
  if (!trip) return { ok: false, error: 'jobNotFound' };
  if (trip.status !== 'assigned' || !inWindow.includes(trip.driver_step))
    return { ok: false, error: 'illegalStep', status: trip.status, step: trip.driver_step };
  return { ok: true, kept: false };
}

/**
 * Deletes the positions of trips out of the window: not assigned, another driver, a step before on the way or past
 * arrived. Of one trip when `tripId` is given (a step or a change of it), else of every trip (the sweep). Deleting is
 * idempotent, so every instance may run it at once. Answers how many went.
 */
export async function forgetPositions(db: Kysely<Database>, tripId?: number): Promise<number> {
  let query = db
    .deleteFrom('driver_positions')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_trips')
            .select('order_trips.id')
            .whereRef('order_trips.id', '=', 'driver_positions.trip_id')
            .whereRef('order_trips.tenant_id', '=', 'driver_positions.tenant_id')
            .whereRef('order_trips.driver_id', '=', 'driver_positions.driver_id')
            .where('order_trips.status', '=', 'assigned')
            .where('order_trips.driver_step', 'in', positionSteps),
        ),
      ),
    );
  if (tripId !== undefined) query = query.where('driver_positions.trip_id', '=', tripId);
  const deleted = await query.executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** A trip as the manage page has it: enough to tell whether it is in the window and where its pickup is. */
export interface CarTrip {
  id: number;
  tenant_id: string;
  status: string;
  driver_id: number | null;
  driver_step: string;
  trip: string;
}

const pickupOf = (trip: CarTrip): Coordinate | null => {
  const first = (JSON.parse(trip.trip) as Trip).tour[0]?.address;
  return first ? { lat: first.lat, lng: first.lng } : null;
};

/**
 * The car of each of the booking's trips in the window, by trip id: its latest position (only the assigned driver's),
 * the pickup, whether the position is old, and on the way the arrival estimate from the position to the pickup (the
 * route's time, else the tariff's estimate). A trip outside the window has none, whatever row may linger.
 */
export async function carsOf(
  deps: PositionDeps,
  tenant: Tenant,
  trips: readonly CarTrip[],
): Promise<Map<number, ManageCar>> {
  const cars = new Map<number, ManageCar>();
  const open = trips.filter(
    (trip) =>
      trip.tenant_id === tenant.id &&
      trip.status === 'assigned' &&
      trip.driver_id !== null &&
      inWindow.includes(trip.driver_step),
  );
  if (open.length === 0) return cars;
  const rows = await deps.db
    .selectFrom('driver_positions')
    .select(['trip_id', 'driver_id', 'lat', 'lng', 'measured_at'])
    .where('tenant_id', '=', tenant.id)
    .where(
      'trip_id',
      'in',
      open.map((trip) => trip.id),
    )
    .execute();
  const now = deps.now();
  for (const trip of open) {
    const row = rows.find((each) => each.trip_id === trip.id && each.driver_id === trip.driver_id);
    if (!row) continue;
    const position = { lat: row.lat, lng: row.lng };
    const pickup = pickupOf(trip);
    const measuredAt = toDate(row.measured_at);
    let arrival: ManageCar['arrival'] = null;
    if (pickup && trip.driver_step === 'on_the_way') {
      const routed = await deps.roads.leg(position, pickup);
      const minutes =
        routed?.minutes ??
        travelMinutes(roadDistanceTenths(position, pickup, tenant.tariff.roadFactor), tenant.tariff.travelSpeed);
      arrival = { minutes, at: new Date(now.getTime() + minutes * 60_000).toISOString() };
    }
    cars.set(trip.id, {
      position,
      pickup,
      measuredAt: measuredAt.toISOString(),
      ageSeconds: Math.max(0, Math.round((now.getTime() - measuredAt.getTime()) / 1000)),
      stale: now.getTime() - measuredAt.getTime() > positionStaleMs,
      arrival,
    });
  }
  return cars;
}
