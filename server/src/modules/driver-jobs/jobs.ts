import type { Kysely } from 'kysely';
import { driverJobDays, driverPhoneMinutes, freeWaitingMinutes } from '#common/constants.ts';
import { nextDay } from '#common/contracts/board-filter.ts';
import type { DriverJob, DriverMove, DriverStep, DriverStatusRequest } from '#common/contracts/driver.ts';
import type { Trip } from '#common/contracts/trip.ts';
import { amsterdamDay } from '#common/format/date.ts';
import { formatCents } from '#common/format/text.ts';
import { luggageOf } from '#common/fields/luggage.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { toDate, type Database } from '../../db/tables.ts';
import { announceAlerts } from '../alerts/alert-store.ts';
import { boardTripsQuery, contactOfRow } from '../desk/trip-view.ts';
import type { DeskEvents } from '../desk-events/events.ts';
import type { DriverIdentity } from '../driver-sessions/sign-in.ts';
import { toldGivenBack } from '../driver-notices/notices.ts';
import { forgetPositions } from '../positions/positions.ts';
import { recordTripEvents, type TripEvent } from '../orders/trip-history.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';

export interface DriverJobsDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
  events: Pick<DeskEvents, 'publish'>;
  now(): Date;
}

const minuteMs = 60_000;
const startOf = (day: string) => instantOfWallTime(parseTripDatetime(`${day} 00:00`)!);

/** The step each move goes from (docs/reference/states.md#driver-steps). */
const moveFrom: Readonly<Record<DriverMove, DriverStep>> = {
  on_the_way: 'accepted',
  arrived: 'on_the_way',
  on_board: 'arrived',
  done: 'on_board',
  no_show: 'arrived',
};

/** The driver's own trips, always of their tenant and assigned to them: the one filter of every job call. */
function ownTrips(db: Kysely<Database>, driver: DriverIdentity) {
  return boardTripsQuery(db, driver.tenantId)
    .select(['order_trips.arrived_at', 'order_trips.tenant_id as tenantId'])
    .where('order_trips.driver_id', '=', driver.driverId)
    .where('order_trips.status', 'in', ['assigned', 'done', 'no_show']);
}
type JobRow = Awaited<ReturnType<ReturnType<typeof ownTrips>['execute']>>[number];

const pointOf = (stop: Trip['tour'][number] | undefined) =>
  stop?.address ? { lat: stop.address.lat, lng: stop.address.lng } : null;

/** When a no-show may be recorded: the free waiting time after the arrival, or after the pickup if that is later. */
function noShowFrom(row: Pick<JobRow, 'arrived_at' | 'pickup_at'>): Date | null {
  if (row.arrived_at === null) return null;
  const start = Math.max(toDate(row.arrived_at).getTime(), toDate(row.pickup_at).getTime());
  return new Date(start + freeWaitingMinutes * minuteMs);
}

function toJob(deps: DriverJobsDeps, row: JobRow, now: Date): DriverJob {
  const tenant = deps.tenants.byId(row.tenantId);
  const stored = JSON.parse(row.trip) as Trip;
  const booker = tenant ? contactOfRow(tenant, row) : { name: '', phone: '', email: '' };
  // A guest booked by a company's user is who the driver meets and calls (docs/decisions/049-companies.md).
  const contact = row.passenger_name === '' ? booker : { name: row.passenger_name, phone: row.passenger_phone };
  const pickupAt = toDate(row.pickup_at);
  // The passenger's phone only from an hour before the pickup until the trip ends (docs/decisions/040-…).
  const phoneOpen = row.status === 'assigned' && now.getTime() >= pickupAt.getTime() - driverPhoneMinutes * minuteMs;
  const status = row.status as DriverJob['status'];
  const noShow = noShowFrom(row);
  return {
    tripId: row.id,
    datetime: row.datetime,
    pickupAt: pickupAt.toISOString(),
    status,
    step: row.driver_step,
    from: row.from_text,
    to: row.to_text,
    fromPoint: pointOf(stored.tour[0]),
    toPoint: pointOf(stored.tour.at(-1)),
    passengers: row.passengers,
    luggage: luggageOf(stored),
    flightNumber: row.flight_number,
    landingTime: stored.tour.find((stop) => stop.flightArrival !== '')?.flightArrival ?? '',
    remarks: row.extra_info,
    passengerName: contact.name,
    passengerPhone: phoneOpen && contact.phone !== '' ? contact.phone : null,
    collectCents: row.collect_cents,
    collect: formatCents(row.collect_cents),
    collected:
      row.collected_cents === null || row.collected_method === ''
        ? null
        : { method: row.collected_method, amountCents: row.collected_cents },
    noShowFrom: noShow && status === 'assigned' ? noShow.toISOString() : null,
    vehicle: row.vehicle_id === null ? null : { name: row.vehicle_name ?? '', plate: row.vehicle_plate ?? '' },
  };
}

