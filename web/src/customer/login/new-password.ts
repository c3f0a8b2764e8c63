import { minPasswordLength } from '#common/contracts/account.ts';

/** Why a new password cannot be sent yet, as a translation key, or null when it can. */
export function newPasswordProblem(password: string, repeated: string): 'passwordTooShort' | 'passwordsDiffer' | null {
  if (password.length < minPasswordLength) return 'passwordTooShort';
  if (password !== repeated) return 'passwordsDiffer';
  return null;
}
