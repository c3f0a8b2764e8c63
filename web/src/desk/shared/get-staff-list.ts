import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffListReplySchema, type StaffMember } from '#common/contracts/admin.ts';
import { deskGet } from './desk-api.ts';

/** `GET /api/admin/staff` (docs/reference/api.md#admin-staff-list): the tenant's staff, by name; admins only. */
export async function getStaffList(signal?: AbortSignal): Promise<StaffMember[]> {
  return (await deskGet('/api/admin/staff', staffListReplySchema, signal)).staff;
}

export const staffListKey = ['desk', 'staff'] as const;

export function staffListQueryOptions() {
  return queryOptions({
    queryKey: staffListKey,
    queryFn: ({ signal }) => getStaffList(signal),
    // A refusal (403, 401) is an answer, not a hiccup.
    retry: false,
  });
}

/** The staff list of the staff page, and the names the audit history gives its entries' targets. */
export function useStaffList() {
  return useQuery(staffListQueryOptions());
}
