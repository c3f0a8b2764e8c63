import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createCustomer, type Customer } from '../../src/modules/customers/customers.ts';
import { hashPassword } from '../../src/modules/customers/passwords.ts';
import { readOutbox, type OutboxMail } from './outbox.ts';

/** The host of the shipped tenant that requires login (`requiresLogin`). */
export const zakelijk = 'zakelijk.localhost';

/** An account of the zakelijk tenant as the CLI makes one. */
export async function createAccount(
  app: FastifyInstance,
  account: { username: string; password: string; email?: string; phone?: string; tenantId?: string },
): Promise<Customer> {
  return createCustomer(app.db, {
    tenantId: account.tenantId ?? 'zakelijk',
    username: account.username,
    email: account.email ?? `${account.username}@example.com`,
    phone: account.phone ?? '+31501234567',
    passwordHash: await hashPassword(account.password),
  });
}

type Headers = Record<string, string>;
type Inject = { headers?: Headers; remoteAddress?: string };

/** `POST /api/login_resp.json` as the SPA's login form sends it. */
export const postLogin = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  { headers = {}, remoteAddress }: Inject = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/login_resp.json',
    headers: { host: zakelijk, ...headers },
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { lang: 'nl', password: '', reset_password: false, ...body },
  });

/** A call the SPA makes with a JSON body. */
export const postJson = (app: FastifyInstance, url: string, payload: unknown, headers: Headers = {}) =>
  app.inject({ method: 'POST', url, headers: { host: zakelijk, ...headers }, payload: payload as object });

/** The session cookie a reply set ('' when it cleared it), as `sid=…` for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((each) => each.name === 'sid');
  return cookie ? `sid=${cookie.value}` : undefined;
}

/** Who the server thinks is logged in with this cookie ('' for nobody). */
export async function loggedInAs(app: FastifyInstance, cookie: string, host = zakelijk): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/login_resp.json?skipconfig=1',
    headers: { host, cookie },
  });
  return (response.json() as { username: string }).username;
}

/** Logs in and answers the cookie. */
export async function logIn(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await postLogin(app, { username, password });
  const cookie = sessionCookie(response);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login of ${username} failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** The outbox's messages that `match`, once there are `count` of them (mail may go out just after the answer). */
export async function waitForMail(
  dataDir: string,
  match: (mail: OutboxMail) => boolean,
  count = 1,
  timeoutMs = 3000,
): Promise<OutboxMail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await readOutbox(dataDir)).filter(match);
    if (found.length >= count || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
