import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelReplySchema, type CancelReply, type CancelRequest } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/** `POST /api/admin/trips/:id/cancel` (docs/reference/api.md#admin-trip-cancel): cancel the trip, with its reason. */
export async function postCancel(tripId: number, request: CancelRequest): Promise<CancelReply> {
  return deskPost(`/api/admin/trips/${tripId}/cancel`, request, cancelReplySchema);
}

export function useCancelTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelRequest) => postCancel(tripId, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
