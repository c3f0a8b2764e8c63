import { useMutation } from '@tanstack/react-query';
import type { Language } from '#common/constants.ts';
import { tripReplySchema, type Trip, type TripReply, type TripRequest } from '#common/contracts/trip.ts';
import { postForReply } from '../../../shared/api/api-client.ts';

/**
 * `POST /api/trip_request.json` (docs/reference/api.md#trip-request): the quote, which also validates the whole
 * trip. A refused trip (422) answers with the same reply shape, its `error` and `fielderrors` saying why, and is
 * returned as such.
 */
export async function postTripRequest(trip: Trip, lang: Language, signal?: AbortSignal): Promise<TripReply> {
  const request: TripRequest = { lang, proforma: '1', validate: '*', trip };
  return postForReply('/api/trip_request.json', request, (body) => tripReplySchema.parse(body), signal);
}

export function useTripRequest() {
  return useMutation({
    mutationFn: ({ trip, lang }: { trip: Trip; lang: Language }) => postTripRequest(trip, lang),
  });
}
