import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';

/** A limit of `max` counted attempts per key within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60 * 1000;

/**
 * The limits on guessing passwords and on reset mail (docs/decisions/011). They are security, not load: they hold
 * whatever RATE_LIMIT says, and live in the database so that every instance and a restart see the same counts.
 */
export const limits = {
  /** Failed logins of one account (or of one name that is no account: the same answer either way). */
  loginPerAccount: { max: 5, windowMs: minutes(15) },
  /** Failed logins from one client address, whatever the account. */
  loginPerAddress: { max: 20, windowMs: minutes(15) },
  /** Reset requests for one account (each may send a mail). */
  resetPerAccount: { max: 3, windowMs: minutes(60) },
  /** Reset requests from one client address. */
  resetPerAddress: { max: 10, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

/** Keys of the counters: an account is counted by customer number, a name that is none by its lowercased text. */
export const throttleKeys = {
  account: (kind: 'login' | 'reset', tenantId: string, customerId: number | undefined, name: string) =>
    customerId === undefined ? `${kind}:name:${tenantId}:${name.toLowerCase()}` : `${kind}:customer:${customerId}`,
  address: (kind: 'login' | 'reset', address: string) => `${kind}:address:${address}`,
};

/** Whether any of the keys reached its limit. */
export async function overLimit(
  db: Kysely<Database>,
  checks: ReadonlyArray<{ key: string; limit: Limit }>,
  now = new Date(),
): Promise<boolean> {
  for (const { key, limit } of checks) {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('key', '=', key)
      .where('attempted_at', '>', new Date(now.getTime() - limit.windowMs))
      .executeTakeFirst();
    if (Number(row?.count ?? 0) >= limit.max) return true;
  }
  return false;
}

/** Counts one attempt for each key, and forgets this key's attempts older than the longest window. */
export async function countAttempt(db: Kysely<Database>, keys: readonly string[], now = new Date()): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insertInto('login_attempts')
    .values(keys.map((key) => ({ key, attempted_at: now })))
    .execute();
  const longest = Math.max(...Object.values(limits).map((limit) => limit.windowMs));
  await db
    .deleteFrom('login_attempts')
    .where('key', 'in', keys)
    .where('attempted_at', '<', new Date(now.getTime() - longest))
    .execute();
}

/** Forgets the attempts of a key (a successful login clears the account's failures). */
export async function clearAttempts(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}
