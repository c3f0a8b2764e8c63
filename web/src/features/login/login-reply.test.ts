import { describe, expect, it } from 'vitest';
import { minPasswordLength } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { loginOutcome, newPasswordProblem } from './login-reply.ts';
import { sessionReply } from './test-session-reply.ts';

describe('login outcome', () => {
  it('takes a full reply as the new session', () => {
    const outcome = loginOutcome(loginRespSchema.encode(sessionReply('hotel-de-ster')));
    expect(outcome).toMatchObject({
      kind: 'session',
      resp: { username: 'hotel-de-ster', loginResp: { scpars: { requiresLogin: true } } },
    });
  });

  it('shows a refusal by its error key, as an error', () => {
    expect(loginOutcome({ error: 'loginFailed', message: '' })).toEqual({
      kind: 'feedback',
      tone: 'error',
      key: 'loginFailed',
    });
    expect(loginOutcome({ error: 'tooManyAttempts', message: '' })).toEqual({
      kind: 'feedback',
      tone: 'error',
      key: 'tooManyAttempts',
    });
  });

  it('shows the answer to a reset by its message key, as news', () => {
    expect(loginOutcome({ error: '', message: 'resetMailSent' })).toEqual({
      kind: 'feedback',
      tone: 'success',
      key: 'resetMailSent',
    });
    expect(loginOutcome({ error: '', message: 'passwordChanged' })).toEqual({
      kind: 'feedback',
      tone: 'success',
      key: 'passwordChanged',
    });
  });

  it('keeps an error the contract does not know, and fails on anything else', () => {
    expect(loginOutcome({ error: 'resetLinkInvalid', message: '' })).toEqual({
      kind: 'feedback',
      tone: 'error',
      key: 'resetLinkInvalid',
    });
    expect(loginOutcome({ error: '', message: '' })).toEqual({ kind: 'failed' });
    expect(loginOutcome(null)).toEqual({ kind: 'failed' });
    expect(loginOutcome('<html>')).toEqual({ kind: 'failed' });
    expect(loginOutcome({ username: 'half a reply' })).toEqual({ kind: 'failed' });
  });
});

describe('new password', () => {
  const long = 'x'.repeat(minPasswordLength);

  it('asks for the minimum length first, then the same password twice', () => {
    expect(newPasswordProblem('', '')).toBe('passwordTooShort');
    expect(newPasswordProblem(long.slice(1), long.slice(1))).toBe('passwordTooShort');
    expect(newPasswordProblem(long, `${long}y`)).toBe('passwordsDiffer');
    expect(newPasswordProblem(long, long)).toBeNull();
  });
});
