import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { Kysely } from 'kysely';
import { toDate, type Database, type DriverRow, type VehicleRow } from '../../db/tables.ts';
import { announceAlerts, type RaisedAlert } from '../alerts/alert-store.ts';
import { tenantTripWithCrew } from '../orders/order-store.ts';
import { recordTripEvents, type TripEvent } from '../orders/trip-history.ts';
import { auditAction, changedBy, may, tripTarget, type DeskActor, type TripActor } from './actor.ts';
import { driverForMail } from '../mail/trip-mail.ts';
import { mailCustomer } from './customer-mail.ts';
import { noticeOperator } from './operator-notice.ts';
import type { DeskDeps } from './deps.ts';
import { checkAssignment, type RefusalFinding, type WarningFinding } from './assignment.ts';
import { doneUndoMinutes, mayMove, needsConfirmedOrder, needsPickupPassed } from './lifecycle-rules.ts';
import { refund, type RefundResult } from './refunds.ts';

export type TransitionResult =
  | { ok: true; from: TripStatus; to: TripStatus }
  /** No trip of the actor's tenant has that id (another tenant's trip included). */
  | { ok: false; error: 'notFound' }
  /** The trip is in a state it cannot move from (docs/reference/states.md#booked-trips): the routes answer 409. */
  | { ok: false; error: 'illegalTransition'; from: TripStatus }
  /** Assigning names no driver, or no vehicle, of the tenant. */
  | { ok: false; error: 'driverNotFound' | 'vehicleNotFound' }
  /** The assignment is refused (docs/decisions/035-vehicles-and-assignment-checks.md): the first reason. */
  | { ok: false; error: 'assignmentRefused'; refusal: RefusalFinding }
  /** The assignment meets warnings and no override reason was given. */
  | { ok: false; error: 'assignmentWarnings'; warnings: WarningFinding[] }
  /** Done or no-show before the pickup time. */
  | { ok: false; error: 'beforePickup'; pickupAt: Date }
  /** A done trip is undone only within `doneUndoMinutes`. */
  | { ok: false; error: 'undoExpired' }
  /** A no-show needs a reason. */
  | { ok: false; error: 'invalid'; fields: ['reason'] }
  /** The order is not paid or booked (still waiting for its payment, or it failed). */
  | { ok: false; error: 'orderNotConfirmed' }
  | { ok: false; error: 'forbidden' };

export interface TransitionOptions {
  /** Why, for the history; a cancellation and a no-show need one. */
  reason?: string;
  /** The driver, when the trip is assigned (or reassigned). */
  driverId?: number;
  /** The vehicle of the assignment; else the driver's usual one. */
  vehicleId?: number;
  /** Why the assignment goes through over its warnings: kept in the history with the warnings it overrode. */
  overrideReason?: string;
  /** The states the trip may move from in this call; else any the move allows (a bulk confirm moves new trips only). */
  onlyFrom?: readonly TripStatus[];
}

/** A move the customer makes: only of a trip picked up after this moment (the tenant's cutoff). */
interface MoveOptions extends TransitionOptions {
  pickupAfter?: Date;
}

/**
 * Moves a trip to `to` (docs/reference/states.md#booked-trips): one conditional `UPDATE … WHERE status = <what it
 * was>` and the history rows in one transaction, so of two staff members at once one moves it and the other is told
 * where it went. An assignment is checked in that transaction (docs/decisions/035-vehicles-and-assignment-checks.md).
 * After the commit the board hears of it and the customer is mailed (confirmed, a driver assigned: one mail when a new
 * trip is confirmed and assigned at once).
 */
export async function transition(
  deps: DeskDeps,
  actor: DeskActor,
  tripId: number,
  to: TripStatus,
  options: TransitionOptions = {},
): Promise<TransitionResult> {
  if (to === 'canceled') return cancelTrip(deps, actor, tripId, { reason: options.reason ?? '' });
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  if (to === 'no_show' && (options.reason?.trim() ?? '') === '')
    return { ok: false, error: 'invalid', fields: ['reason'] };
  return move(deps, actor, tripId, to, options);
}

/** The vehicle as the history and the mails name it: its name and plate. */
const vehicleText = (vehicle: Pick<VehicleRow, 'name' | 'plate'>) =>
  vehicle.plate === '' ? vehicle.name : `${vehicle.name} (${vehicle.plate})`;

/** The warnings an override went over, for the history: kinds, with the other trip of an overlap (`driverOverlap:12`). */
const overriddenText = (warnings: readonly WarningFinding[]) =>
  warnings.map((warning) => ('tripId' in warning ? `${warning.kind}:${warning.tripId}` : warning.kind)).join(',');

