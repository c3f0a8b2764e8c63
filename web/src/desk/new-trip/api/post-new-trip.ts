import { useMutation } from '@tanstack/react-query';
import { newTripReplySchema, type NewTripReply, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import { deskPost } from '../../shared/desk-api.ts';

/**
 * `POST /api/admin/trips` (docs/reference/api.md#admin-new-trip): the trip taken by phone, quoted (`preview`) or
 * booked, with its payment link, the amount the driver collects, or on account.
 */
export async function postNewTrip(request: NewTripRequest): Promise<NewTripReply> {
  return deskPost('/api/admin/trips', request, newTripReplySchema);
}

export function useNewTrip() {
  return useMutation({ mutationFn: postNewTrip });
}
