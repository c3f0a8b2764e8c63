import type { Kysely } from 'kysely';
import type { Language } from '#common/constants.ts';
import { toDate, type Database } from '../../db/tables.ts';
import { auditAction, driverTarget, may, type DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { transition, type TransitionResult } from './lifecycle.ts';
import { boardTripsQuery, toBoardTrip, type BoardTrip } from './trip-view.ts';

/**
 * A driver unavailable from … to … (docs/decisions/039-driver-absence-and-bulk.md): recorded with who and when, ended
 * early by moving its end, never deleted. The assignment checks refuse an absent driver (`assignment.ts`); recording
 * one takes the driver's trips in it to other drivers, or back to confirmed, each through the lifecycle's own move.
 */

export interface AbsenceView {
  id: number;
  driver: { id: number; name: string };
  from: Date;
  to: Date;
  reason: string;
  recordedBy: string | null;
  recordedAt: Date;
}

/** One trip of the absent driver and where it goes: another driver (null: back to confirmed without one). */
export interface Reassignment {
  tripId: number;
  driverId: number | null;
  vehicleId?: number;
  overrideReason?: string;
}

export interface AbsenceInput {
  from: Date;
  to: Date;
  reason: string;
  requestKey: string;
  reassignments: readonly Reassignment[];
  /** The language of the history's reason ("Jan afwezig: ziek"). */
  lang: Language;
}

export type ReassignmentResult =
  | { tripId: number; result: 'assigned' | 'unassigned' | 'unchanged' }
  | { tripId: number; result: 'refused'; failure: Exclude<TransitionResult, { ok: true }> };

export type AbsenceResult =
  | { ok: true; absence: AbsenceView; replayed: boolean; outcomes: ReassignmentResult[] }
  | { ok: false; error: 'forbidden' | 'notFound' };

export type EndAbsenceResult = { ok: true; absence: AbsenceView } | { ok: false; error: 'forbidden' | 'notFound' };

const minuteMs = 60_000;
/** How far before the window a trip may start and still reach into it: no trip lasts longer. */
const longestTripMs = 24 * 60 * minuteMs;

function absencesQuery(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('driver_absences')
    .innerJoin('drivers', 'drivers.id', 'driver_absences.driver_id')
    .leftJoin('staff', 'staff.id', 'driver_absences.recorded_by')
    .selectAll('driver_absences')
    .select(['drivers.name as driver_name', 'staff.name as staff_name'])
    .where('driver_absences.tenant_id', '=', tenantId)
    .where('drivers.tenant_id', '=', tenantId);
}

type AbsenceRow = Awaited<ReturnType<ReturnType<typeof absencesQuery>['execute']>>[number];

const toAbsence = (row: AbsenceRow): AbsenceView => ({
  id: row.id,
  driver: { id: row.driver_id, name: row.driver_name },
  from: toDate(row.starts_at),
  to: toDate(row.ends_at),
  reason: row.reason,
  recordedBy: row.staff_name ?? null,
  recordedAt: toDate(row.recorded_at),
});

/** The tenant's absences not yet over (going on, or still to come), the earliest first. */
export async function listAbsences(deps: DeskDeps, actor: DeskActor): Promise<AbsenceView[]> {
  const rows = await absencesQuery(deps.db, actor.tenantId)
    .where('driver_absences.ends_at', '>', deps.now())
    .orderBy('driver_absences.starts_at')
    .orderBy('driver_absences.id')
    .execute();
  return rows.map(toAbsence);
}

async function driverOf(db: Kysely<Database>, tenantId: string, driverId: number) {
  return db
    .selectFrom('drivers')
    .select(['id', 'name'])
    .where('id', '=', driverId)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

/**
 * The driver's assigned trips that overlap the window, each from its pickup to its drop-off (pickup plus the
 * estimated duration), by pickup; undefined for no driver of the actor's tenant.
 */
export async function affectedTrips(
  deps: DeskDeps,
  actor: DeskActor,
  driverId: number,
  from: Date,
  to: Date,
): Promise<BoardTrip[] | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant || !(await driverOf(deps.db, actor.tenantId, driverId))) return undefined;
  const rows = await boardTripsQuery(deps.db, actor.tenantId)
    .select('order_trips.duration_minutes')
    .where('order_trips.driver_id', '=', driverId)
    .where('order_trips.status', '=', 'assigned')
    .where('order_trips.pickup_at', '<', to)
    .where('order_trips.pickup_at', '>', new Date(from.getTime() - longestTripMs))
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  return rows
    .filter((row) => toDate(row.pickup_at).getTime() + row.duration_minutes * minuteMs > from.getTime())
    .map((row) => toBoardTrip(tenant, row));
}