async function move(
  deps: DeskDeps,
  actor: TripActor,
  tripId: number,
  to: TripStatus,
  options: MoveOptions,
): Promise<TransitionResult> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return { ok: false, error: 'notFound' };
  const now = deps.now();
  type Moved = {
    ok: true;
    from: TripStatus;
    to: TripStatus;
    orderId: number;
    /** Who drove before: a reassignment mails what changed, the driver or only the car. */
    driverBefore: number | null;
    driver?: DriverRow;
    vehicle?: VehicleRow;
    raised: RaisedAlert[];
  };
  const result = await deps.db
    .transaction()
    .execute(async (trx): Promise<Moved | Exclude<TransitionResult, { ok: true }>> => {
      const trip = await tenantTripWithCrew(trx, actor.tenantId, tripId)
        .select([
          'order_trips.id',
          'order_trips.order_id',
          'order_trips.status',
          'order_trips.driver_id',
          'order_trips.vehicle_id',
          'order_trips.pickup_at',
          'orders.status as order_status',
        ])
        .executeTakeFirst();
      if (!trip) return { ok: false, error: 'notFound' };
      if (
        !mayMove(trip.status, to) ||
        (trip.status === 'done' && to === 'assigned') ||
        (options.onlyFrom !== undefined && !options.onlyFrom.includes(trip.status))
      )
        return { ok: false, error: 'illegalTransition', from: trip.status };
      if (needsConfirmedOrder(to) && trip.order_status !== 'paid' && trip.order_status !== 'booked')
        return { ok: false, error: 'orderNotConfirmed' };
      if (needsPickupPassed(to) && toDate(trip.pickup_at) > now)
        return { ok: false, error: 'beforePickup', pickupAt: toDate(trip.pickup_at) };

      let driver: DriverRow | undefined;
      let vehicle: VehicleRow | undefined;
      let overridden: WarningFinding[] = [];
      if (to === 'assigned') {
        if (options.driverId === undefined) return { ok: false, error: 'driverNotFound' };
        if (deps.dialect === 'postgres') await lockAssignees(trx, actor.tenantId, options.driverId, options.vehicleId);
        const checked = await checkAssignment(trx, tenant, tripId, options.driverId, options.vehicleId);
        if (!checked.ok) {
          if (checked.error === 'notFound') return { ok: false, error: 'notFound' };
          return { ok: false, error: checked.error };
        }
        const [refusal] = checked.findings.refusals;
        if (refusal) return { ok: false, error: 'assignmentRefused', refusal };
        // Assigning the driver and vehicle it has changes nothing: as illegal as any other move to where it is.
        if (
          trip.status === 'assigned' &&
          trip.driver_id === checked.driver.id &&
          trip.vehicle_id === (checked.vehicle?.id ?? null)
        )
          return { ok: false, error: 'illegalTransition', from: trip.status };
        overridden = checked.findings.warnings;
        if (overridden.length > 0 && (options.overrideReason?.trim() ?? '') === '')
          return { ok: false, error: 'assignmentWarnings', warnings: overridden };
        driver = checked.driver;
        vehicle = checked.vehicle;
      }
      const reassigning = to === 'assigned' && trip.status === 'assigned';
      // Back to confirmed, the trip has no driver and no vehicle until it is assigned again.
      const unassigning = to === 'confirmed' && trip.status === 'assigned';

      const updated = await trx
        .updateTable('order_trips')
        .set({
          status: to,
          updated_at: now,
          ...(driver ? { driver_id: driver.id, vehicle_id: vehicle?.id ?? null } : {}),
          // Another driver (or none) starts from the beginning: not accepted yet (docs/reference/states.md#driver-steps).
          ...((driver && driver.id !== trip.driver_id) || unassigning
            ? { driver_step: '' as const, arrived_at: null }
            : {}),
          ...(unassigning ? { driver_id: null, vehicle_id: null } : {}),
        })
        .where('id', '=', tripId)
        .where('tenant_id', '=', actor.tenantId)
        .where('status', '=', trip.status)
        .where('driver_id', trip.driver_id === null ? 'is' : '=', trip.driver_id)
        .where('vehicle_id', trip.vehicle_id === null ? 'is' : '=', trip.vehicle_id)
        .$if(options.pickupAfter !== undefined, (update) => update.where('pickup_at', '>', options.pickupAfter!))
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) {
        const moved = await trx.selectFrom('order_trips').select('status').where('id', '=', tripId).executeTakeFirst();
        return { ok: false, error: 'illegalTransition', from: moved?.status ?? trip.status };
      }
      const common = { tenantId: actor.tenantId, tripId, orderId: trip.order_id, by: changedBy(actor) };
      const reason = options.reason?.trim() ?? '';
      const overrideReason = options.overrideReason?.trim() ?? '';
      const vehicleBefore =
        trip.vehicle_name === null ? null : vehicleText({ name: trip.vehicle_name, plate: trip.vehicle_plate ?? '' });
      const vehicleAfter = vehicle ? vehicleText(vehicle) : null;
      const events: TripEvent[] = [
        ...(reassigning ? [] : [{ ...common, kind: 'status', from: trip.status, to, reason } as const]),
        ...(driver && driver.id !== trip.driver_id
          ? [{ ...common, kind: 'driver', from: trip.driver_name ?? null, to: driver.name, reason } as const]
          : []),
        ...(driver && (vehicle?.id ?? null) !== trip.vehicle_id
          ? [{ ...common, kind: 'driver', field: 'vehicle', from: vehicleBefore, to: vehicleAfter, reason } as const]
          : []),
        ...(unassigning && trip.driver_name !== null
          ? [{ ...common, kind: 'driver', from: trip.driver_name, to: null, reason } as const]
          : []),
        ...(unassigning && vehicleBefore !== null
          ? [{ ...common, kind: 'driver', field: 'vehicle', from: vehicleBefore, to: null, reason } as const]
          : []),
        ...(overridden.length > 0
          ? [
              {
                ...common,
                kind: 'driver',
                field: 'override',
                from: overriddenText(overridden),
                to: driver?.name ?? null,
                reason: overrideReason,
              } as const,
            ]
          : []),
      ];
      const raised = await recordTripEvents(trx, events, now);
      const assignment = {
        ...(vehicleAfter ? { vehicle: vehicleAfter } : {}),
        ...(overridden.length > 0 ? { overridden: overriddenText(overridden), overrideReason } : {}),
        ...(reason ? { reason } : {}),
      };
      await auditAction(
        trx,
        actor,
        reassigning
          ? {
              action: 'trip_driver_changed',
              target: tripTarget(tripId),
              detail: { from: trip.driver_name ?? null, to: driver?.name ?? null, ...assignment },
            }
          : {
              action: 'trip_status_changed',
              target: tripTarget(tripId),
              detail: {
                from: trip.status,
                to,
                ...(driver ? { driver: driver.name } : {}),
                ...(unassigning ? { driverBefore: trip.driver_name ?? null } : {}),
                ...assignment,
              },
            },
        now,
      );
      return {
        ok: true,
        from: trip.status,
        to,
        orderId: trip.order_id,
        driverBefore: trip.driver_id,
        ...(driver ? { driver } : {}),
        ...(vehicle ? { vehicle } : {}),
        raised,
      };
    });
  if (!result.ok) return result;
  await deps.events.publish(actor.tenantId, {
    type: 'tripChanged',
    tripId,
    orderId: result.orderId,
    change: to === 'assigned' && result.from === 'assigned' ? 'driver' : 'status',
  });
  await announceAlerts(deps.events, result.raised);
  // A trip whose driver is taken off stays confirmed for the customer: the mail comes with the next driver.
  if (to === 'confirmed' && result.from === 'new') await mailCustomer(deps, tripId, { kind: 'confirmed' });
  if (to === 'assigned' && result.driver) {
    const driver = driverForMail({
      name: result.driver.name,
      vehicle: result.vehicle?.name ?? '',
      plate: result.vehicle?.plate ?? '',
    });
    // One mail for a new trip confirmed and assigned at once; a reassignment tells the customer what changed (the
    // driver, or only the car), not that a driver is coming as if for the first time.
    const kind =
      result.from === 'new'
        ? 'confirmedAssigned'
        : result.from !== 'assigned'
          ? 'assigned'
          : result.driverBefore !== result.driver.id
            ? 'reassigned'
            : 'vehicleChanged';
    await mailCustomer(deps, tripId, { kind, driver });
  }
  return { ok: true, from: result.from, to };
}

