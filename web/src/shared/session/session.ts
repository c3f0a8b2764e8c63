import type { LoginResp } from '#common/contracts/login-resp.ts';

/** A config reply the app can run on: one that carries the tenant configuration. */
export type ReadyApp = LoginResp & { config: NonNullable<LoginResp['config']> };

/**
 * The application error of a reply (docs/reference/api.md#conventions: a login reply with `error` or `xmlerrors`), or
 * null when there is none.
 */
export function appErrorText(resp: LoginResp): string | null {
  const texts = [resp.error, resp.loginResp.error, ...resp.loginResp.xmlerrors].filter((text) => text !== '');
  return texts.length > 0 ? texts.join(' ') : null;
}

export function isReady(resp: LoginResp): resp is ReadyApp {
  return resp.config !== undefined;
}

/** docs/reference/api.md#login-reply: a customer is logged in when the username is longer than one character. */
export function isLoggedIn(resp: Pick<LoginResp, 'username'>): boolean {
  return resp.username.length > 1;
}