/** The driver's trips of today and the next `driverJobDays` days (Europe/Amsterdam), by pickup. */
export async function listJobs(deps: DriverJobsDeps, driver: DriverIdentity): Promise<DriverJob[]> {
  const now = deps.now();
  let end = amsterdamDay(now);
  for (let day = 0; day <= driverJobDays; day++) end = nextDay(end);
  const rows = await ownTrips(deps.db, driver)
    .where('order_trips.pickup_at', '>=', startOf(amsterdamDay(now)))
    .where('order_trips.pickup_at', '<', startOf(end))
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  return rows.map((row) => toJob(deps, row, now));
}

async function oneJob(deps: DriverJobsDeps, db: Kysely<Database>, driver: DriverIdentity, tripId: number) {
  return ownTrips(db, driver).where('order_trips.id', '=', tripId).executeTakeFirst();
}

export type JobOutcome =
  | { ok: true; job: DriverJob }
  | { ok: false; error: 'jobNotFound' | 'reasonRequired' | 'collectedRequired' | 'waitingTime' }
  | { ok: false; error: 'illegalStep'; status: string; step: DriverStep };

type Change = {
  /** What the update sets besides the step. */
  set: {
    driver_step?: DriverStep;
    status?: 'confirmed' | 'done' | 'no_show';
    arrived_at?: Date;
    collected_cents?: number;
    collected_method?: 'cash' | 'card';
    driver_id?: null;
    vehicle_id?: null;
  };
  events: Array<Omit<TripEvent, 'tenantId' | 'tripId' | 'orderId' | 'by'>>;
  /** More to write in the move's transaction. */
  also?: (trx: Kysely<Database>, now: Date) => Promise<void>;
};

/**
 * One move of the driver's own trip: one conditional update on the step and status it was read in (so two taps, a
 * replay or the desk at the same moment move it once; the other is told where it is), its history rows with the
 * driver as actor, in one transaction; then the desk's board and plan hear of it.
 */
async function moveJob(
  deps: DriverJobsDeps,
  driver: DriverIdentity,
  tripId: number,
  decide: (row: JobRow, now: Date) => Change | Exclude<JobOutcome, { ok: true }>,
): Promise<JobOutcome> {
  const now = deps.now();
  const result = await deps.db.transaction().execute(async (trx) => {
    const row = await oneJob(deps, trx, driver, tripId);
    if (!row) return { ok: false as const, error: 'jobNotFound' as const };
    if (row.status !== 'assigned')
      return { ok: false as const, error: 'illegalStep' as const, status: row.status, step: row.driver_step };
    const change = decide(row, now);
    if ('ok' in change) return change;
    const updated = await trx
      .updateTable('order_trips')
      .set({ ...change.set, updated_at: now })
      .where('id', '=', tripId)
      .where('tenant_id', '=', driver.tenantId)
      .where('driver_id', '=', driver.driverId)
      .where('status', '=', 'assigned')
      .where('driver_step', '=', row.driver_step)
      .executeTakeFirst();
    if (updated.numUpdatedRows !== 1n) {
      const now2 = await trx
        .selectFrom('order_trips')
        .select(['status', 'driver_step'])
        .where('id', '=', tripId)
        .executeTakeFirstOrThrow();
      return { ok: false as const, error: 'illegalStep' as const, status: now2.status, step: now2.driver_step };
    }
    await change.also?.(trx, now);
    // On board, done, no-show or declined: the car's position goes with the move (docs/decisions/046-car-position.md).
    await forgetPositions(trx, tripId);
    const common = {
      tenantId: driver.tenantId,
      tripId,
      orderId: row.order_id,
      by: { actor: 'driver', driverId: driver.driverId } as const,
    };
    const raised = await recordTripEvents(
      trx,
      change.events.map((event) => ({ ...common, ...event })),
      now,
    );
    return { ok: true as const, orderId: row.order_id, raised, kind: change.set.status ? 'status' : 'step' };
  });
  if (!result.ok) return result;
  await deps.events.publish(driver.tenantId, {
    type: 'tripChanged',
    tripId,
    orderId: result.orderId,
    change: result.kind === 'status' ? 'status' : 'step',
  });
  await announceAlerts(deps.events, result.raised);
  const row = await oneJob(deps, deps.db, driver, tripId);
  // A declined trip is no longer the driver's: the answer is the job as it was handed back.
  if (!row) return { ok: true, job: { ...(await declinedJob(deps, driver, tripId)) } };
  return { ok: true, job: toJob(deps, row, deps.now()) };
}

