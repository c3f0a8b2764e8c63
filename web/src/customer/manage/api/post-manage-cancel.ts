import { useMutation, useQueryClient } from '@tanstack/react-query';
import { manageCancelReplySchema, type ManageCancelReply } from '#common/contracts/manage.ts';
import { postJson } from '../../../shared/api/api-client.ts';
import { manageKey } from './get-manage.ts';

/**
 * `POST /api/manage/:token/trips/:tripId/cancel` (docs/reference/api.md#manage-booking-cancel): cancels one trip and
 * answers the refund it got with the booking as it is now. A refusal (`manageTooLate`, …) is thrown as an ApiError.
 */
export async function postManageCancel(
  token: string,
  tripId: number,
  signal?: AbortSignal,
): Promise<ManageCancelReply> {
  const url = `/api/manage/${encodeURIComponent(token)}/trips/${tripId}/cancel`;
  return manageCancelReplySchema.parse(await postJson(url, {}, signal));
}

export function useManageCancel(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tripId: number) => postManageCancel(token, tripId),
    onSuccess: (reply) => queryClient.setQueryData(manageKey(token), reply.booking),
  });
}
