import type { LoginResp } from '../contracts/login-resp.ts';
import { decodeScpars } from './scpars-spelling.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The start reply (`GET /api/login_resp.json`, or the same reply handed over at start) as the SPA reads it on its
 * first load, without zod (docs/decisions/026-first-load-budget.md): the server sent it through `loginRespSchema`,
 * so only the settings' wire spelling is undone here. A body that is no login reply at all (a proxy's error page)
 * throws. server/test/api/login-resp.test.ts holds it equal to `loginRespSchema.parse` for every demo tenant.
 */
export function readLoginResp(body: unknown): LoginResp {
  if (!isRecord(body) || typeof body.client !== 'string' || !isRecord(body.loginResp)) {
    throw new TypeError('not a login reply');
  }
  const { scpars } = body.loginResp;
  if (!isRecord(scpars)) throw new TypeError('a login reply without its settings');
  return { ...body, loginResp: { ...body.loginResp, scpars: decodeScpars(scpars) } } as LoginResp;
}
