import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endAbsenceReplySchema, type EndAbsenceReply } from '#common/contracts/desk-absences.ts';
import { deskPost } from '../desk-api.ts';
import { absencesKey } from './get-absences.ts';

/** `POST /api/admin/absences/:id/end` (docs/reference/api.md#admin-absences): the absence ends now. */
export async function postAbsenceEnd(absenceId: number): Promise<EndAbsenceReply> {
  return deskPost(`/api/admin/absences/${absenceId}/end`, {}, endAbsenceReplySchema);
}

export function useEndAbsence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAbsenceEnd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: absencesKey }),
  });
}
