import type { TripStatus } from '#common/contracts/trip-status.ts';

/**
 * The states a trip may move to a state from (docs/reference/states.md#booked-trips): new → confirmed → assigned →
 * done | no-show, new → assigned (confirmed and assigned in one step), cancelled from any open state, assigned →
 * assigned to give it another driver or vehicle, assigned → confirmed to take its driver off (a driver unavailable,
 * docs/decisions/039-driver-absence-and-bulk.md), and done → assigned to undo a done within `doneUndoMinutes` (staff
 * only, `undoDone`). Nothing moves back to new.
 */
export const allowedFrom: Readonly<Record<TripStatus, readonly TripStatus[]>> = {
  new: [],
  confirmed: ['new', 'assigned'],
  assigned: ['new', 'confirmed', 'assigned'],
  done: ['assigned'],
  no_show: ['assigned'],
  canceled: ['new', 'confirmed', 'assigned'],
};

export const mayMove = (from: TripStatus, to: TripStatus): boolean => allowedFrom[to].includes(from);

/** Moves that need a booking: an order still waiting for its payment (or failed) is not confirmed nor driven. */
export const needsConfirmedOrder = (to: TripStatus): boolean => to !== 'canceled';

/** Minutes after a trip was marked done in which staff may undo it (docs/reference/constants.md). */
export const doneUndoMinutes = 10;

/** Moves that end the ride: not before the pickup time. */
export const needsPickupPassed = (to: TripStatus): boolean => to === 'done' || to === 'no_show';
