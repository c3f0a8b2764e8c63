import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { auditPageSchema, type AuditPage } from '#common/contracts/admin.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** Entries per page of the audit history. */
export const auditPageSize = 50;

/**
 * `GET /api/admin/audit?before=&limit=&target=` (docs/reference/api.md#admin-audit): a page of the audit history, newest
 * first; `before` is the `next` of the page before, null for the newest page; `target` only what is about it. Admins
 * only.
 */
export async function getAuditPage(
  before: number | null,
  target: string | undefined,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  if (before !== null) query.set('before', String(before));
  if (target !== undefined) query.set('target', target);
  return deskGet(`/api/admin/audit?${query.toString()}`, auditPageSchema, signal);
}

export function auditQueryOptions(target: string | undefined) {
  return infiniteQueryOptions({
    queryKey: ['desk', 'audit', target ?? null],
    queryFn: ({ pageParam, signal }) => getAuditPage(pageParam, target, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    // Every visit shows the history as it is now.
    staleTime: 0,
    retry: false,
  });
}

/** The history page by page (all of it, or what is about `target`): the newest first, older ones as asked for. */
export function useAuditHistory(target: string | undefined) {
  return useInfiniteQuery(auditQueryOptions(target));
}
