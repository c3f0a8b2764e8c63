import { describe, expect, it } from 'vitest';
import { isEncrypted, maskSecret, secretBox, SecretKeyError } from './secrets.ts';

describe('the tenants’ secrets at rest', () => {
  const box = secretBox('a-key-of-at-least-sixteen')!;
  const key = 'live_abcdefghijklmnopqrstuvwxyz12';

  it('encrypts a secret so that its text is nowhere in the stored form, and opens it again', () => {
    const stored = box.encrypt(key);
    expect(isEncrypted(stored)).toBe(true);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(5, 15));
    expect(box.decrypt(stored)).toBe(key);
  });

  it('makes another stored form every time (a fresh IV), each opening to the same secret', () => {
    const first = box.encrypt(key);
    const second = box.encrypt(key);
    expect(first).not.toBe(second);
    expect(box.decrypt(second)).toBe(key);
  });

  it('refuses to open with another key, or a stored form that was changed', () => {
    const stored = box.encrypt(key);
    expect(() => secretBox('another-key-of-sixteen-chars')!.decrypt(stored)).toThrow(SecretKeyError);
    const tampered = `${stored.slice(0, -2)}${stored.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.decrypt(tampered)).toThrow(SecretKeyError);
  });

  it('has no box without a key, and masks a secret to its last four characters', () => {
    expect(secretBox(undefined)).toBeUndefined();
    expect(maskSecret(key)).toBe('••••yz12');
  });
});
