import { describe, expect, it } from 'vitest';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { loginOutcome } from './login-reply.ts';
import { sessionReply } from '../session/test-session-reply.ts';

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
