import type { Kysely } from 'kysely';
import type { AssignmentRefusal, AssignmentWarningKind } from '#common/contracts/desk-vehicles.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { toDate, type Database, type DriverRow, type VehicleRow } from '../../db/tables.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { classRank } from './vehicle-classes.ts';
import { listVehicles, toVehicle, type Vehicle } from './vehicles.ts';

/**
 * The checks of an assignment (docs/decisions/035-vehicles-and-assignment-checks.md): what refuses it (fewer seats than
 * passengers, a deactivated driver or vehicle, no vehicle, a driver unavailable then,
 * docs/decisions/039-driver-absence-and-bulk.md) and what warns, overridable with a reason (a lower class
 * than booked, too little luggage room, the driver or the vehicle on another trip that overlaps this one's pickup,
 * estimated duration and the tenant's buffer).
 */

/**
 * The trip field that holds its luggage: `bagage`, the pieces of luggage of the tenants' trip layouts
 * (config/tenants/demo.json); a trip without it has none.
 */
export const luggageField = 'bagage';

/** A refusal with what its sentence names. */
export type RefusalFinding =
  | { kind: 'vehicleTooSmall'; seats: number; passengers: number }
  | { kind: 'driverAbsent'; name: string; until: Date; reason: string }
  | { kind: Exclude<AssignmentRefusal, 'vehicleTooSmall' | 'driverAbsent'>; name: string };

/** A warning with what its sentence names. */
export type WarningFinding =
  | { kind: 'lowerClass'; vehicleClass: string; bookedClass: string }
  | { kind: 'luggage'; luggage: number; places: number }
  | { kind: Extract<AssignmentWarningKind, 'driverOverlap' | 'vehicleOverlap'>; tripId: number; datetime: string };

export interface Findings {
  refusals: RefusalFinding[];
  warnings: WarningFinding[];
}

/** What the checks weigh of the trip being assigned. */
export interface TripFacts {
  id: number;
  status: TripStatus;
  pickupAt: Date;
  /** Pickup plus the estimated duration: a driver unavailable in between cannot drive it. */
  dropOffAt: Date;
  /** Pickup plus the estimated duration plus the tenant's buffer: until then driver and vehicle are taken. */
  busyUntil: Date;
  passengers: number;
  luggage: number;
  vehicleClass: string;
  driverId: number | null;
  vehicleId: number | null;
}

/** Another assigned trip, as the overlap checks see it. */
interface BusyTrip {
  id: number;
  datetime: string;
  pickupAt: Date;
  busyUntil: Date;
  driverId: number | null;
  vehicleId: number | null;
}

const minuteMs = 60_000;
/** How far before this trip's pickup another trip may start and still overlap: no trip lasts longer. */
const longestTripMs = 24 * 60 * minuteMs;

const bufferMs = (tenant: Tenant) => tenant.desk.assignmentBufferMinutes * minuteMs;

