import { queryOptions, useQuery } from '@tanstack/react-query';
import { tripDetailReplySchema, type TripDetailReply } from '#common/contracts/desk-trips.ts';
import { deskGet } from './desk-api.ts';

/** `GET /api/admin/trips/:id` (docs/reference/api.md#admin-trip-detail): everything the desk knows of one trip. */
export async function getTripDetail(tripId: number, signal?: AbortSignal): Promise<TripDetailReply> {
  return deskGet(`/api/admin/trips/${tripId}`, tripDetailReplySchema, signal);
}

export const tripDetailKey = (tripId: number) => ['desk', 'trip', tripId] as const;

export function tripDetailQueryOptions(tripId: number) {
  return queryOptions({
    queryKey: tripDetailKey(tripId),
    queryFn: ({ signal }) => getTripDetail(tripId, signal),
    // Others work the same trips: every visit shows the trip as it is now.
    staleTime: 0,
    retry: false,
  });
}

export function useTripDetail(tripId: number) {
  return useQuery(tripDetailQueryOptions(tripId));
}
