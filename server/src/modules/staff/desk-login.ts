import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '../../db/tables.ts';
import { clearAttempts, countAttempt, limits, overLimit, throttleKeys } from '../accounts/throttle.ts';
import { dummyPasswordHash, verifyPassword } from '../customers/passwords.ts';
import { recordAudit } from './desk-audit.ts';
import { refused, done, type DeskOutcome } from './outcome.ts';
import { findStaffByEmail, findStaffById } from './staff-store.ts';
import { stepOfCode } from './totp.ts';

/**
 * The throttle keys of a desk login, in the style of the customers' (docs/decisions/011-accounts-and-sessions.md): a
 * staff member by id, an email that is none by its lowercased text, the client address shared with customer logins.
 * Wrong passwords and wrong codes count alike.
 */
const staffKey = (tenantId: string, staffId: number | undefined, email: string) =>
  staffId === undefined ? `login:staff-name:${tenantId}:${email.trim().toLowerCase()}` : `login:staff:${staffId}`;

const checksOf = (accountKey: string, address: string) => [
  { key: accountKey, limit: limits.loginPerAccount },
  { key: throttleKeys.address('login', address), limit: limits.loginPerAddress },
];

async function countFailure(db: Kysely<Database>, accountKey: string, address: string, now: Date): Promise<void> {
  await countAttempt(db, [accountKey, throttleKeys.address('login', address)], now);
}

/**
 * The first factor: the staff member whose password this is. Unknown email, wrong password and a disabled member get
 * one answer, and take as long (an unknown email is checked against a dummy hash). Refused before the password is
 * looked at when the account or the address had too many failures.
 */
export async function checkPassword(
  db: Kysely<Database>,
  input: { tenantId: string; email: string; password: string; address: string },
  now = new Date(),
): Promise<DeskOutcome<StaffRow>> {
  const staff = await findStaffByEmail(db, input.tenantId, input.email);
  const accountKey = staffKey(input.tenantId, staff?.id, input.email);
  if (await overLimit(db, checksOf(accountKey, input.address), now)) return refused('tooManyAttempts');
  const matches = await verifyPassword(staff?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!staff || !matches || staff.disabled_at !== null) {
    await countFailure(db, accountKey, input.address, now);
    await recordAudit(
      db,
      {
        tenantId: input.tenantId,
        staffId: staff?.id ?? null,
        action: 'login_failed',
        detail: { email: input.email.trim().toLowerCase(), reason: staff && matches ? 'disabled' : 'password' },
      },
      now,
    );
    return refused('loginFailed');
  }
  return done(staff);
}

/**
 * The second factor: a code of the staff member's secret, within one step of now, and of a later step than the last
 * accepted one (a code works once). Accepting the first code enrols the secret. A success clears the account's
 * failures.
 */
export async function checkCode(
  db: Kysely<Database>,
  input: { tenantId: string; staffId: number; code: string; address: string },
  now = new Date(),
): Promise<DeskOutcome<{ enrolled: boolean }>> {
  const staff = await findStaffById(db, input.tenantId, input.staffId);
  if (!staff || staff.disabled_at !== null) return refused('loginRequired');
  const accountKey = staffKey(input.tenantId, staff.id, staff.email);
  if (await overLimit(db, checksOf(accountKey, input.address), now)) return refused('tooManyAttempts');

  const step = stepOfCode(staff.totp_secret, input.code, now);
  // One conditional update: of two requests with the same code only one gets through.
  const accepted =
    step !== undefined &&
    (
      await db
        .updateTable('staff')
        .set({ totp_last_step: step, ...(staff.totp_enrolled_at === null ? { totp_enrolled_at: now } : {}) })
        .where('id', '=', staff.id)
        .where('totp_secret', '=', staff.totp_secret)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst()
    ).numUpdatedRows === 1n;
  if (!accepted) {
    await countFailure(db, accountKey, input.address, now);
    await recordAudit(
      db,
      {
        tenantId: input.tenantId,
        staffId: staff.id,
        action: 'login_failed',
        detail: { reason: step === undefined ? 'code' : 'codeReused' },
      },
      now,
    );
    return refused('codeInvalid');
  }
  await clearAttempts(db, accountKey);
  return done({ enrolled: staff.totp_enrolled_at === null });
}
