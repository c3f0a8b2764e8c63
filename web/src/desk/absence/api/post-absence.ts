import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAbsenceReplySchema,
  type CreateAbsenceReply,
  type CreateAbsenceRequest,
} from '#common/contracts/desk-absences.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { absencesKey } from '../../shared/absences/get-absences.ts';
import { affectedTripsKey } from './get-affected-trips.ts';

/**
 * `POST /api/admin/drivers/:id/absences` (docs/reference/api.md#admin-absences): the absence and its trips'
 * reassignments, with what became of each.
 */
export async function postAbsence(driverId: number, request: CreateAbsenceRequest): Promise<CreateAbsenceReply> {
  return deskPost(`/api/admin/drivers/${driverId}/absences`, request, createAbsenceReplySchema);
}

export function useRecordAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driverId, request }: { driverId: number; request: CreateAbsenceRequest }) =>
      postAbsence(driverId, request),
    // Whatever came of it, the lists show what is so now; the trips' assignment options too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: absencesKey }),
        queryClient.invalidateQueries({ queryKey: affectedTripsKey }),
        queryClient.invalidateQueries({ queryKey: ['desk', 'trips'] }),
      ]),
  });
}
