import type { Kysely } from 'kysely';
import type { CreateStaffRequest, StaffMember, UpdateStaffRequest } from '#common/contracts/admin.ts';
import type { DialectName } from '../../db/dialect.ts';
import type { Database } from '../../db/tables.ts';
import { hashPassword } from '../customers/passwords.ts';
import { recordAudit, staffTarget, type AuditRecord } from './desk-audit.ts';
import { endStaffSessions } from './desk-sessions.ts';
import { done, refused, type DeskOutcome } from './outcome.ts';
import { findStaffById, insertStaff, staffColumns, toStaffMember } from './staff-store.ts';
import { newTotpSecret } from './totp.ts';

/** Who made a staff member: an admin in the desk, or (no staff member) the operator's CLI or the demo seed. */
export type StaffCreator = { staffId: number } | { via: 'cli' | 'demo' };

/**
 * A new staff member of the tenant with a fresh TOTP secret, enrolled at their first login (or beforehand with
 * `totp`: the demo staff); the audit history records who made them. `emailTaken` when the tenant has that email.
 */
export async function createStaff(
  db: Kysely<Database>,
  tenantId: string,
  input: CreateStaffRequest,
  creator: StaffCreator,
  { totp, now = new Date() }: { totp?: { secret: string; enrolledAt: Date }; now?: Date } = {},
): Promise<DeskOutcome<StaffMember>> {
  const member = await insertStaff(
    db,
    {
      tenantId,
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
      totpSecret: totp?.secret ?? newTotpSecret(),
      ...(totp ? { totpEnrolledAt: totp.enrolledAt } : {}),
    },
    now,
  );
  if (!member) return refused('emailTaken');
  await recordAudit(
    db,
    {
      tenantId,
      staffId: 'staffId' in creator ? creator.staffId : null,
      action: 'staff_created',
      target: staffTarget(member.id),
      detail: { email: member.email, role: member.role, ...('via' in creator ? { via: creator.via } : {}) },
    },
    now,
  );
  return done(member);
}

/**
 * An admin's change to a staff member of the tenant (docs/decisions/019-staff-accounts.md): role, disabled, a new
 * authenticator. An admin cannot demote or disable themself, and only an active admin changes anyone: so the last
 * admin of a tenant stays. On PostgreSQL the tenant's admins are locked for the change, so two admins demoting each
 * other at the same moment are one after the other (the second is no admin any more); SQLite runs one transaction at a
 * time anyway.
 */
export async function changeStaff(
  db: Kysely<Database>,
  dialect: DialectName,
  input: { tenantId: string; actorId: number; staffId: number; change: UpdateStaffRequest },
  now = new Date(),
): Promise<DeskOutcome<StaffMember>> {
  const { tenantId, actorId, staffId, change } = input;
  return db.transaction().execute(async (trx) => {
    const activeAdmins = trx
      .selectFrom('staff')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .orderBy('id');
    const admins = await (dialect === 'postgres' ? activeAdmins.forUpdate() : activeAdmins).execute();
    if (!admins.some((admin) => admin.id === actorId)) return refused('forbidden');

    const target = await findStaffById(trx, tenantId, staffId);
    if (!target) return refused('staffNotFound');
    const newRole = change.role !== undefined && change.role !== target.role ? change.role : undefined;
    const disable = change.disabled === true && target.disabled_at === null;
    const enable = change.disabled === false && target.disabled_at !== null;
    if (target.id === actorId && (newRole !== undefined || disable)) return refused('cannotChangeSelf');

    const audit: AuditRecord[] = [];
    const about = { tenantId, staffId: actorId, target: staffTarget(target.id) };
    if (newRole !== undefined)
      audit.push({ ...about, action: 'staff_role_changed', detail: { from: target.role, to: newRole } });
    if (disable) audit.push({ ...about, action: 'staff_disabled' });
    if (enable) audit.push({ ...about, action: 'staff_enabled' });
    if (change.resetTotp) audit.push({ ...about, action: 'totp_reset' });

    if (audit.length === 0) return done(toStaffMember(target));

    const updated = await trx
      .updateTable('staff')
      .set({
        ...(newRole !== undefined ? { role: newRole } : {}),
        ...(disable ? { disabled_at: now } : {}),
        ...(enable ? { disabled_at: null } : {}),
        ...(change.resetTotp ? { totp_secret: newTotpSecret(), totp_enrolled_at: null, totp_last_step: null } : {}),
      })
      .where('id', '=', target.id)
      .returning(staffColumns)
      .executeTakeFirstOrThrow();
    // Out at once: a disabled member, and whoever holds the lost authenticator.
    if (disable || change.resetTotp) await endStaffSessions(trx, target.id);
    await recordAudit(trx, audit, now);
    return done(toStaffMember(updated));
  });
}
