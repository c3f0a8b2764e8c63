import { useMutation, useQueryClient } from '@tanstack/react-query';
import { owedLinkReplySchema, type OwedLinkReply } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/**
 * `POST /api/admin/trips/:id/owed-link` (docs/reference/api.md#admin-owed-link): the link of what the trip's paid order
 * still owes, mailed to the customer. Refusals (`nothingOwed`, `paymentNotCreated`) throw a DeskError.
 */
export async function postOwedLink(tripId: number): Promise<OwedLinkReply> {
  return deskPost(`/api/admin/trips/${tripId}/owed-link`, {}, owedLinkReplySchema);
}

export function useSendOwedLink(tripId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postOwedLink(tripId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
