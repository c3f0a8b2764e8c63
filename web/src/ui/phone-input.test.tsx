// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { limitDigits } from './phone-input.tsx';

describe('limitDigits', () => {
  it('keeps at most 17 digits of what was typed (SPEC §5)', () => {
    expect(limitDigits('+31 6 1234 5678')).toBe('+31 6 1234 5678');
    expect(limitDigits('123456789012345678901')).toBe('12345678901234567');
    expect(limitDigits('+1 (234) 567-8901-2345-6789-00')).toBe('+1 (234) 567-8901-2345-67');
  });
});