/**
 * Holds the driver's row and the vehicle's (the named one, else the driver's usual one) until the assignment commits,
 * so that of two assignments of one driver or vehicle at the same moment the second reads its overlaps after the first
 * wrote them (docs/decisions/035-vehicles-and-assignment-checks.md). PostgreSQL only: SQLite runs one write
 * transaction at a time.
 */
async function lockAssignees(
  trx: Kysely<Database>,
  tenantId: string,
  driverId: number,
  vehicleId: number | undefined,
): Promise<void> {
  const driver = await trx
    .selectFrom('drivers')
    .select('usual_vehicle_id')
    .where('id', '=', driverId)
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
  const vehicle = vehicleId ?? driver?.usual_vehicle_id;
  if (vehicle == null) return;
  await trx
    .selectFrom('vehicles')
    .select('id')
    .where('id', '=', vehicle)
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .execute();
}

/**
 * Undoes a trip marked done (issue 20): back to assigned, by staff, within `doneUndoMinutes` of the done, with its
 * history row; one conditional update, so two undos at once make one. The customer was not mailed of the done, so is
 * not of its undo.
 */
export async function undoDone(
  deps: DeskDeps,
  actor: DeskActor,
  tripId: number,
  reason: string,
): Promise<TransitionResult> {
  if (!may(actor, 'tripActions')) return { ok: false, error: 'forbidden' };
  const now = deps.now();
  const result = await deps.db
    .transaction()
    .execute(async (trx): Promise<{ ok: true; orderId: number } | Exclude<TransitionResult, { ok: true }>> => {
      const trip = await trx
        .selectFrom('order_trips')
        .select(['id', 'order_id', 'status'])
        .where('id', '=', tripId)
        .where('tenant_id', '=', actor.tenantId)
        .executeTakeFirst();
      if (!trip) return { ok: false, error: 'notFound' };
      if (trip.status !== 'done') return { ok: false, error: 'illegalTransition', from: trip.status };
      const done = await trx
        .selectFrom('trip_events')
        .select('at')
        .where('trip_id', '=', tripId)
        .where('kind', '=', 'status')
        .where('to_value', '=', 'done')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!done || now.getTime() - toDate(done.at).getTime() > doneUndoMinutes * 60_000)
        return { ok: false, error: 'undoExpired' };
      const updated = await trx
        .updateTable('order_trips')
        .set({ status: 'assigned', updated_at: now })
        .where('id', '=', tripId)
        .where('tenant_id', '=', actor.tenantId)
        .where('status', '=', 'done')
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) {
        const moved = await trx.selectFrom('order_trips').select('status').where('id', '=', tripId).executeTakeFirst();
        return { ok: false, error: 'illegalTransition', from: moved?.status ?? trip.status };
      }
      const by = changedBy(actor);
      await recordTripEvents(
        trx,
        [
          {
            tenantId: actor.tenantId,
            tripId,
            orderId: trip.order_id,
            by,
            kind: 'status',
            from: 'done',
            to: 'assigned',
            reason,
          },
        ],
        now,
      );
      await auditAction(
        trx,
        actor,
        {
          action: 'trip_status_changed',
          target: tripTarget(tripId),
          detail: { from: 'done', to: 'assigned', undo: true, ...(reason ? { reason } : {}) },
        },
        now,
      );
      return { ok: true, orderId: trip.order_id };
    });
  if (!result.ok) return result;
  await deps.events.publish(actor.tenantId, { type: 'tripChanged', tripId, orderId: result.orderId, change: 'status' });
  return { ok: true, from: 'done', to: 'assigned' };
}

