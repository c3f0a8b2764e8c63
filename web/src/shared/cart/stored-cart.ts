import type { StoredValue } from '../../ui/storage.ts';
import { useStoredValue } from '../../ui/use-stored-value.ts';

/**
 * The trips in the cart, kept in local storage as `<client>_trips` (docs/reference/states.md#browser), each entry as
 * it was stored: cart.ts reads it as a trip where one is needed. No schema here, so that the header's count and the
 * trip screen's frame come without zod.
 */
export const storedCart: StoredValue<unknown[]> = { name: 'trips', accepts: Array.isArray };

const noTrips: unknown[] = [];

export function useCartTrips(): unknown[] {
  return useStoredValue(storedCart) ?? noTrips;
}
