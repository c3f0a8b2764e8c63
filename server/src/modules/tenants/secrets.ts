import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A tenant's secrets at rest (docs/decisions/044-configuration-versions.md): AES-256-GCM with a key derived from
 * SECRET_KEY by HKDF-SHA-256; stored as `enc:v1:<iv>:<tag>:<ciphertext>` (base64url). A wrong key fails the tag check.
 */
const prefix = 'enc:v1:';

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

export interface SecretBox {
  encrypt(plain: string): string;
  /** Throws SecretKeyError when the key is not the one it was encrypted with. */
  decrypt(stored: string): string;
}

export const isEncrypted = (value: string) => value.startsWith(prefix);

/** The box of SECRET_KEY; undefined without one (then a stored secret stops the start: `requireSecretBox`). */
export function secretBox(secretKey: string | undefined): SecretBox | undefined {
  if (secretKey === undefined) return undefined;
  const key = Buffer.from(hkdfSync('sha256', secretKey, 'taxi-tenant-secrets', 'aes-256-gcm v1', 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${prefix}${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    decrypt(stored) {
      const [iv, tag, data] = stored.slice(prefix.length).split(':');
      if (!isEncrypted(stored) || iv === undefined || tag === undefined || data === undefined)
        throw new SecretKeyError('not an encrypted secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretKeyError('SECRET_KEY does not decrypt it');
      }
    },
  };
}

/** What a call shows of a secret: its last four characters. */
export const maskSecret = (secret: string) => `••••${secret.slice(-4)}`;
