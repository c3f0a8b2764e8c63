import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tripEditReplySchema, type TripEditReply, type TripEditRequest } from '#common/contracts/desk-trips.ts';
import { deskPatch } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/**
 * `PATCH /api/admin/trips/:id` (docs/reference/api.md#admin-trip-edit): saves the changes made on the trip's `version`;
 * a trip changed since is a DeskError `conflict`.
 */
export async function patchTrip(tripId: number, edit: TripEditRequest): Promise<TripEditReply> {
  return deskPatch(`/api/admin/trips/${tripId}`, edit, tripEditReplySchema);
}

export function usePatchTrip(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: TripEditRequest) => patchTrip(tripId, edit),
    // Saved: the detail shows the trip as changed, with the edit in its history.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