/** A trip the driver just declined, as its last answer shows it: no longer theirs, nothing of the passenger's. */
async function declinedJob(deps: DriverJobsDeps, driver: DriverIdentity, tripId: number): Promise<DriverJob> {
  const row = await boardTripsQuery(deps.db, driver.tenantId)
    .select(['order_trips.arrived_at', 'order_trips.tenant_id as tenantId'])
    .where('order_trips.id', '=', tripId)
    .executeTakeFirstOrThrow();
  return { ...toJob(deps, row, deps.now()), passengerName: '', passengerPhone: null, step: '', status: 'assigned' };
}

/** Accepts a newly assigned trip. */
export const acceptJob = (deps: DriverJobsDeps, driver: DriverIdentity, tripId: number) =>
  moveJob(deps, driver, tripId, (row) =>
    row.driver_step !== ''
      ? { ok: false, error: 'illegalStep', status: row.status, step: row.driver_step }
      : { set: { driver_step: 'accepted' }, events: [{ kind: 'step', from: '', to: 'accepted' }] },
  );

/**
 * Declines a newly assigned trip: back to confirmed without a driver or vehicle, with the reason in its history and
 * an alert for the desk (`driverDeclined`, raised by the history row).
 */
export const declineJob = (deps: DriverJobsDeps, driver: DriverIdentity, tripId: number, reason: string) =>
  moveJob(deps, driver, tripId, (row) => {
    if (row.driver_step !== '') return { ok: false, error: 'illegalStep', status: row.status, step: row.driver_step };
    if (reason.trim() === '') return { ok: false, error: 'reasonRequired' };
    const vehicle =
      row.vehicle_name === null
        ? null
        : row.vehicle_plate
          ? `${row.vehicle_name} (${row.vehicle_plate})`
          : row.vehicle_name;
    return {
      set: { status: 'confirmed', driver_id: null, vehicle_id: null },
      also: (trx, now) => toldGivenBack(trx, tripId, driver.driverId, now),
      events: [
        { kind: 'status', from: 'assigned', to: 'confirmed', reason: reason.trim() },
        { kind: 'driver', from: row.driver_name ?? null, to: null, reason: reason.trim() },
        ...(vehicle
          ? [{ kind: 'driver' as const, field: 'vehicle', from: vehicle, to: null, reason: reason.trim() }]
          : []),
      ],
    };
  });

/** The next step, or the trip's end (docs/reference/states.md#driver-steps). */
export const stepJob = (deps: DriverJobsDeps, driver: DriverIdentity, tripId: number, request: DriverStatusRequest) =>
  moveJob(deps, driver, tripId, (row, now) => {
    const to = request.to;
    if (row.driver_step !== moveFrom[to])
      return { ok: false, error: 'illegalStep', status: row.status, step: row.driver_step };
    const reason = request.reason?.trim() ?? '';
    switch (to) {
      case 'arrived':
        return { set: { driver_step: to, arrived_at: now }, events: [{ kind: 'step', from: row.driver_step, to }] };
      case 'on_the_way':
      case 'on_board':
        return { set: { driver_step: to }, events: [{ kind: 'step', from: row.driver_step, to }] };
      case 'no_show': {
        if (reason === '') return { ok: false, error: 'reasonRequired' };
        const from = noShowFrom(row);
        if (!from || now < from) return { ok: false, error: 'waitingTime' };
        return { set: { status: 'no_show' }, events: [{ kind: 'status', from: 'assigned', to: 'no_show', reason }] };
      }
      case 'done': {
        const collected = request.collected;
        if (row.collect_cents > 0 && !collected) return { ok: false, error: 'collectedRequired' };
        return {
          set: {
            status: 'done',
            ...(collected ? { collected_cents: collected.amountCents, collected_method: collected.method } : {}),
          },
          events: [
            { kind: 'status', from: 'assigned', to: 'done', reason },
            ...(collected
              ? [
                  {
                    kind: 'payment' as const,
                    field: `collected:${collected.amountCents}`,
                    from: null,
                    to: collected.method,
                    reason: '',
                  },
                ]
              : []),
          ],
        };
      }
    }
  });
