import { queryOptions, useQuery } from '@tanstack/react-query';
import { absenceListReplySchema, type Absence } from '#common/contracts/desk-absences.ts';
import { deskGet } from '../desk-api.ts';

/** Every query of the drivers' absences starts with this key: recording or ending one makes them all stale. */
export const absencesKey = ['desk', 'absences'] as const;

/**
 * `GET /api/admin/absences` (docs/reference/api.md#admin-absences): the absences going on and to come; the
 * driver-unavailable screen and the drivers page.
 */
export async function getAbsences(signal?: AbortSignal): Promise<Absence[]> {
  return (await deskGet('/api/admin/absences', absenceListReplySchema, signal)).absences;
}

export function useAbsences() {
  return useQuery(queryOptions({ queryKey: absencesKey, queryFn: ({ signal }) => getAbsences(signal), retry: false }));
}
