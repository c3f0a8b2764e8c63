import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transitionReplySchema, type TransitionReply } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/**
 * `POST /api/admin/trips/:id/undo-done` (docs/reference/api.md#admin-undo-done): a done trip back to assigned, within
 * minutes of the done; later a DeskError `undoExpired`.
 */
export async function postUndoDone(tripId: number): Promise<TransitionReply> {
  return deskPost(`/api/admin/trips/${tripId}/undo-done`, { reason: '' }, transitionReplySchema);
}

export function useUndoDone(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postUndoDone(tripId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
