import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transitionReplySchema, type TransitionReply, type TransitionRequest } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../desk-api.ts';
import { tripDetailKey } from '../get-trip-detail.ts';

/**
 * `POST /api/admin/trips/:id/transition` (docs/reference/api.md#admin-trip-transition): confirm, assign a driver, done, no-show.
 * A move the trip's state no longer allows is a DeskError `illegalTransition`.
 */
export async function postTransition(tripId: number, move: TransitionRequest): Promise<TransitionReply> {
  return deskPost(`/api/admin/trips/${tripId}/transition`, move, transitionReplySchema);
}

export function useTransition(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: TransitionRequest) => postTransition(tripId, move),
    // Succeeded or refused, the trip is shown as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
