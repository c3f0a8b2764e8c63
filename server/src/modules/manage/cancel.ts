import type { ManageCancelReply, ManageError } from '#common/contracts/manage.ts';
import { isOpenTripStatus } from '#common/contracts/trip-status.ts';
import { toDate } from '../../db/tables.ts';
import { cancelCutoff } from '../accounts/bookings.ts';
import type { CustomerActor } from '../desk/actor.ts';
import { refundParts, toRefundView, wholeOf } from '../desk/refunds.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { bookingTrips, bookingView, findBooking, isConfirmed, type Booking } from './booking.ts';
import type { ManageDeps } from './deps.ts';

export type ManageOutcome<Reply, Refusal extends ManageError> =
  { ok: true; reply: Reply } | { ok: false; error: Refusal };

/** Why a cancellation is refused. */
export type CancelRefusal = Extract<
  ManageError,
  'manageNotFound' | 'manageTripNotFound' | 'manageTooLate' | 'manageNotOpen' | 'manageNotConfirmed'
>;

/** A cancellation's answer: the reply, or why it is refused. */
type CancelOutcome = ManageOutcome<ManageCancelReply, CancelRefusal>;

/** The one idempotency key of a trip's cancellation refund: a second cancel, or two at once, refund once. */
export const cancelRefundKey = (tripId: number) => `manage-cancel-${tripId}`;

/** The cancellation's refund as one, however many payments it was split over. */
async function refundOfCancel(deps: ManageDeps, tenantId: string, tripId: number) {
  const found = await refundParts(deps.db, tenantId, cancelRefundKey(tripId));
  if (!found) return null;
  const refund = wholeOf(found.parts.map(toRefundView));
  return { amountCents: refund.amountCents, status: refund.status };
}

async function answer(deps: ManageDeps, tenant: Tenant, booking: Booking, tripId: number): Promise<CancelOutcome> {
  const now = deps.now();
  const trips = await bookingTrips(deps.db, booking.order.id);
  const order =
    (await deps.db.selectFrom('orders').selectAll().where('id', '=', booking.order.id).executeTakeFirst()) ??
    booking.order;
  return {
    ok: true,
    reply: {
      refund: await refundOfCancel(deps, tenant.id, tripId),
      booking: await bookingView(deps.db, tenant, { ...booking, order, trips }, now),
    },
  };
}

/**
 * The customer cancels a trip of their booking (docs/reference/api.md#manage-booking): until the tenant's cutoff, by
 * the desk's own cancellation with the customer as actor (one conditional update that also holds the cutoff), and
 * with the refund the policy gives (everything paid for the trip and not refunded yet, at most what remains of the order) under a key of the
 * trip's own, so a second click or two at once cancel once and refund once. A trip already cancelled answers as the
 * first cancel did.
 */
export async function cancelTrip(
  deps: ManageDeps,
  tenant: Tenant,
  token: string,
  tripId: number,
): Promise<CancelOutcome> {
  const now = deps.now();
  const booking = await findBooking(deps.db, tenant, token, now);
  if (!booking) return { ok: false, error: 'manageNotFound' };
  const trip = booking.trips.find((candidate) => candidate.id === tripId);
  if (!trip) return { ok: false, error: 'manageTripNotFound' };
  if (trip.status === 'canceled') return answer(deps, tenant, booking, tripId);
  if (!isOpenTripStatus(trip.status)) return { ok: false, error: 'manageNotOpen' };
  const { order } = booking;
  if (!isConfirmed(order)) return { ok: false, error: 'manageNotConfirmed' };
  const cutoff = cancelCutoff(tenant, now);
  if (toDate(trip.pickup_at).getTime() <= cutoff.getTime()) return { ok: false, error: 'manageTooLate' };

  // What was paid for this trip and not refunded yet, at most what remains of the order: not its price, which the desk
  // may have raised without anyone paying it (decision 031). The refund's conditional update on the trip holds this too.
  const remaining = order.total_cents - order.refund_reserved_cents;
  const amountCents =
    order.status === 'paid' ? Math.max(0, Math.min(trip.paid_cents - trip.refund_reserved_cents, remaining)) : 0;
  const actor: CustomerActor = { tenantId: tenant.id, role: 'customer' };
  const canceled = await deps.desk.cancelTrip(actor, tripId, {
    reason: '',
    pickupAfter: cutoff,
    ...(amountCents > 0 ? { refund: { amountCents, idempotencyKey: cancelRefundKey(tripId) } } : {}),
  });
  if (!canceled.ok) {
    if (canceled.error !== 'illegalTransition') return { ok: false, error: 'manageTripNotFound' };
    // Another cancel was first (it answers for both), or the cutoff passed between the look and the update.
    if (canceled.from === 'canceled') return answer(deps, tenant, booking, tripId);
    return { ok: false, error: isOpenTripStatus(canceled.from) ? 'manageTooLate' : 'manageNotOpen' };
  }
  if (canceled.refund && !canceled.refund.ok)
    deps.log.warn({ ritNr: tripId, error: canceled.refund.error }, 'Cancelled by the customer without a refund');
  deps.log.info({ ritNr: tripId, orderId: order.id }, 'Trip cancelled by the customer on the manage page');
  return answer(deps, tenant, booking, tripId);
}