export interface CancelOptions {
  reason: string;
  /** A refund of the trip's order with it: an admin's only, or the customer's own by the tenant's policy. */
  refund?: { amountCents: number; idempotencyKey: string };
  /**
   * Only while the pickup is after this moment, in the cancelling update itself: the customer's cutoff. A trip within
   * it stays as it is and the answer is `illegalTransition` from its own (open) state.
   */
  pickupAfter?: Date;
}

export type CancelResult =
  { ok: true; from: TripStatus; to: 'canceled'; refund?: RefundResult } | Exclude<TransitionResult, { ok: true }>;

/**
 * Cancels an open trip, and refunds (part of) its order when asked (issue 11, cancel with refund). The cancellation
 * stands whatever the refund does: a refund that fails can be asked for again. The customer's mail names the refund
 * when one was accepted.
 */
export async function cancelTrip(
  deps: DeskDeps,
  actor: TripActor,
  tripId: number,
  options: CancelOptions,
): Promise<CancelResult> {
  if (!may(actor, 'tripActions') || (options.refund && !may(actor, 'refund'))) return { ok: false, error: 'forbidden' };
  const moved = await move(deps, actor, tripId, 'canceled', {
    reason: options.reason,
    ...(options.pickupAfter ? { pickupAfter: options.pickupAfter } : {}),
  });
  if (!moved.ok) return moved;
  const refunded = options.refund
    ? await refund(deps, actor, { tripId }, { ...options.refund, reason: options.reason })
    : undefined;
  const refundCents = refunded?.ok && refunded.refund.status !== 'failed' ? refunded.refund.amountCents : null;
  await mailCustomer(deps, tripId, { kind: 'canceled', refundCents, byCustomer: actor.role === 'customer' });
  if (actor.role === 'customer') await noticeOperator(deps, tripId, { kind: 'canceled' });
  return { ok: true, from: moved.from, to: 'canceled', ...(refunded ? { refund: refunded } : {}) };
}
