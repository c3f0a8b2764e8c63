import type { Kysely } from 'kysely';
import type { DeskStaff, StaffMember, StaffRole } from '#common/contracts/admin.ts';
import { toDate, type Database, type StaffRow } from '../../db/tables.ts';

/** The columns a staff member is shown with: never the password hash or the TOTP secret. */
export const staffColumns = [
  'id',
  'tenant_id',
  'email',
  'name',
  'role',
  'totp_enrolled_at',
  'disabled_at',
  'created_at',
] as const;
type ShownStaffRow = Pick<StaffRow, (typeof staffColumns)[number]>;

/** A staff row as the desk sees it: the one mapping from the table to the wire. */
export function toStaffMember(row: ShownStaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    totpEnrolled: row.totp_enrolled_at !== null,
    disabled: row.disabled_at !== null,
    createdAt: toDate(row.created_at).toISOString(),
  };
}

export const toDeskStaff = ({ id, email, name, role }: StaffMember): DeskStaff => ({ id, email, name, role });

/** The staff member of the tenant with that email, in any case; with the secrets the login needs. */
export async function findStaffByEmail(
  db: Kysely<Database>,
  tenantId: string,
  email: string,
): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export async function findStaffById(
  db: Kysely<Database>,
  tenantId: string,
  staffId: number,
): Promise<StaffRow | undefined> {
  return db
    .selectFrom('staff')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', staffId)
    .executeTakeFirst();
}

/** The tenant's staff, by name. */
export async function listStaff(db: Kysely<Database>, tenantId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('staff')
    .select(staffColumns)
    .where('tenant_id', '=', tenantId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toStaffMember);
}

export interface NewStaff {
  tenantId: string;
  email: string;
  name: string;
  role: StaffRole;
  /** argon2id. */
  passwordHash: string;
  totpSecret: string;
  /** Set for an authenticator enrolled beforehand (the demo staff); else the first login enrols. */
  totpEnrolledAt?: Date;
}

/** Stores a new staff member; undefined when the tenant has one with that email (in any case). */
export async function insertStaff(
  db: Kysely<Database>,
  staff: NewStaff,
  now = new Date(),
): Promise<StaffMember | undefined> {
  const row = await db
    .insertInto('staff')
    .values({
      tenant_id: staff.tenantId,
      email: staff.email.trim(),
      name: staff.name.trim(),
      role: staff.role,
      password_hash: staff.passwordHash,
      totp_secret: staff.totpSecret,
      totp_enrolled_at: staff.totpEnrolledAt ?? null,
      totp_last_step: null,
      disabled_at: null,
      created_at: now,
    })
    // The unique index on (tenant_id, lower(email)) decides, also between two requests at the same moment.
    .onConflict((conflict) => conflict.doNothing())
    .returning(staffColumns)
    .executeTakeFirst();
  return row ? toStaffMember(row) : undefined;
}
