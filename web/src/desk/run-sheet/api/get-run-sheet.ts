import { queryOptions, useQuery } from '@tanstack/react-query';
import { runSheetReplySchema, type RunSheetReply } from '#common/contracts/run-sheet.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** `GET /api/admin/drivers/:id/run-sheet?date=` (docs/reference/api.md#admin-run-sheet): a driver's trips of a day. */
export async function getRunSheet(driverId: number, date: string, signal?: AbortSignal): Promise<RunSheetReply> {
  return deskGet(
    `/api/admin/drivers/${driverId}/run-sheet?date=${encodeURIComponent(date)}`,
    runSheetReplySchema,
    signal,
  );
}

export function runSheetQueryOptions(driverId: number, date: string) {
  return queryOptions({
    queryKey: ['desk', 'run-sheet', driverId, date],
    queryFn: ({ signal }) => getRunSheet(driverId, date, signal),
    staleTime: 0,
    retry: false,
  });
}

/** The sheet once a driver is chosen. */
export function useRunSheet(driverId: number | null, date: string) {
  return useQuery({ ...runSheetQueryOptions(driverId ?? 0, date), enabled: driverId !== null });
}
