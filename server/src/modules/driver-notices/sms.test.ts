import { describe, expect, it } from 'vitest';
import { toE164 } from './sms.ts';

describe('toE164', () => {
  it.each([
    ['06 1234 5678', '+31612345678'],
    ['06-12345678', '+31612345678'],
    ['+31 6 1234 5678', '+31612345678'],
    ['+31 (0)6 1234 5678', '+31612345678'],
    ['0031612345678', '+31612345678'],
    ['050 123 45 67', '+31501234567'],
    ['+32 470 12 34 56', '+32470123456'],
  ])('reads %s as %s', (phone, e164) => {
    expect(toE164(phone)).toBe(e164);
  });

  it.each(['', 'geen', '06 1234', '+31 6 1234 56789', '612345678'])('finds no number in %j', (phone) => {
    expect(toE164(phone)).toBeUndefined();
  });
});
