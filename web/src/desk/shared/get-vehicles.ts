import { queryOptions, useQuery } from '@tanstack/react-query';
import { vehicleListReplySchema, type VehicleListReply } from '#common/contracts/desk-vehicles.ts';
import { deskGet } from './desk-api.ts';

/**
 * Every query of the tenant's vehicles starts with this key (the vehicles page, the drivers' usual vehicle, the assign
 * dialog): a change made anywhere makes them all stale.
 */
export const vehiclesKey = ['desk', 'vehicles'] as const;

/**
 * `GET /api/admin/vehicles?all=` (docs/reference/api.md#admin-vehicles): the vehicles by name, with `all` the
 * deactivated too, and the tenant's vehicle classes from lowest to highest.
 */
export async function getVehicles(all: boolean, signal?: AbortSignal): Promise<VehicleListReply> {
  return deskGet(`/api/admin/vehicles?all=${String(all)}`, vehicleListReplySchema, signal);
}

export function vehiclesQueryOptions(all: boolean) {
  return queryOptions({
    queryKey: [...vehiclesKey, 'list', all],
    queryFn: ({ signal }) => getVehicles(all, signal),
    retry: false,
  });
}

export function useVehicles(all: boolean) {
  return useQuery(vehiclesQueryOptions(all));
}
