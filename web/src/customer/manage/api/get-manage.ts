import { queryOptions, useQuery } from '@tanstack/react-query';
import { manageReplySchema, type ManageReply } from '#common/contracts/manage.ts';
import { getJson } from '../../../shared/api/api-client.ts';

/**
 * `GET /api/manage/:token` (docs/reference/api.md#manage-booking-read): the customer's booking by the link in the
 * confirmation mail. An unknown or expired link answers 404 `manageNotFound`, thrown as an ApiError.
 */
export async function getManage(token: string, signal?: AbortSignal): Promise<ManageReply> {
  return manageReplySchema.parse(await getJson(`/api/manage/${encodeURIComponent(token)}`, signal));
}

export const manageKey = (token: string) => ['manage', token] as const;

export function manageQueryOptions(token: string) {
  return queryOptions({
    queryKey: manageKey(token),
    queryFn: ({ signal }) => getManage(token, signal),
    // The operator and the payment provider change the booking too: every visit shows it as it is now.
    staleTime: 0,
    retry: false,
  });
}

/** The booking; `poll` says how often to ask again for the booking as read (false: not), as while a change waits for its payment. */
export function useManage(token: string, poll: (booking: ManageReply | undefined) => number | false) {
  return useQuery({ ...manageQueryOptions(token), refetchInterval: (query) => poll(query.state.data) });
}
