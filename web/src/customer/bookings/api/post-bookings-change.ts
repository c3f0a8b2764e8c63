import { useMutation } from '@tanstack/react-query';
import { manageChangeReplySchema, type ManageChangeReply, type ManageChangeRequest } from '#common/contracts/manage.ts';
import { postJson } from '../../../shared/api/api-client.ts';
import { useRefreshSession } from '../../../shared/session/use-adopt-session.ts';

/**
 * `POST /api/bookings/trips/:tripId/change` (docs/reference/api.md#bookings-change): the logged-in customer changes one
 * of their trips. A refusal is thrown as an ApiError whose `body` holds the `{ error }` (and a 422's `quote`).
 */
export async function postBookingsChange(
  tripId: number,
  request: ManageChangeRequest,
  signal?: AbortSignal,
): Promise<ManageChangeReply> {
  return manageChangeReplySchema.parse(await postJson(`/api/bookings/trips/${tripId}/change`, request, signal));
}

/** The change, done once the bookings are read again: the trip shows as changed when the form closes. */
export function useBookingsChange() {
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: ({ tripId, request }: { tripId: number; request: ManageChangeRequest }) =>
      postBookingsChange(tripId, request),
    onSuccess: () => refreshSession(),
  });
}
