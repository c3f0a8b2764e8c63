import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manageChangeReplySchema, type ManageChangeReply, type ManageChangeRequest } from '#common/contracts/manage.ts';
import { postJson } from '../../../shared/api/api-client.ts';
import { manageKey } from './get-manage.ts';

/**
 * `POST /api/manage/:token/trips/:tripId/change` (docs/reference/api.md#manage-booking-change): applies the change, or
 * answers the payment of a higher price. A refusal is thrown as an ApiError whose `body` holds a 422's `quote`.
 */
export async function postManageChange(
  token: string,
  tripId: number,
  request: ManageChangeRequest,
  signal?: AbortSignal,
): Promise<ManageChangeReply> {
  const url = `/api/manage/${encodeURIComponent(token)}/trips/${tripId}/change`;
  return manageChangeReplySchema.parse(await postJson(url, request, signal));
}

export function useManageChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tripId, request }: { tripId: number; request: ManageChangeRequest }) =>
      postManageChange(token, tripId, request),
    onSuccess: (reply) => queryClient.setQueryData(manageKey(token), reply.booking),
  });
}
