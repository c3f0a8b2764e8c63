import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tripListReplySchema, type TripListReply } from '#common/contracts/desk-trips.ts';
import { deskGet } from '../../shared/desk-api.ts';
import { apiQueryOfFilter, type BoardFilter } from '#common/contracts/board-filter.ts';

/** `GET /api/admin/trips` (docs/reference/api.md#admin-board): a page of the board's trips and the counts per state. */
export async function getBoardTrips(filter: BoardFilter, signal?: AbortSignal): Promise<TripListReply> {
  const query = apiQueryOfFilter(filter).toString();
  return deskGet(query === '' ? '/api/admin/trips' : `/api/admin/trips?${query}`, tripListReplySchema, signal);
}

/** Every list of the board, whatever its filter: what a new or changed trip makes stale. */
export const boardTripsKey = ['desk', 'trips', 'list'] as const;

export function boardTripsQueryOptions(filter: BoardFilter) {
  return queryOptions({
    queryKey: [...boardTripsKey, filter],
    queryFn: ({ signal }) => getBoardTrips(filter, signal),
    // The list of the filter before stays in view while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export function useBoardTrips(filter: BoardFilter) {
  return useQuery(boardTripsQueryOptions(filter));
}
