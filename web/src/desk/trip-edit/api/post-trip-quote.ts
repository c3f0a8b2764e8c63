import { useMutation } from '@tanstack/react-query';
import { tripEditReplySchema, type TripEditReply, type TripQuoteRequest } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';

/**
 * `POST /api/admin/trips/:id/quote` (docs/reference/api.md#admin-trip-quote): the changes priced, nothing saved; the
 * old and the new price to show before the member saves.
 */
export async function postTripQuote(tripId: number, changes: TripQuoteRequest): Promise<TripEditReply> {
  return deskPost(`/api/admin/trips/${tripId}/quote`, changes, tripEditReplySchema);
}

export function useTripQuote(tripId: number) {
  return useMutation({ mutationFn: (changes: TripQuoteRequest) => postTripQuote(tripId, changes) });
}