/** The reason the trips' history and audit carry: "Jan afwezig: ziek", "Jan unavailable: sick". */
export function absenceReasonText(name: string, reason: string, lang: Language): string {
  const what = lang === 'nl' ? 'afwezig' : 'unavailable';
  return reason === '' ? `${name} ${what}` : `${name} ${what}: ${reason}`;
}

/** The absence recorded under the request's key, if it was. */
async function byRequestKey(db: Kysely<Database>, tenantId: string, requestKey: string) {
  return absencesQuery(db, tenantId).where('driver_absences.request_key', '=', requestKey).executeTakeFirst();
}

/**
 * Records the driver's absence (one transaction with its audit entry) and then moves each trip named: to its new
 * driver, or back to confirmed, through the lifecycle's own move, so each is its own conditional update with its
 * history, audit and the customer's mail. A trip no longer the absent driver's is left as it is (`unchanged`): someone
 * moved it, or the same request came before. Sent again with its key, the absence is not recorded twice.
 */
export async function recordAbsence(
  deps: DeskDeps,
  actor: DeskActor,
  driverId: number,
  input: AbsenceInput,
): Promise<AbsenceResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const driver = await driverOf(deps.db, actor.tenantId, driverId);
  if (!driver) return { ok: false, error: 'notFound' };
  const now = deps.now();
  const reason = input.reason.trim();
  const record = () =>
    deps.db.transaction().execute(async (trx) => {
      const earlier = await byRequestKey(trx, actor.tenantId, input.requestKey);
      if (earlier) return { row: earlier, replayed: true };
      // One driver's absences are recorded one at a time, so that two reports of the same illness make one absence
      // (PostgreSQL: a lock on the driver's row; SQLite runs one write transaction at a time).
      if (deps.dialect === 'postgres')
        await trx.selectFrom('drivers').select('id').where('id', '=', driver.id).forUpdate().execute();
      // A withdrawn one (ended before it began) has no length and covers nothing.
      const overlapping = (
        await absencesQuery(trx, actor.tenantId)
          .where('driver_absences.driver_id', '=', driver.id)
          // One ended by staff stays as it was ended: a new report after it is an absence of its own.
          .where('driver_absences.ended_at', 'is', null)
          .where('driver_absences.starts_at', '<=', input.to)
          .where('driver_absences.ends_at', '>=', input.from)
          .orderBy('driver_absences.starts_at')
          .execute()
      ).find((row) => toDate(row.ends_at) > toDate(row.starts_at));
      if (overlapping) {
        // Reported again while it lasts (the same illness, a day longer): that absence grows to cover both windows.
        const from = new Date(Math.min(toDate(overlapping.starts_at).getTime(), input.from.getTime()));
        const to = new Date(Math.max(toDate(overlapping.ends_at).getTime(), input.to.getTime()));
        if (
          from.getTime() === toDate(overlapping.starts_at).getTime() &&
          to.getTime() === toDate(overlapping.ends_at).getTime()
        )
          return { row: overlapping, replayed: true };
        await trx
          .updateTable('driver_absences')
          .set({ starts_at: from, ends_at: to, ...(reason === '' ? {} : { reason }) })
          .where('id', '=', overlapping.id)
          .execute();
        await auditAction(
          trx,
          actor,
          {
            action: 'driver_absence_extended',
            target: driverTarget(driver.id),
            detail: { driver: driver.name, from: from.toISOString(), to: to.toISOString(), reason },
          },
          now,
        );
        const row = await absencesQuery(trx, actor.tenantId)
          .where('driver_absences.id', '=', overlapping.id)
          .executeTakeFirst();
        if (!row) throw new Error('the absence just extended is not there');
        return { row, replayed: false };
      }
      await trx
        .insertInto('driver_absences')
        .values({
          tenant_id: actor.tenantId,
          driver_id: driver.id,
          starts_at: input.from,
          ends_at: input.to,
          reason,
          request_key: input.requestKey,
          recorded_by: actor.staffId,
          recorded_at: now,
        })
        .execute();
      await auditAction(
        trx,
        actor,
        {
          action: 'driver_absence_recorded',
          target: driverTarget(driver.id),
          detail: { driver: driver.name, from: input.from.toISOString(), to: input.to.toISOString(), reason },
        },
        now,
      );
      const row = await byRequestKey(trx, actor.tenantId, input.requestKey);
      if (!row) throw new Error('the absence just recorded is not there');
      return { row, replayed: false };
    });
  let recorded: { row: AbsenceRow; replayed: boolean };
  try {
    recorded = await record();
  } catch (error) {
    // The same request at the same moment: the other one's insert won the unique key, and it is a replay of that.
    const row = await byRequestKey(deps.db, actor.tenantId, input.requestKey);
    if (!row) throw error;
    recorded = { row, replayed: true };
  }
  if (recorded.row.driver_id !== driver.id) return { ok: false, error: 'notFound' };

  const historyReason = absenceReasonText(driver.name, recorded.row.reason, input.lang);
  /** Whether the trip of the tenant is no longer the absent driver's assigned trip (undefined: no such trip). */
  const movedAway = async (tripId: number) => {
    const trip = await deps.db
      .selectFrom('order_trips')
      .select(['driver_id', 'status'])
      .where('id', '=', tripId)
      .where('tenant_id', '=', actor.tenantId)
      .executeTakeFirst();
    return trip && (trip.status !== 'assigned' || trip.driver_id !== driver.id);
  };
  const outcomes: ReassignmentResult[] = [];
  // One after the other: each new driver's overlap check sees the trips given to them before.
  for (const each of input.reassignments) {
    if (await movedAway(each.tripId)) {
      outcomes.push({ tripId: each.tripId, result: 'unchanged' });
      continue;
    }
    const moved =
      each.driverId === null
        ? await transition(deps, actor, each.tripId, 'confirmed', { reason: historyReason })
        : await transition(deps, actor, each.tripId, 'assigned', {
            reason: historyReason,
            driverId: each.driverId,
            ...(each.vehicleId !== undefined ? { vehicleId: each.vehicleId } : {}),
            ...(each.overrideReason !== undefined ? { overrideReason: each.overrideReason } : {}),
          });
    if (moved.ok) outcomes.push({ tripId: each.tripId, result: each.driverId === null ? 'unassigned' : 'assigned' });
    // Moved by another request in between (the same one sent twice at once): not this request's to report as refused.
    else if (moved.error === 'illegalTransition' && (await movedAway(each.tripId)))
      outcomes.push({ tripId: each.tripId, result: 'unchanged' });
    else outcomes.push({ tripId: each.tripId, result: 'refused', failure: moved });
  }
  return { ok: true, absence: toAbsence(recorded.row), replayed: recorded.replayed, outcomes };
}

