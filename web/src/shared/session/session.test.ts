import { describe, expect, it } from 'vitest';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { appErrorText, isLoggedIn } from './session.ts';

const loginReply = (error: string, xmlerrors: string[]) => ({ error, xmlerrors }) as LoginResp['loginResp'];
const reply = (error: string, loginError = '', xmlerrors: string[] = []) =>
  ({ error, loginResp: loginReply(loginError, xmlerrors) }) as LoginResp;

describe('session', () => {
  it('has no application error when the reply and its login reply carry none', () => {
    expect(appErrorText(reply(''))).toBeNull();
  });

  it('takes the reply error, the login reply error and its xmlerrors as the application error', () => {
    expect(appErrorText(reply('Server$down'))).toBe('Server$down');
    expect(appErrorText(reply('', 'No session'))).toBe('No session');
    expect(appErrorText(reply('', '', ['Field A', 'Field B']))).toBe('Field A Field B');
  });

  it('counts a customer as logged in when the username is longer than one character', () => {
    expect(isLoggedIn({ username: '' })).toBe(false);
    expect(isLoggedIn({ username: 'x' })).toBe(false);
    expect(isLoggedIn({ username: 'jo' })).toBe(true);
  });
});
