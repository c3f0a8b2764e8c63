import type { LoginRequest } from '#common/contracts/account.ts';
import { postForReply } from '../api/api-client.ts';
import { useSend } from '../api/use-send.ts';
import type { LoginOutcome } from './login-reply.ts';

/**
 * `POST /api/login_resp.json` (docs/reference/api.md#login): a login, or with `reset_password` the request for a
 * reset link. A refusal (401, 429, 404) answers `{error, message}` and is returned as feedback; a network failure
 * throws.
 */
export async function postLogin(request: LoginRequest, signal?: AbortSignal): Promise<LoginOutcome> {
  // The answer's reading, and zod with it, loads with the request: the login form is on the first screen where login
  // comes first, and loads before its first render (docs/decisions/026-first-load-budget.md).
  const [{ loginOutcome }, body] = await Promise.all([
    import('./login-reply.ts'),
    postForReply('/api/login_resp.json', request, (answer) => answer, signal),
  ]);
  return loginOutcome(body);
}

const send = (request: LoginRequest) => postLogin(request);

/** Also on the trip screen where login comes first, which does without TanStack Query. */
export function useLogin() {
  return useSend(send);
}
