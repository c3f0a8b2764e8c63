import { describe, expect, it } from 'vitest';
import { minPasswordLength } from '#common/contracts/account.ts';
import { newPasswordProblem } from './new-password.ts';

describe('new password', () => {
  const long = 'x'.repeat(minPasswordLength);

  it('asks for the minimum length first, then the same password twice', () => {
    expect(newPasswordProblem('', '')).toBe('passwordTooShort');
    expect(newPasswordProblem(long.slice(1), long.slice(1))).toBe('passwordTooShort');
    expect(newPasswordProblem(long, `${long}y`)).toBe('passwordsDiffer');
    expect(newPasswordProblem(long, long)).toBeNull();
  });
});
