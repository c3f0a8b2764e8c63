import type { TripStatus } from '#common/contracts/trip-status.ts';
import type { DriverRow } from '../../db/tables.ts';
import { announceAlerts, type RaisedAlert } from '../alerts/alert-store.ts';
import { recordTripEvents, type TripEvent } from '../orders/trip-history.ts';
import { auditAction, changedBy, may, tripTarget, type DeskActor, type TripActor } from './actor.ts';
import { driverForMail } from '../mail/trip-mail.ts';
import { mailCustomer } from './customer-mail.ts';
import { noticeOperator } from './operator-notice.ts';
import type { DeskDeps } from './deps.ts';
import { mayMove, needsConfirmedOrder } from './lifecycle-rules.ts';
import { refund, type RefundResult } from './refunds.ts';

export type TransitionResult =
  | { ok: true; from: TripStatus; to: TripStatus }
  /** No trip of the actor's tenant has that id (another tenant's trip included). */
  | { ok: false; error: 'notFound' }
  /** The trip is in a state it cannot move from (docs/reference/states.md#booked-trips): the routes answer 409. */
  | { ok: false; error: 'illegalTransition'; from: TripStatus }
  /** Assigning needs an active driver of the tenant. */
  | { ok: false; error: 'driverNotFound' }
  /** The order is not paid or booked (still waiting for its payment, or it failed). */
  | { ok: false; error: 'orderNotConfirmed' }
  | { ok: false; error: 'forbidden' };

export interface TransitionOptions {
  /** Why, for the history; a cancellation should have one. */
  reason?: string;
  /** The driver, when the trip is assigned (or reassigned). */
  driverId?: number;
}

/** A move the customer makes: only of a trip picked up after this moment (the tenant's cutoff). */
interface MoveOptions extends TransitionOptions {
  pickupAfter?: Date;
}

async function activeDriver(deps: DeskDeps, tenantId: string, driverId: number | undefined) {
  if (driverId === undefined || !Number.isSafeInteger(driverId)) return undefined;
  return deps.db
    .selectFrom('drivers')
    .selectAll()
    .where('id', '=', driverId)
    .where('tenant_id', '=', tenantId)
    .where('active', '=', 1)
    .executeTakeFirst();
}

/**
 * Moves a trip to `to` (docs/reference/states.md#booked-trips): one conditional `UPDATE … WHERE status = <what it
 * was>` and the history rows in one transaction, so of two staff members at once one moves it and the other is told
 * where it went. After the commit the board hears of it and the customer is mailed (confirmed, a driver assigned).
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
  return move(deps, actor, tripId, to, options);
}

async function move(
  deps: DeskDeps,
  actor: TripActor,
  tripId: number,
  to: TripStatus,
  options: MoveOptions,
): Promise<TransitionResult> {
  let driver: DriverRow | undefined;
  if (to === 'assigned') {
    driver = await activeDriver(deps, actor.tenantId, options.driverId);
    if (!driver) return { ok: false, error: 'driverNotFound' };
  }
  const now = deps.now();
  type Moved = { ok: true; from: TripStatus; to: TripStatus; orderId: number; raised: RaisedAlert[] };
  const result = await deps.db
    .transaction()
    .execute(async (trx): Promise<Moved | Exclude<TransitionResult, { ok: true }>> => {
      const trip = await trx
        .selectFrom('order_trips')
        .innerJoin('orders', 'orders.id', 'order_trips.order_id')
        .leftJoin('drivers', 'drivers.id', 'order_trips.driver_id')
        .select([
          'order_trips.id',
          'order_trips.order_id',
          'order_trips.status',
          'order_trips.driver_id',
          'orders.status as order_status',
          'drivers.name as driver_name',
        ])
        .where('order_trips.id', '=', tripId)
        .where('order_trips.tenant_id', '=', actor.tenantId)
        .executeTakeFirst();
      if (!trip) return { ok: false, error: 'notFound' };
      const reassigning = to === 'assigned' && trip.status === 'assigned';
      // Assigning the driver it has changes nothing: as illegal as any other move to where it is.
      if (!mayMove(trip.status, to) || (reassigning && trip.driver_id === driver?.id))
        return { ok: false, error: 'illegalTransition', from: trip.status };
      if (needsConfirmedOrder(to) && trip.order_status !== 'paid' && trip.order_status !== 'booked')
        return { ok: false, error: 'orderNotConfirmed' };

      const updated = await trx
        .updateTable('order_trips')
        .set({ status: to, updated_at: now, ...(driver ? { driver_id: driver.id } : {}) })
        .where('id', '=', tripId)
        .where('tenant_id', '=', actor.tenantId)
        .where('status', '=', trip.status)
        .where('driver_id', trip.driver_id === null ? 'is' : '=', trip.driver_id)
        .$if(options.pickupAfter !== undefined, (update) => update.where('pickup_at', '>', options.pickupAfter!))
        .executeTakeFirst();
      if (updated.numUpdatedRows !== 1n) {
        const moved = await trx.selectFrom('order_trips').select('status').where('id', '=', tripId).executeTakeFirst();
        return { ok: false, error: 'illegalTransition', from: moved?.status ?? trip.status };
      }
      const common = { tenantId: actor.tenantId, tripId, orderId: trip.order_id, by: changedBy(actor) };
      const reason = options.reason?.trim() ?? '';
      const events: TripEvent[] = [
        ...(reassigning ? [] : [{ ...common, kind: 'status', from: trip.status, to, reason } as const]),
        ...(driver
          ? [{ ...common, kind: 'driver', from: trip.driver_name ?? null, to: driver.name, reason } as const]
          : []),
      ];
      const raised = await recordTripEvents(trx, events, now);
      await auditAction(
        trx,
        actor,
        reassigning
          ? {
              action: 'trip_driver_changed',
              target: tripTarget(tripId),
              detail: { from: trip.driver_name ?? null, to: driver?.name ?? null, ...(reason ? { reason } : {}) },
            }
          : {
              action: 'trip_status_changed',
              target: tripTarget(tripId),
              detail: {
                from: trip.status,
                to,
                ...(driver ? { driver: driver.name } : {}),
                ...(reason ? { reason } : {}),
              },
            },
        now,
      );
      return { ok: true, from: trip.status, to, orderId: trip.order_id, raised };
    });
  if (!result.ok) return result;
  await deps.events.publish(actor.tenantId, {
    type: 'tripChanged',
    tripId,
    orderId: result.orderId,
    change: to === 'assigned' && result.from === 'assigned' ? 'driver' : 'status',
  });
  await announceAlerts(deps.events, result.raised);
  if (to === 'confirmed') await mailCustomer(deps, tripId, { kind: 'confirmed' });
  // A reassignment tells the customer the driver changed, not that a driver is coming as if for the first time.
  if (to === 'assigned' && driver)
    await mailCustomer(deps, tripId, {
      kind: result.from === 'assigned' ? 'reassigned' : 'assigned',
      driver: driverForMail(driver),
    });
  return { ok: true, from: result.from, to };
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
