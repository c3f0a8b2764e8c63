import type { Kysely } from 'kysely';
import {
  roleMay,
  type AuditAction,
  type AuditDetail,
  type DeskAbility,
  type StaffRole,
} from '#common/contracts/admin.ts';
import type { Database } from '../../db/tables.ts';
import { recordAudit } from '../staff/desk-audit.ts';

/**
 * Who acts at the desk, as `app.staff.actor` hands it over from the staff session. Every desk service checks the tenant
 * (a trip of another tenant is not found), and what changes something checks the role's ability again: the server is
 * the authority.
 */
export interface DeskActor {
  tenantId: string;
  staffId: number;
  role: StaffRole;
}

/** Whether the actor's role may do it (`roleAbilities`, the one table of the desk's roles). */
export const may = (actor: DeskActor, ability: DeskAbility): boolean => roleMay(actor.role, ability);

/** A staff member's change, for the trip's history. */
export const changedBy = (actor: DeskActor) => ({ actor: 'staff', staffId: actor.staffId }) as const;

/** What a desk action was done to, as the audit history names it. */
export const tripTarget = (tripId: number) => `trip:${tripId}`;
export const orderTarget = (orderId: number) => `order:${orderId}`;
export const driverTarget = (driverId: number) => `driver:${driverId}`;

/**
 * The staff member's action in the audit history (docs/decisions/020-trip-lifecycle-and-refunds.md), given the
 * transaction of the change itself: the change and its entry are written together or not at all.
 */
export function auditAction(
  db: Kysely<Database>,
  actor: DeskActor,
  entry: { action: AuditAction; target: string; detail?: AuditDetail },
  now: Date,
): Promise<void> {
  return recordAudit(db, { tenantId: actor.tenantId, staffId: actor.staffId, ...entry }, now);
}
