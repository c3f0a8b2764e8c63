import { isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import { toDate, type Database } from '../../db/tables.ts';

/** A limit of `max` counted attempts per key within `windowMs`. */
export interface Limit {
  max: number;
  windowMs: number;
}

const minutes = (count: number) => count * 60 * 1000;

/**
 * The limits on guessing passwords and on reset mail (docs/decisions/030-login-limits.md). They are security, not
 * load: they hold whatever RATE_LIMIT says, and live in the database so that every instance and a restart see the same
 * counts.
 */
export const limits = {
  /** Logins of one account (or of one name that is no account) from one client address: the guessing limit. */
  loginPerAccountAddress: { max: 5, windowMs: minutes(15) },
  /** Logins from one client address, whatever the account. */
  loginPerAddress: { max: 20, windowMs: minutes(15) },
  /**
   * Logins of one account from every address it has not logged in from lately: the ceiling of a guess spread over
   * many addresses. The account's known addresses are not held up by it.
   */
  loginPerAccount: { max: 20, windowMs: minutes(15) },
  /** Reset requests for one account (each may send a mail). */
  resetPerAccount: { max: 3, windowMs: minutes(60) },
  /** Reset requests from one client address. */
  resetPerAddress: { max: 10, windowMs: minutes(60) },
} satisfies Record<string, Limit>;

/** How long an address an account logged in from stays known to it: the account's ceiling does not hold it up. */
export const knownAddressMs = 30 * 24 * 60 * minutes(1);

const longestWindowMs = Math.max(...Object.values(limits).map((limit) => limit.windowMs));

/**
 * The client as the limits count it: an IPv4 address as it is (an IPv4 address mapped into IPv6 too), an IPv6 address
 * by its /64, the block one connection usually gets whole, so that stepping through it is one client, not 2^64.
 */
export function clientOf(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An IPv4 tail (`::1.2.3.4`) takes two groups.
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const [head = '', tail] = bare.split('::');
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const all = [...front, ...Array<string>(Math.max(0, 8 - width(front) - width(back))).fill('0'), ...back];
  const prefix = all.slice(0, 4).map((group) => (group.includes('.') ? '0' : Number.parseInt(group, 16).toString(16)));
  return `${prefix.join(':')}::/64`;
}

/** Keys of the counters: an account is counted by customer number, a name that is none by its lowercased text. */
export const throttleKeys = {
  account: (kind: 'login' | 'reset', tenantId: string, customerId: number | undefined, name: string) =>
    customerId === undefined ? `${kind}:name:${tenantId}:${name.toLowerCase()}` : `${kind}:customer:${customerId}`,
  address: (kind: 'login' | 'reset', address: string) => `${kind}:address:${address}`,
  /** One account from one address. */
  accountAddress: (accountKey: string, address: string) => `${accountKey}@${address}`,
};

/** An attempt counted on a key, in the window it was counted in (what giving it back needs). */
interface Counted {
  key: string;
  windowStart: Date;
}

/** Whether an attempt may go on to its check: what it counted, or whether it is the first one refused. */
export type Admission =
  | { ok: true; counted: readonly Counted[] }
  | {
      ok: false;
      /** This attempt is the one that went over a limit (exactly one per key and window): say so once, not per request. */
      first: boolean;
    };

/**
 * Counts one attempt on a key in one statement and answers the count, this attempt included: a window that ended
 * starts again at 1. Two requests at once get two different counts, on SQLite and on PostgreSQL alike (an upsert
 * locks the row it updates), so no more than a limit's `max` attempts ever see a count within it.
 */
async function countUp(db: Kysely<Database>, key: string, limit: Limit, now: Date) {
  const ended = new Date(now.getTime() - limit.windowMs);
  const row = await db
    .insertInto('login_counters')
    .values({ key, count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const over = eb('login_counters.window_start', '<=', ended);
        return {
          count: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('login_counters.count', '+', 1))
            .end(),
          window_start: eb.case().when(over).then(now).else(eb.ref('login_counters.window_start')).end(),
        };
      }),
    )
    .returning(['count', 'window_start'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  // A new window (or key): a moment to forget the counters whose windows all ended.
  if (count === 1)
    await db
      .deleteFrom('login_counters')
      .where('window_start', '<', new Date(now.getTime() - longestWindowMs))
      .execute();
  return { count, counted: { key, windowStart: toDate(row.window_start) } };
}

/** Takes back attempts counted, within the window they were counted in (a later one keeps its count). */
async function giveBack(db: Kysely<Database>, counted: readonly Counted[]): Promise<void> {
  for (const { key, windowStart } of counted)
    await db
      .updateTable('login_counters')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('count', '>', 0)
      .execute();
}

/**
 * Counts the attempt on each key in turn, before anything is checked; the first key over its limit refuses it, and
 * what it counted on the keys before is given back (so an attempt refused for one key costs the others nothing).
 */
export async function admit(
  db: Kysely<Database>,
  checks: ReadonlyArray<{ key: string; limit: Limit }>,
  now = new Date(),
): Promise<Admission> {
  const counted: Counted[] = [];
  for (const { key, limit } of checks) {
    const attempt = await countUp(db, key, limit, now);
    if (attempt.count > limit.max) {
      // The key over its limit keeps the count, so exactly one attempt per window is the first one over it.
      await giveBack(db, counted);
      return { ok: false, first: attempt.count === limit.max + 1 };
    }
    counted.push(attempt.counted);
  }
  return { ok: true, counted };
}

/** Who logs in: the account's key (an unknown name's too) and the client address. */
export interface LoginKey {
  accountKey: string;
  address: string;
}

/**
 * Admits a login attempt (a password or a desk code) before it is checked: 5 per account from one address, 20 from
 * one address, and 20 per account from the addresses it was not logged in from within 30 days
 * (docs/decisions/030-login-limits.md). Counted first, in that order, so an address over its own limits adds nothing to
 * the account's ceiling.
 */
export async function admitLogin(db: Kysely<Database>, login: LoginKey, now = new Date()): Promise<Admission> {
  const known = await knownAddress(db, login, now);
  const client = clientOf(login.address);
  return admit(
    db,
    [
      { key: throttleKeys.accountAddress(login.accountKey, client), limit: limits.loginPerAccountAddress },
      { key: throttleKeys.address('login', client), limit: limits.loginPerAddress },
      ...(known ? [] : [{ key: login.accountKey, limit: limits.loginPerAccount }]),
    ],
    now,
  );
}

/**
 * An attempt that was right gives its count back; the failures counted before it stay until their window ends. Wiping
 * them would let a burst that holds the right password check more wrong ones than the limit
 * (docs/decisions/030-login-limits.md).
 */
export async function passed(db: Kysely<Database>, admission: Admission): Promise<void> {
  if (admission.ok) await giveBack(db, admission.counted);
}

/** A login done: the attempt gives its count back, and the address becomes known to the account for 30 days. */
export async function loggedIn(
  db: Kysely<Database>,
  login: LoginKey,
  admission: Admission,
  now = new Date(),
): Promise<void> {
  await passed(db, admission);
  await db
    .insertInto('login_known_addresses')
    .values({ account_key: login.accountKey, address: clientOf(login.address), logged_in_at: now })
    .onConflict((conflict) => conflict.columns(['account_key', 'address']).doUpdateSet({ logged_in_at: now }))
    .execute();
  await db
    .deleteFrom('login_known_addresses')
    .where('logged_in_at', '<', new Date(now.getTime() - knownAddressMs))
    .execute();
}

async function knownAddress(db: Kysely<Database>, login: LoginKey, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('login_known_addresses')
    .select('address')
    .where('account_key', '=', login.accountKey)
    .where('address', '=', clientOf(login.address))
    .where('logged_in_at', '>', new Date(now.getTime() - knownAddressMs))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Admits a reset request: every request counts, 10 per address and 3 per account an hour, the address first (an
 * address over its limit adds nothing to the account's count).
 */
export async function admitReset(db: Kysely<Database>, reset: LoginKey, now = new Date()): Promise<Admission> {
  return admit(
    db,
    [
      { key: throttleKeys.address('reset', clientOf(reset.address)), limit: limits.resetPerAddress },
      { key: reset.accountKey, limit: limits.resetPerAccount },
    ],
    now,
  );
}
