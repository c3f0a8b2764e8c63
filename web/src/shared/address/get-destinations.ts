import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  destinationsReplySchema,
  type DestinationsReply,
  type DestinationsRequest,
} from '#common/contracts/destinations.ts';
import { postJson } from '../api/api-client.ts';

/** `POST /api/destinations.json` (docs/reference/api.md#destinations): the suggestions for what the customer typed. */
export async function getDestinations(request: DestinationsRequest, signal?: AbortSignal): Promise<DestinationsReply> {
  return destinationsReplySchema.parse(await postJson('/api/destinations.json', request, signal));
}

export function destinationsQueryOptions(request: DestinationsRequest) {
  return queryOptions({
    queryKey: ['destinations', request],
    queryFn: ({ signal }) => getDestinations(request, signal),
    // The same words give the same places for a while; the list keeps showing while the next one loads.
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The suggestions for a request; nothing is sent for an empty query (docs/reference/api.md#destinations). */
export function useDestinations(request: DestinationsRequest) {
  return useQuery({ ...destinationsQueryOptions(request), enabled: request.query.trim() !== '' });
}
