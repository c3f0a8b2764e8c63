import { useMemo } from 'react';
import { tripSchema, type Trip } from '#common/contracts/trip.ts';
import { amountToCents } from '#common/format/amount.ts';
import { readStored, removeStored, writeStored } from '../../ui/storage.ts';
import { storedCart, useCartTrips } from './stored-cart.ts';

/** A stored cart entry as a trip, or null when it is not one (an older app version, another tab's mistake). */
export function parseCartTrip(value: unknown): Trip | null {
  const result = tripSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** The cart's entries, each as a trip or null where it is not one; a new list only when the cart changes. */
export function useCart(): (Trip | null)[] {
  const stored = useCartTrips();
  return useMemo(() => stored.map(parseCartTrip), [stored]);
}

/** The index of `/trip/:id` when it names a trip in the cart, else null (a new trip). */
export function cartIndex(id: string | undefined, trips: readonly unknown[]): number | null {
  if (id === undefined || !/^\d+$/.test(id)) return null;
  const index = Number(id);
  return index < trips.length && parseCartTrip(trips[index]) !== null ? index : null;
}

/** docs/reference/states.md#browser: a new trip is appended; an edited one replaces the trip at its index. */
export function withTrip(trips: readonly unknown[], trip: Trip, index: number | null): unknown[] {
  if (index === null || index >= trips.length) return [...trips, trip];
  return trips.map((current, i) => (i === index ? trip : current));
}

export function withoutTrip(trips: readonly unknown[], index: number): unknown[] {
  return trips.filter((_, i) => i !== index);
}

/** The cart's total in cents, from each trip's quoted price ('42.50'); trips without a price add nothing. */
export function totalCents(trips: readonly (Trip | null)[]): number {
  return trips.reduce((cents, trip) => cents + (trip?.price === undefined ? 0 : (amountToCents(trip.price) ?? 0)), 0);
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
