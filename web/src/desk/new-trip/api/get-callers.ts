import { useMutation } from '@tanstack/react-query';
import { callersReplySchema, type CallersReply } from '#common/contracts/desk-booking.ts';
import { deskGet } from '../../shared/desk-api.ts';

/**
 * `GET /api/admin/callers?q=` (docs/reference/api.md#admin-callers): the tenant's customers and earlier guests by phone
 * number (any spelling), email or name, with their latest trips. Asked when the dispatcher searches, not as they type.
 */
export async function getCallers(q: string): Promise<CallersReply> {
  return deskGet(`/api/admin/callers?${new URLSearchParams({ q })}`, callersReplySchema);
}

export function useCallerLookup() {
  return useMutation({ mutationFn: getCallers });
}
