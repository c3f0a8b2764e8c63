import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListReplySchema, type Driver } from '#common/contracts/desk-trips.ts';
import { deskGet } from './desk-api.ts';

/**
 * Every query of the tenant's drivers starts with this key, the trip detail's list to pick from too: a change made here
 * makes them all stale.
 */
export const driversKey = ['desk', 'drivers'] as const;

/**
 * `GET /api/admin/drivers?all=` (docs/reference/api.md#admin-drivers): the drivers by name, with `all` the deactivated
 * too; the drivers page, the audit history's names and the run sheet's choice.
 */
export async function getDrivers(all: boolean, signal?: AbortSignal): Promise<Driver[]> {
  return (await deskGet(`/api/admin/drivers?all=${String(all)}`, driverListReplySchema, signal)).drivers;
}

export function driversQueryOptions(all: boolean) {
  return queryOptions({
    queryKey: [...driversKey, 'list', all],
    queryFn: ({ signal }) => getDrivers(all, signal),
    retry: false,
  });
}

export function useDrivers(all: boolean) {
  return useQuery(driversQueryOptions(all));
}