/** The trip's luggage as the customer gave it: a count, or 0 when the tenant's trips have none. */
export function luggageOf(trip: string): number {
  const value = (JSON.parse(trip) as Record<string, unknown>)[luggageField];
  const count = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** The trip of the tenant with what the checks weigh; undefined when it has no such trip. */
export async function tripFacts(db: Kysely<Database>, tenant: Tenant, tripId: number): Promise<TripFacts | undefined> {
  const row = await db
    .selectFrom('order_trips')
    .select([
      'id',
      'status',
      'pickup_at',
      'duration_minutes',
      'passengers',
      'trip',
      'vehicle_class',
      'driver_id',
      'vehicle_id',
    ])
    .where('id', '=', tripId)
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const pickupAt = toDate(row.pickup_at);
  return {
    id: row.id,
    status: row.status,
    pickupAt,
    dropOffAt: new Date(pickupAt.getTime() + row.duration_minutes * minuteMs),
    busyUntil: new Date(pickupAt.getTime() + row.duration_minutes * minuteMs + bufferMs(tenant)),
    passengers: row.passengers,
    luggage: luggageOf(row.trip),
    vehicleClass: row.vehicle_class,
    driverId: row.driver_id,
    vehicleId: row.vehicle_id,
  };
}

/** The tenant's other assigned trips that overlap this one (each taken from its pickup to its end and buffer). */
async function overlappingTrips(db: Kysely<Database>, tenant: Tenant, trip: TripFacts): Promise<BusyTrip[]> {
  const rows = await db
    .selectFrom('order_trips')
    .select(['id', 'datetime', 'pickup_at', 'duration_minutes', 'driver_id', 'vehicle_id'])
    .where('tenant_id', '=', tenant.id)
    .where('status', '=', 'assigned')
    .where('id', '!=', trip.id)
    .where('pickup_at', '>', new Date(trip.pickupAt.getTime() - longestTripMs))
    .where('pickup_at', '<', trip.busyUntil)
    .orderBy('pickup_at')
    .execute();
  return rows
    .map((row) => {
      const pickupAt = toDate(row.pickup_at);
      return {
        id: row.id,
        datetime: row.datetime,
        pickupAt,
        busyUntil: new Date(pickupAt.getTime() + row.duration_minutes * minuteMs + bufferMs(tenant)),
        driverId: row.driver_id,
        vehicleId: row.vehicle_id,
      };
    })
    .filter((other) => other.busyUntil > trip.pickupAt);
}

/** A driver's absence that overlaps the trip, as the refusal names it. */
interface AbsenceOverlap {
  driverId: number;
  until: Date;
  reason: string;
}

/**
 * The absences of the tenant's drivers (of one driver, when named) that overlap the trip from its pickup to its
 * drop-off: one who is unavailable then cannot drive it (docs/decisions/039-driver-absence-and-bulk.md).
 */
async function absencesDuring(
  db: Kysely<Database>,
  tenant: Tenant,
  trip: TripFacts,
  driverId?: number,
): Promise<AbsenceOverlap[]> {
  const rows = await db
    .selectFrom('driver_absences')
    .select(['driver_id', 'ends_at', 'reason'])
    .where('tenant_id', '=', tenant.id)
    .$if(driverId !== undefined, (query) => query.where('driver_id', '=', driverId!))
    .where('starts_at', '<', trip.dropOffAt)
    .where('ends_at', '>', trip.pickupAt)
    .orderBy('ends_at', 'desc')
    .execute();
  return rows.map((row) => ({ driverId: row.driver_id, until: toDate(row.ends_at), reason: row.reason }));
}

/** What the driver meets: deactivated, unavailable then, or on another trip that overlaps. */
function driverFindings(driver: DriverRow, busy: readonly BusyTrip[], absences: readonly AbsenceOverlap[]): Findings {
  const absence = absences.find((each) => each.driverId === driver.id);
  return {
    refusals: [
      ...(driver.active === 1 ? [] : [{ kind: 'driverInactive' as const, name: driver.name }]),
      ...(absence
        ? [{ kind: 'driverAbsent' as const, name: driver.name, until: absence.until, reason: absence.reason }]
        : []),
    ],
    warnings: busy
      .filter((other) => other.driverId === driver.id)
      .map((other) => ({ kind: 'driverOverlap' as const, tripId: other.id, datetime: other.datetime })),
  };
}

/** What the vehicle meets: deactivated, too few seats, a lower class, too little luggage room, another trip in it. */
function vehicleFindings(tenant: Tenant, trip: TripFacts, vehicle: Vehicle, busy: readonly BusyTrip[]): Findings {
  const refusals: RefusalFinding[] = [];
  if (!vehicle.active) refusals.push({ kind: 'vehicleInactive', name: vehicle.name });
  if (vehicle.seats < trip.passengers)
    refusals.push({ kind: 'vehicleTooSmall', seats: vehicle.seats, passengers: trip.passengers });
  const warnings: WarningFinding[] = [];
  if (classRank(tenant, vehicle.vehicleClass) < classRank(tenant, trip.vehicleClass))
    warnings.push({ kind: 'lowerClass', vehicleClass: vehicle.vehicleClass, bookedClass: trip.vehicleClass });
  if (vehicle.luggage < trip.luggage)
    warnings.push({ kind: 'luggage', luggage: trip.luggage, places: vehicle.luggage });
  for (const other of busy.filter((each) => each.vehicleId === vehicle.id))
    warnings.push({ kind: 'vehicleOverlap', tripId: other.id, datetime: other.datetime });
  return { refusals, warnings };
}

export type CheckResult =
  | { ok: true; trip: TripFacts; driver: DriverRow; vehicle: VehicleRow | undefined; findings: Findings }
  | { ok: false; error: 'notFound' | 'driverNotFound' | 'vehicleNotFound' };

/**
 * The checks of assigning the trip to the driver in the vehicle (the driver's usual one when none is named), given the
 * transaction the assignment is made in, so that what it checked is what it writes. A driver or vehicle of another
 * tenant is not found.
 */
export async function checkAssignment(
  db: Kysely<Database>,
  tenant: Tenant,
  tripId: number,
  driverId: number,
  vehicleId: number | undefined,
): Promise<CheckResult> {
  const trip = await tripFacts(db, tenant, tripId);
  if (!trip) return { ok: false, error: 'notFound' };
  const driver = await db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', driverId)
    .where('tenant_id', '=', tenant.id)
    .executeTakeFirst();
  if (!driver) return { ok: false, error: 'driverNotFound' };
  const wanted = vehicleId ?? driver.usual_vehicle_id;
  const vehicle =
    wanted === null
      ? undefined
      : await db
          .selectFrom('vehicles')
          .selectAll()
          .where('id', '=', wanted)
          .where('tenant_id', '=', tenant.id)
          .executeTakeFirst();
  // A vehicle named and not found is the request's mistake; a usual one gone is as if the driver had none.
  if (vehicleId !== undefined && !vehicle) return { ok: false, error: 'vehicleNotFound' };
  const busy = await overlappingTrips(db, tenant, trip);
  const ofDriver = driverFindings(driver, busy, await absencesDuring(db, tenant, trip, driver.id));
  const ofVehicle: Findings = vehicle
    ? vehicleFindings(tenant, trip, toVehicle(vehicle), busy)
    : { refusals: [{ kind: 'vehicleRequired', name: driver.name }], warnings: [] };
  return {
    ok: true,
    trip,
    driver,
    vehicle,
    findings: {
      refusals: [...ofDriver.refusals, ...ofVehicle.refusals],
      warnings: [...ofDriver.warnings, ...ofVehicle.warnings],
    },
  };
}

export interface AssignmentOptions {
  trip: TripFacts;
  drivers: Array<{ id: number; name: string; usualVehicleId: number | null; findings: Findings }>;
  vehicles: Array<{ vehicle: Vehicle; findings: Findings }>;
}

/**
 * The tenant's active drivers and vehicles with what each would meet on this trip, for the assign dialog (and a later
 * day plan); the trip's own driver and vehicle are not busy with it.
 */
export async function assignmentOptions(
  deps: DeskDeps,
  actor: DeskActor,
  tripId: number,
): Promise<AssignmentOptions | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return undefined;
  const trip = await tripFacts(deps.db, tenant, tripId);
  if (!trip) return undefined;
  const [drivers, vehicles, busy, absences] = await Promise.all([
    deps.db
      .selectFrom('drivers')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('active', '=', 1)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    listVehicles(deps, actor),
    overlappingTrips(deps.db, tenant, trip),
    absencesDuring(deps.db, tenant, trip),
  ]);
  return {
    trip,
    drivers: drivers.map((driver) => ({
      id: driver.id,
      name: driver.name,
      usualVehicleId: driver.usual_vehicle_id,
      findings: driverFindings(driver, busy, absences),
    })),
    vehicles: vehicles.map((vehicle) => ({
      vehicle,
      findings: vehicleFindings(tenant, trip, vehicle, busy),
    })),
  };
}
