import type { ManageReply, ManageTrip } from '#common/contracts/manage.ts';

/**
 * What a cancellation pays back before the cutoff (docs/decisions/022-manage-booking.md): the trip's whole price, at
 * most what of the order is still refundable. Null when nothing was paid online or the tenant hides prices.
 */
export function cancelRefundCents(booking: ManageReply, trip: ManageTrip): number | null {
  const refundable = refundableCents(booking);
  if (refundable === null || trip.priceCents === null) return null;
  return Math.min(trip.priceCents, refundable);
}

/** What of the order may still be refunded; null when nothing was paid online. */
export function refundableCents(booking: ManageReply): number | null {
  if (booking.paidCents === 0) return null;
  return Math.max(0, booking.paidCents - booking.refundedCents - booking.refundPendingCents);
}

/** Whether a change of the booking waits for its payment: the page then asks again for a short while. */
export function hasPendingChange(booking: ManageReply): boolean {
  return booking.trips.some((trip) => trip.pendingChange !== null);
}

/**
 * Whether a driver is assigned to a trip of the booking: the page then asks again now and then, so the driver's steps
 * ("Chauffeur onderweg", docs/reference/states.md#driver-steps) show as they happen.
 */
export function hasDriverAssigned(booking: ManageReply): boolean {
  return booking.trips.some((trip) => trip.status === 'assigned');
}
