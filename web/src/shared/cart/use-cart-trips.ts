import { useStoredValue } from '../../ui/use-stored-value.ts';

const noTrips: unknown[] = [];

/** The trips in the cart, kept in local storage as `<client>_trips` (SPEC §3, §4). */
export function useCartTrips(): unknown[] {
  return useStoredValue('trips') ?? noTrips;
}
