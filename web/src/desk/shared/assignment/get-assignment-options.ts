import { queryOptions, useQuery } from '@tanstack/react-query';
import { assignmentOptionsReplySchema, type AssignmentOptionsReply } from '#common/contracts/desk-vehicles.ts';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { deskGet } from '../desk-api.ts';

/**
 * `GET /api/admin/trips/:id/assignment-options` (docs/reference/api.md#admin-assignment-options): the active drivers
 * and vehicles with what each would meet on the trip, their sentences in the page's language (the server reads it
 * from the language cookie, so the language is part of the key).
 */
export async function getAssignmentOptions(tripId: number, signal?: AbortSignal): Promise<AssignmentOptionsReply> {
  return deskGet(`/api/admin/trips/${tripId}/assignment-options`, assignmentOptionsReplySchema, signal);
}

export const assignmentOptionsKey = (tripId: number) => ['desk', 'trips', tripId, 'assignment-options'] as const;

export function useAssignmentOptions(tripId: number, enabled: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    ...queryOptions({
      queryKey: [...assignmentOptionsKey(tripId), i18n.language],
      queryFn: ({ signal }) => getAssignmentOptions(tripId, signal),
      retry: false,
    }),
    enabled,
  });
}
