import { useMutation } from '@tanstack/react-query';
import type { Language } from '#common/constants.ts';
import { tripReplySchema, type Trip, type TripReply, type TripRequest } from '#common/contracts/trip.ts';
import { ApiError, postJson } from '../../../shared/api/api-client.ts';

/**
 * `POST /api/trip_request.json` (SPEC §7): the quote, which also validates the whole trip. A refused trip
 * (422) answers with the same reply shape, its `error` and `fielderrors` saying why, and is returned as such.
 */
export async function postTripRequest(trip: Trip, lang: Language, signal?: AbortSignal): Promise<TripReply> {
  const request: TripRequest = { lang, proforma: '1', validate: '*', trip };
  try {
    return tripReplySchema.parse(await postJson('/api/trip_request.json', request, signal));
  } catch (error) {
    if (error instanceof ApiError) {
      const reply = tripReplySchema.safeParse(error.body);
      if (reply.success) return reply.data;
    }
    throw error;
  }
}

/** 200–299 is success (SPEC §7). */
export function isAccepted(reply: TripReply): boolean {
  return reply.status >= 200 && reply.status < 300 && reply.error === '';
}

export function useTripRequest() {
  return useMutation({
    mutationFn: ({ trip, lang }: { trip: Trip; lang: Language }) => postTripRequest(trip, lang),
  });
}
