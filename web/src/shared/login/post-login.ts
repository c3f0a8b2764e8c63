import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '#common/contracts/account.ts';
import { postForReply } from '../api/api-client.ts';
import { loginOutcome, type LoginOutcome } from './login-reply.ts';

/**
 * `POST /api/login_resp.json` (docs/reference/api.md#login): a login, or with `reset_password` the request for a
 * reset link. A refusal (401, 429, 404) answers `{error, message}` and is returned as feedback; a network failure
 * throws.
 */
export async function postLogin(request: LoginRequest, signal?: AbortSignal): Promise<LoginOutcome> {
  return postForReply('/api/login_resp.json', request, loginOutcome, signal);
}

export function useLogin() {
  return useMutation({ mutationFn: (request: LoginRequest) => postLogin(request) });
}
