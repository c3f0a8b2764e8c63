import { positionSteps } from '#common/constants.ts';
import type { ManageCar, ManageReply, ManageTrip } from '#common/contracts/manage.ts';

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
 * Whether a payment may be on its way: a change waiting for its payment, or what is still owed after a raised price
 * (the customer may be back from paying it before the provider's webhook came).
 */
export function awaitsPayment(booking: ManageReply): boolean {
  return hasPendingChange(booking) || (booking.owedCents ?? 0) > 0;
}

/**
 * Whether a driver is assigned to a trip of the booking: the page then asks again now and then, so the driver's steps
 * ("Chauffeur onderweg", docs/reference/states.md#driver-steps) show as they happen.
 */
export function hasDriverAssigned(booking: ManageReply): boolean {
  return booking.trips.some((trip) => trip.status === 'assigned');
}

/**
 * Whether a trip's car may be on the map (docs/decisions/046-car-position.md): the driver on the way or waiting at the
 * pickup. The page then asks every `managePositionPollMs`, so the car moves and the estimate follows.
 */
export function hasCarWindow(booking: ManageReply): boolean {
  return booking.trips.some(
    (trip) => trip.status === 'assigned' && (positionSteps as readonly string[]).includes(trip.driverStep),
  );
}

/** What the page says of the car: arriving in some minutes at some time, almost there, or waiting; and whether old. */
export type CarSummary =
  { kind: 'arriving'; minutes: number; at: string; stale: boolean } | { kind: 'almost' | 'waiting'; stale: boolean };

export function carSummary(trip: Pick<ManageTrip, 'driverStep'>, car: ManageCar): CarSummary {
  if (trip.driverStep === 'arrived' || !car.arrival) return { kind: 'waiting', stale: car.stale };
  if (car.arrival.minutes < 1) return { kind: 'almost', stale: car.stale };
  return { kind: 'arriving', minutes: car.arrival.minutes, at: car.arrival.at, stale: car.stale };
}

/** Whether the estimate changed enough to be read out again: another kind, old or not, or two minutes or more. */
export function isMeaningfulChange(before: CarSummary, after: CarSummary): boolean {
  if (before.kind !== after.kind || before.stale !== after.stale) return true;
  return before.kind === 'arriving' && after.kind === 'arriving' && Math.abs(before.minutes - after.minutes) >= 2;
}
