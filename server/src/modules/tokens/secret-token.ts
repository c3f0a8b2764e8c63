import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets that go into a cookie or a link (a session, a password-reset link, a payment return): 32 random bytes
 * in base64url. Only their SHA-256 is stored, so whoever reads the database cannot use one.
 */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What a token looks like: a value of another shape is refused before the database is asked. */
export const secretTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: its SHA-256 in hex. */
export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');
