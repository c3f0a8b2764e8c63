import { useMutation } from '@tanstack/react-query';
import { manageOwedReplySchema, type ManageOwedReply } from '#common/contracts/manage.ts';
import { postJson } from '../../../shared/api/api-client.ts';

/**
 * `POST /api/manage/:token/owed` (docs/reference/api.md#manage-booking-owed): the link to pay what the booking still
 * owes after its price was raised. A refusal (`manageNothingOwed`, …) is thrown as an ApiError.
 */
export async function postManageOwed(token: string, signal?: AbortSignal): Promise<ManageOwedReply> {
  return manageOwedReplySchema.parse(await postJson(`/api/manage/${encodeURIComponent(token)}/owed`, {}, signal));
}

export function useManageOwed(token: string) {
  return useMutation({ mutationFn: () => postManageOwed(token) });
}
