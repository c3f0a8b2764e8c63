import type { LoginResp } from '#common/contracts/login-resp.ts';

/**
 * The app state after a call that answers like `GET login_resp.json` (a login, a logout, a cancellation): the
 * reply's session, and its configuration where it brought one; a reply without it (`skipconfig`) keeps the current.
 */
export function mergeSessionReply(current: LoginResp | undefined, reply: LoginResp): LoginResp {
  if (reply.config !== undefined || current?.config === undefined) return reply;
  return { ...reply, config: current.config };
}
