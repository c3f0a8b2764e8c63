import { useMemo } from 'react';
import { tripSchema, type Trip } from '#common/contracts/trip.ts';
import { amountToCents } from '#common/format/amount.ts';
import { useCartTrips } from './stored-cart.ts';

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

/** The cart's total in cents, from each trip's quoted price ('42.50'); trips without a price add nothing. */
export function totalCents(trips: readonly (Trip | null)[]): number {
  return trips.reduce((cents, trip) => cents + (trip?.price === undefined ? 0 : (amountToCents(trip.price) ?? 0)), 0);
}
