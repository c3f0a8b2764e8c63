import { useStoredValue } from '../../../ui/use-stored-value.ts';

const noTrips: unknown[] = [];

/** The trips in the cart, kept in local storage as `<client>_trips` (docs/reference/states.md#browser). */
export function useCartTrips(): unknown[] {
  return useStoredValue('trips') ?? noTrips;
}
