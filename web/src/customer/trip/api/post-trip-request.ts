import type { Language } from '#common/constants.ts';
import type { Trip, TripReply, TripRequest } from '#common/contracts/trip.ts';
import { postForReply } from '../../../shared/api/api-client.ts';
import { useSend } from '../../../shared/api/use-send.ts';

/**
 * `POST /api/trip_request.json` (docs/reference/api.md#trip-request): the quote, which also validates the whole
 * trip. A refused trip (422) answers with the same reply shape, its `error` and `fielderrors` saying why, and is
 * returned as such.
 */
export async function postTripRequest(trip: Trip, lang: Language, signal?: AbortSignal): Promise<TripReply> {
  const request: TripRequest = { lang, proforma: '1', validate: '*', trip };
  // The reply's schema, and zod with it, loads with the first request (docs/decisions/026-first-load-budget.md).
  const [{ tripReplySchema }, reply] = await Promise.all([
    import('#common/contracts/trip.ts'),
    postForReply('/api/trip_request.json', request, (body) => body, signal),
  ]);
  return tripReplySchema.parse(reply);
}

const send = ({ trip, lang }: { trip: Trip; lang: Language }) => postTripRequest(trip, lang);

export function useTripRequest() {
  return useSend(send);
}
