import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('stores argon2id with 19 MiB, 2 passes and 1 lane, and never the password itself', async () => {
    const stored = await hashPassword('Correct horse 42');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('Correct horse 42');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Correct horse 42');
    expect(await verifyPassword(stored, 'Correct horse 42')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse 42')).toBe(false);
  });

  it('reads a damaged stored hash as a wrong password', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
