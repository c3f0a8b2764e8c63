import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the parameters of docs/architecture.md#security (OWASP's minimum: 19 MiB, 2 passes, 1 lane).
 * `algorithm: 2` is Argon2id: the package declares it as a const enum, which erasable TypeScript cannot import.
 */
const argon2idOptions = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2idOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as an error page.
    return false;
  }
}

/** A hash no password matches in practice, verified when the account does not exist so both answers take as long. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword(`no account ${Math.random()}`));
