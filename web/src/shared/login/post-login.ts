import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '#common/contracts/account.ts';
import { ApiError, postJson } from '../api/api-client.ts';
import { loginOutcome, type LoginOutcome } from './login-reply.ts';

/**
 * `POST /api/login_resp.json` (SPEC §7): a login, or with `reset_password` the request for a reset link. A refusal
 * (401, 429, 404) answers `{error, message}` and is returned as feedback; a network failure throws.
 */
export async function postLogin(request: LoginRequest, signal?: AbortSignal): Promise<LoginOutcome> {
  try {
    return loginOutcome(await postJson('/api/login_resp.json', request, signal));
  } catch (error) {
    if (error instanceof ApiError) return loginOutcome(error.body);
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: (request: LoginRequest) => postLogin(request) });
}
