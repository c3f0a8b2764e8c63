import type { Kysely } from 'kysely';
import type { StaffRole } from '#common/contracts/admin.ts';
import type { Database } from '../../db/tables.ts';
import { createStaff } from './staff-admin.ts';
import { findStaffByEmail } from './staff-store.ts';

/**
 * The TOTP secret of every demo staff member (README, "Desk demo logins"). It is public, so it is for the demo
 * only: an operator's own staff enrol an authenticator of their own by QR code at their first login.
 */
export const demoTotpSecret = 'TAXIDEMODESKONLYTAXIDEMODESKONLY';
export const demoStaffPassword = 'Desk-demo-2026';

/** An admin and a dispatcher for each shipped demo tenant, seeded only where that tenant is configured. */
export const demoStaff: ReadonlyArray<{ tenantId: string; email: string; name: string; role: StaffRole }> = [
  { tenantId: 'demo', email: 'admin@taxi-martini.example', name: 'Anne de Vries', role: 'admin' },
  { tenantId: 'demo', email: 'dispatcher@taxi-martini.example', name: 'Daan Bakker', role: 'dispatcher' },
  { tenantId: 'zakelijk', email: 'admin@noordvervoer.example', name: 'Sanne Jansen', role: 'admin' },
  { tenantId: 'zakelijk', email: 'dispatcher@noordvervoer.example', name: 'Bram Visser', role: 'dispatcher' },
  { tenantId: 'festival', email: 'admin@zomerklank.example', name: 'Lotte Huisman', role: 'admin' },
  { tenantId: 'festival', email: 'dispatcher@zomerklank.example', name: 'Jelmer Postma', role: 'dispatcher' },
];

/** Creates the demo staff that are missing, already enrolled with the demo secret; a second start changes nothing. */
export async function seedDemoStaff(db: Kysely<Database>, tenantIds: readonly string[]): Promise<void> {
  for (const member of demoStaff) {
    if (!tenantIds.includes(member.tenantId)) continue;
    if (await findStaffByEmail(db, member.tenantId, member.email)) continue;
    await createStaff(
      db,
      member.tenantId,
      { email: member.email, name: member.name, role: member.role, password: demoStaffPassword },
      { via: 'demo' },
      { totp: { secret: demoTotpSecret, enrolledAt: new Date() } },
    );
  }
}
