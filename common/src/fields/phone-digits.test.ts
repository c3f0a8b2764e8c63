import { describe, expect, it } from 'vitest';
import { phoneDigits } from './phone-digits.ts';

describe('phoneDigits', () => {
  it('reads every usual spelling of one Dutch number as the same digits', () => {
    for (const spelling of ['06-20110866', '+31 6 2011 0866', '0031 620110866', '(06) 201 108 66', '+31620110866'])
      expect(phoneDigits(spelling)).toBe('31620110866');
  });

  it('keeps a foreign number international and gives nothing for too few digits', () => {
    expect(phoneDigits('+32 470 12 34 56')).toBe('32470123456');
    expect(phoneDigits('0620')).toBe('');
    expect(phoneDigits('')).toBe('');
  });
});
