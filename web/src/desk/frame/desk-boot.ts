import type { QueryClient } from '@tanstack/react-query';
import { deskStaffSchema } from '#common/contracts/admin.ts';
import { filterFromQuery } from '#common/contracts/board-filter.ts';
import { tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { boardTripsQueryOptions } from '../board/api/get-trips.ts';
import { deskSessionKey } from '../shared/desk-session.ts';

/**
 * Takes over what the server put in the page of a desk screen (docs/decisions/024-first-paint.md): the logged-in member
 * as `GET /api/admin/me` answers, and on the board its first page for the page's filter as `GET /api/admin/trips`
 * does, so that the desk's first render shows what the server's frame showed instead of a spinner. What does not read
 * as those replies, or a filter other than the page's, is left out: the desk then asks for itself.
 */
export function seedDeskBoot(queryClient: QueryClient, boot: unknown, search: string): void {
  if (typeof boot !== 'object' || boot === null) return;
  const { staff, board } = boot as { staff?: unknown; board?: { filter?: unknown; reply?: unknown } };
  const member = deskStaffSchema.safeParse(staff);
  if (!member.success) return;
  queryClient.setQueryData(deskSessionKey, member.data);
  const filter = filterFromQuery(new URLSearchParams(search));
  const reply = tripListReplySchema.safeParse(board?.reply);
  // Both sides read the filter with `filterFromQuery`, so the same filter is the same JSON.
  if (reply.success && JSON.stringify(board?.filter) === JSON.stringify(filter))
    queryClient.setQueryData(boardTripsQueryOptions(filter).queryKey, reply.data);
}
