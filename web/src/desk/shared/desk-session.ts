import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  deskStaffSchema,
  roleAbilities,
  type DeskAbility,
  type DeskStaff,
  type StaffRole,
} from '#common/contracts/admin.ts';
import { deskErrorOf, deskGet } from './desk-api.ts';

/** The key of the desk session in the query cache: the logged-in staff member, or null without a full session. */
export const deskSessionKey = ['desk', 'session'] as const;

/**
 * `GET /api/admin/me` (docs/reference/api.md#admin-me): who is logged in to the desk; null for 401 `loginRequired`
 * (no session, an expired one, or one whose code is still due).
 */
export async function getDeskStaff(signal?: AbortSignal): Promise<DeskStaff | null> {
  try {
    return await deskGet('/api/admin/me', deskStaffSchema, signal);
  } catch (error) {
    if (deskErrorOf(error).key === 'loginRequired') return null;
    throw error;
  }
}

export function deskSessionQueryOptions() {
  return queryOptions({
    queryKey: deskSessionKey,
    queryFn: ({ signal }) => getDeskStaff(signal),
    // The session ends on the server (30 minutes idle, logout, a reset); the desk learns it from the next call.
    staleTime: Infinity,
    retry: 1,
  });
}

export function useDeskSession() {
  return useQuery(deskSessionQueryOptions());
}

/** Makes a staff member the desk session (after their code), or null (after logout, or when it ended). */
export function useSetDeskSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (staff: DeskStaff | null) => {
      // What the previous member saw must not show for the next one.
      queryClient.removeQueries({ queryKey: ['desk'], predicate: (query) => query.queryKey[1] !== 'session' });
      queryClient.setQueryData(deskSessionKey, staff);
    },
    [queryClient],
  );
}

/** May a role use a part of the desk (`roleAbilities`, docs/decisions/019-staff-accounts.md)? */
export const canUse = (role: StaffRole, ability: DeskAbility): boolean => roleAbilities[role].includes(ability);
