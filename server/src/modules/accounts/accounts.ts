import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { customerColumns, toCustomer, type Customer } from '../customers/customers.ts';
import { dummyPasswordHash, verifyPassword } from '../customers/passwords.ts';
import { admitLogin, loggedIn, throttleKeys } from './throttle.ts';

export interface Account {
  customer: Customer;
  passwordHash: string;
  /** A company's disabled user (docs/decisions/049-companies.md): the password is right, the login refused. */
  disabled: boolean;
}

/**
 * The account a login names within the tenant: by username (exactly), else by email (any case). Guests (no
 * username, no password) are never accounts. An email that two accounts share names neither: the customer logs in
 * with the username then.
 */
export async function findAccount(db: Kysely<Database>, tenantId: string, name: string): Promise<Account | undefined> {
  const accounts = db
    .selectFrom('customers')
    .select([...customerColumns, 'password_hash', 'disabled_at'])
    .where('tenant_id', '=', tenantId)
    .where('username', 'is not', null)
    .where('password_hash', 'is not', null);
  const byUsername = await accounts.where('username', '=', name).executeTakeFirst();
  const rows = byUsername
    ? [byUsername]
    : await accounts
        .where((eb) => eb(eb.fn('lower', ['email']), '=', name.toLowerCase()))
        .limit(2)
        .execute();
  const row = rows.length === 1 ? rows[0] : undefined;
  return row?.password_hash
    ? { customer: toCustomer(row), passwordHash: row.password_hash, disabled: row.disabled_at !== null }
    : undefined;
}

export type LoginOutcome =
  { ok: true; customer: Customer } | { ok: false; reason: 'loginFailed' | 'tooManyAttempts' | 'accountDisabled' };

/**
 * Checks a login: the attempt is counted before the password is looked at, and refused when that makes too many for
 * the account from this address, for the address, or for the account from addresses it was not logged in from lately
 * (docs/decisions/030-login-limits.md). A failure stays counted until its window ends; a success gives its own count
 * back and makes the address known to the account.
 */
export async function authenticate(
  db: Kysely<Database>,
  input: { tenantId: string; name: string; password: string; address: string },
  now = new Date(),
): Promise<LoginOutcome> {
  const account = await findAccount(db, input.tenantId, input.name);
  const login = {
    accountKey: throttleKeys.account('login', input.tenantId, account?.customer.id, input.name),
    address: input.address,
  };
  const admission = await admitLogin(db, login, now);
  if (!admission.ok) return { ok: false, reason: 'tooManyAttempts' };
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !matches) return { ok: false, reason: 'loginFailed' };
  // Said only to who knows the password: a disabled user learns why, a guesser learns nothing.
  if (account.disabled) return { ok: false, reason: 'accountDisabled' };
  await loggedIn(db, login, admission, now);
  return { ok: true, customer: account.customer };
}

/** Sets a new password and ends every session of the customer (a reset or an operator's reset-password). */
export async function setPassword(db: Kysely<Database>, customerId: number, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('customers').set({ password_hash: passwordHash }).where('id', '=', customerId).execute();
    await trx.deleteFrom('sessions').where('customer_id', '=', customerId).execute();
  });
}
