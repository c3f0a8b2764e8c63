import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffMemberSchema, type StaffMember, type UpdateStaffRequest } from '#common/contracts/admin.ts';
import { deskPatch } from '../../shared/desk-api.ts';
import { staffListKey } from '../../shared/get-staff-list.ts';

/**
 * `PATCH /api/admin/staff/:id` (docs/reference/api.md#admin-staff-update): a change of role, disabled, or a new
 * authenticator; the reply is the member as they are now. Refusals (`cannotChangeSelf`, `staffNotFound`, …) throw a
 * DeskError.
 */
export async function patchStaff(id: number, change: UpdateStaffRequest, signal?: AbortSignal): Promise<StaffMember> {
  return deskPatch(`/api/admin/staff/${id}`, change, staffMemberSchema, signal);
}

export type StaffChange = { member: StaffMember; change: UpdateStaffRequest };

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, change }: StaffChange) => patchStaff(member.id, change),
    onSuccess: (updated) => {
      queryClient.setQueryData<StaffMember[]>(staffListKey, (list) =>
        list?.map((member) => (member.id === updated.id ? updated : member)),
      );
    },
  });
}
