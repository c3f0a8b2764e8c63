import { describe, expect, it } from 'vitest';
import type { LoginResp } from '#common/contracts/login-resp.ts';
import { sessionReply } from './test-session-reply.ts';
import { mergeSessionReply } from './session-reply.ts';

const config = { logo: 'logo.svg' } as unknown as NonNullable<LoginResp['config']>;

describe('merging a session reply', () => {
  it('takes the reply as it is when it brings the configuration', () => {
    const reply = { ...sessionReply('hotel'), config };
    expect(mergeSessionReply({ ...sessionReply(''), config: { ...config, logo: 'old.svg' } }, reply)).toBe(reply);
  });

  it('keeps the current configuration for a reply without one (skipconfig)', () => {
    const merged = mergeSessionReply({ ...sessionReply('hotel'), config }, sessionReply(''));
    expect(merged.username).toBe('');
    expect(merged.config).toBe(config);
  });

  it('takes a reply without configuration as it is when there is none yet', () => {
    const reply = sessionReply('hotel');
    expect(mergeSessionReply(undefined, reply)).toBe(reply);
  });
});