/**
 * Ends the absence now: its end moves to this moment (to its start, when it had not begun: withdrawn). One conditional
 * update, so two ends at once make one audit entry; an absence already over is answered as it is.
 */
export async function endAbsence(deps: DeskDeps, actor: DeskActor, absenceId: number): Promise<EndAbsenceResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  return deps.db.transaction().execute(async (trx): Promise<EndAbsenceResult> => {
    const find = () =>
      absencesQuery(trx, actor.tenantId).where('driver_absences.id', '=', absenceId).executeTakeFirst();
    const row = await find();
    if (!row) return { ok: false, error: 'notFound' };
    const startsAt = toDate(row.starts_at);
    const endsAt = toDate(row.ends_at);
    if (endsAt <= now) return { ok: true, absence: toAbsence(row) };
    const end = startsAt > now ? startsAt : now;
    const updated = await trx
      .updateTable('driver_absences')
      .set({ ends_at: end, ended_at: now, ended_by: actor.staffId })
      .where('id', '=', absenceId)
      .where('tenant_id', '=', actor.tenantId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 1n)
      await auditAction(
        trx,
        actor,
        {
          action: 'driver_absence_ended',
          target: driverTarget(row.driver_id),
          detail: {
            driver: row.driver_name,
            from: startsAt.toISOString(),
            to: endsAt.toISOString(),
            endedAt: end.toISOString(),
          },
        },
        now,
      );
    const ended = await find();
    return ended ? { ok: true, absence: toAbsence(ended) } : { ok: false, error: 'notFound' };
  });
}
