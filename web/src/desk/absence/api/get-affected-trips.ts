import { queryOptions, useQuery } from '@tanstack/react-query';
import { affectedTripsReplySchema } from '#common/contracts/desk-absences.ts';
import type { BoardTrip } from '#common/contracts/desk-trips.ts';
import { deskGet } from '../../shared/desk-api.ts';

/**
 * `GET /api/admin/drivers/:id/affected-trips?from=&to=` (docs/reference/api.md#admin-absences): the driver's assigned
 * trips in the window.
 */
export async function getAffectedTrips(
  driverId: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<BoardTrip[]> {
  const query = new URLSearchParams({ from, to });
  return (await deskGet(`/api/admin/drivers/${driverId}/affected-trips?${query}`, affectedTripsReplySchema, signal))
    .trips;
}

export const affectedTripsKey = ['desk', 'affected-trips'] as const;

export function useAffectedTrips(driverId: number | null, window: { from: string; to: string } | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...affectedTripsKey, driverId, window?.from, window?.to],
      queryFn: ({ signal }) => getAffectedTrips(driverId ?? 0, window?.from ?? '', window?.to ?? '', signal),
      retry: false,
    }),
    enabled: driverId !== null && window !== null,
  });
}
