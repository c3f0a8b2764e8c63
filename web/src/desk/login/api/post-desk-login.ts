import { useMutation } from '@tanstack/react-query';
import { adminLoginReplySchema, type AdminLoginReply, type AdminLoginRequest } from '#common/contracts/admin.ts';
import { deskPost } from '../../shared/desk-api.ts';

/**
 * `POST /api/admin/login` (docs/reference/api.md#admin-login): the password, the first of two steps. The reply says
 * which second step follows: the code of an enrolled authenticator, or the enrolment of a new one. A refusal
 * (`loginFailed`, `tooManyAttempts`, `invalidFields`) throws a DeskError.
 */
export async function postDeskLogin(request: AdminLoginRequest, signal?: AbortSignal): Promise<AdminLoginReply> {
  return deskPost('/api/admin/login', request, adminLoginReplySchema, signal);
}

export function useDeskLogin() {
  return useMutation({ mutationFn: (request: AdminLoginRequest) => postDeskLogin(request) });
}
