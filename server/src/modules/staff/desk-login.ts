import type { Kysely } from 'kysely';
import type { Database, StaffRow } from '../../db/tables.ts';
import { admitLogin, loggedIn, passed, type Admission, type LoginKey } from '../accounts/throttle.ts';
import { dummyPasswordHash, verifyPassword } from '../customers/passwords.ts';
import { recordAudit } from './desk-audit.ts';
import { refused, done, type DeskOutcome } from './outcome.ts';
import { findStaffByEmail, findStaffById } from './staff-store.ts';
import { stepOfCode } from './totp.ts';

/**
 * The throttle keys of a desk login, in the style of the customers' (docs/decisions/030-login-limits.md): a staff
 * member by id, an email that is none by its lowercased text, the client address shared with customer logins. Wrong
 * passwords and wrong codes count alike.
 */
const staffKey = (tenantId: string, staffId: number | undefined, email: string) =>
  staffId === undefined ? `login:staff-name:${tenantId}:${email.trim().toLowerCase()}` : `login:staff:${staffId}`;

/**
 * A refused attempt: the one that went over a limit leaves one line in the audit history (a burst of them leaves one,
 * not one each).
 */
async function held(
  db: Kysely<Database>,
  admission: Extract<Admission, { ok: false }>,
  entry: { tenantId: string; staffId: number | null; email?: string },
  now: Date,
): Promise<DeskOutcome<never>> {
  if (admission.first)
    await recordAudit(
      db,
      {
        tenantId: entry.tenantId,
        staffId: entry.staffId,
        action: 'login_failed',
        detail: { ...(entry.email === undefined ? {} : { email: entry.email }), reason: 'throttled' },
      },
      now,
    );
  return refused('tooManyAttempts');
}

/**
 * The first factor: the staff member whose password this is. Unknown email, wrong password and a disabled member get
 * one answer, and take as long (an unknown email is checked against a dummy hash). The attempt is counted before the
 * password is looked at, and refused when that makes too many (docs/decisions/030-login-limits.md); a right password
 * gives its count back (the code is still to come), a wrong one stays counted.
 */
export async function checkPassword(
  db: Kysely<Database>,
  input: { tenantId: string; email: string; password: string; address: string },
  now = new Date(),
): Promise<DeskOutcome<StaffRow>> {
  const staff = await findStaffByEmail(db, input.tenantId, input.email);
  const email = input.email.trim().toLowerCase();
  const login: LoginKey = { accountKey: staffKey(input.tenantId, staff?.id, input.email), address: input.address };
  const admission = await admitLogin(db, login, now);
  if (!admission.ok) return held(db, admission, { tenantId: input.tenantId, staffId: staff?.id ?? null, email }, now);
  const matches = await verifyPassword(staff?.password_hash ?? (await dummyPasswordHash()), input.password);
  if (!staff || !matches || staff.disabled_at !== null) {
    await recordAudit(
      db,
      {
        tenantId: input.tenantId,
        staffId: staff?.id ?? null,
        action: 'login_failed',
        detail: { email, reason: staff && matches ? 'disabled' : 'password' },
      },
      now,
    );
    return refused('loginFailed');
  }
  await passed(db, admission);
  return done(staff);
}

/**
 * The second factor: a code of the staff member's secret, within one step of now, and of a later step than the last
 * accepted one (a code works once). Accepting the first code enrols the secret. Counted like a password before it is
 * looked at; a success gives its count back and makes the address known to the member (failures stay counted).
 */
export async function checkCode(
  db: Kysely<Database>,
  input: { tenantId: string; staffId: number; code: string; address: string },
  now = new Date(),
): Promise<DeskOutcome<{ enrolled: boolean }>> {
  const staff = await findStaffById(db, input.tenantId, input.staffId);
  if (!staff || staff.disabled_at !== null) return refused('loginRequired');
  const login: LoginKey = { accountKey: staffKey(input.tenantId, staff.id, staff.email), address: input.address };
  const admission = await admitLogin(db, login, now);
  if (!admission.ok) return held(db, admission, { tenantId: input.tenantId, staffId: staff.id }, now);

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
  await loggedIn(db, login, admission, now);
  return done({ enrolled: staff.totp_enrolled_at === null });
}
