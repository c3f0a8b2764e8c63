import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMemberSchema, type CreateStaffRequest, type StaffMember } from '#common/contracts/admin.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { staffListKey } from '../../shared/get-staff-list.ts';

/**
 * `POST /api/admin/staff` (docs/reference/api.md#admin-staff-create): a new staff member, who enrols their
 * authenticator at their first login. Refusals (`emailTaken`, `invalidFields`, …) throw a DeskError.
 */
export async function postStaff(request: CreateStaffRequest, signal?: AbortSignal): Promise<StaffMember> {
  return deskPost('/api/admin/staff', request, staffMemberSchema, signal);
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateStaffRequest) => postStaff(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListKey }),
  });
}
