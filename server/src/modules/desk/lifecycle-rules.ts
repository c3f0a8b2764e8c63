import type { TripStatus } from '#common/contracts/trip-status.ts';

/**
 * The states a trip may move to a state from (docs/reference/states.md#booked-trips): new → confirmed → assigned →
 * done | no-show, cancelled from any open state, and assigned → assigned to give it another driver. Nothing moves back
 * to new.
 */
export const allowedFrom: Readonly<Record<TripStatus, readonly TripStatus[]>> = {
  new: [],
  confirmed: ['new'],
  assigned: ['confirmed', 'assigned'],
  done: ['assigned'],
  no_show: ['assigned'],
  canceled: ['new', 'confirmed', 'assigned'],
};

export const mayMove = (from: TripStatus, to: TripStatus): boolean => allowedFrom[to].includes(from);

/** Moves that need a booking: an order still waiting for its payment (or failed) is not confirmed nor driven. */
export const needsConfirmedOrder = (to: TripStatus): boolean => to !== 'canceled';
