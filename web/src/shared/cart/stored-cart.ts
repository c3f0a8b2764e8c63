import type { Trip } from '#common/contracts/trip.ts';
import { readStored, removeStored, writeStored, type StoredValue } from '../../ui/storage.ts';
import { useStoredValue } from '../../ui/use-stored-value.ts';

/**
 * The trips in the cart, kept in local storage as `<client>_trips` (docs/reference/states.md#browser), each entry as
 * it was stored: cart.ts reads it as a trip where one is needed. No schema here, so that the header's count, the
 * trip screen and the cart's writes come without zod (docs/decisions/026-first-load-budget.md).
 */
export const storedCart: StoredValue<unknown[]> = { name: 'trips', accepts: Array.isArray };

const noTrips: unknown[] = [];

export function useCartTrips(): unknown[] {
  return useStoredValue(storedCart) ?? noTrips;
}

/** docs/reference/states.md#browser: a new trip is appended; an edited one replaces the trip at its index. */
export function withTrip(trips: readonly unknown[], trip: Trip, index: number | null): unknown[] {
  if (index === null || index >= trips.length) return [...trips, trip];
  return trips.map((current, i) => (i === index ? trip : current));
}

export function withoutTrip(trips: readonly unknown[], index: number): unknown[] {
  return trips.filter((_, i) => i !== index);
}

/** Saves a trip in the cart, which tells the header's count. */
export function saveCartTrip(trip: Trip, index: number | null): void {
  writeStored(storedCart, withTrip(readStored(storedCart) ?? [], trip, index));
}

export function removeCartTrip(index: number): void {
  writeStored(storedCart, withoutTrip(readStored(storedCart) ?? [], index));
}

/** The cart as the server last priced it (a changed price at checkout). */
export function replaceCartTrips(trips: readonly Trip[]): void {
  writeStored(storedCart, [...trips]);
}

/** After a booking, or a verified payment. */
export function emptyCart(): void {
  removeStored(storedCart);
}
