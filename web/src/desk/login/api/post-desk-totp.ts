import { useMutation } from '@tanstack/react-query';
import { deskStaffSchema, type DeskStaff } from '#common/contracts/admin.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { useSetDeskSession } from '../../shared/desk-session.ts';

/**
 * `POST /api/admin/totp` (docs/reference/api.md#admin-totp): the authenticator's code, the second step; the reply is
 * the logged-in staff member. A refusal (`codeInvalid`, `loginRequired` when the password step expired,
 * `tooManyAttempts`, `invalidFields`) throws a DeskError.
 */
export async function postDeskTotp(code: string, signal?: AbortSignal): Promise<DeskStaff> {
  return deskPost('/api/admin/totp', { code }, deskStaffSchema, signal);
}

/** Sends the code; once it is accepted the member is the desk session. */
export function useDeskTotp() {
  const setSession = useSetDeskSession();
  return useMutation({ mutationFn: (code: string) => postDeskTotp(code), onSuccess: setSession });
}
