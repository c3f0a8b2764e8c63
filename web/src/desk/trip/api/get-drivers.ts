import { queryOptions, useQuery } from '@tanstack/react-query';
import { driverListReplySchema, type Driver } from '#common/contracts/desk-trips.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** `GET /api/admin/drivers` (docs/reference/api.md#admin-drivers): the tenant's active drivers, by name. */
export async function getActiveDrivers(signal?: AbortSignal): Promise<Driver[]> {
  return (await deskGet('/api/admin/drivers', driverListReplySchema, signal)).drivers;
}

export function activeDriversQueryOptions() {
  return queryOptions({
    queryKey: ['desk', 'drivers', 'active'],
    queryFn: ({ signal }) => getActiveDrivers(signal),
    retry: false,
  });
}

export function useActiveDrivers(enabled: boolean) {
  return useQuery({ ...activeDriversQueryOptions(), enabled });
}
