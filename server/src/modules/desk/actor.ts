import type { Kysely } from 'kysely';
import {
  roleMay,
  type AuditAction,
  type AuditDetail,
  type DeskAbility,
  type StaffRole,
} from '#common/contracts/admin.ts';
import type { Database } from '../../db/tables.ts';
import type { ChangedBy } from '../orders/trip-history.ts';
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

/**
 * The customer acting on their own booking through its manage link (docs/decisions/022-manage-booking.md): the manage
 * service has found the trip by the link's token and applied the tenant's cutoff before it hands this over, so the
 * desk's services make the customer's change the same way as a staff member's, with the customer in the history.
 */
export interface CustomerActor {
  tenantId: string;
  role: 'customer';
}

/** Whoever changes a trip through the desk's services. */
export type TripActor = DeskActor | CustomerActor;

/** What the customer may do to their own trip: cancel it (with its refund) and change it. */
const customerAbilities: ReadonlySet<DeskAbility> = new Set(['tripActions', 'refund']);

/** Whether the actor's role may do it (`roleAbilities`, the one table of the desk's roles). */
export const may = (actor: TripActor, ability: DeskAbility): boolean =>
  actor.role === 'customer' ? customerAbilities.has(ability) : roleMay(actor.role, ability);

/** The staff member who acts; null for the customer. */
export const staffIdOf = (actor: TripActor): number | null => (actor.role === 'customer' ? null : actor.staffId);

/** Who made a change, for the trip's history. */
export const changedBy = (actor: TripActor): ChangedBy =>
  actor.role === 'customer' ? { actor: 'customer' } : { actor: 'staff', staffId: actor.staffId };

/** What a desk action was done to, as the audit history names it. */
export const tripTarget = (tripId: number) => `trip:${tripId}`;
export const orderTarget = (orderId: number) => `order:${orderId}`;
export const driverTarget = (driverId: number) => `driver:${driverId}`;
export const vehicleTarget = (vehicleId: number) => `vehicle:${vehicleId}`;

/**
 * The staff member's action in the audit history (docs/decisions/020-trip-lifecycle-and-refunds.md), given the
 * transaction of the change itself: the change and its entry are written together or not at all.
 */
export async function auditAction(
  db: Kysely<Database>,
  actor: TripActor,
  entry: { action: AuditAction; target: string; detail?: AuditDetail },
  now: Date,
): Promise<void> {
  // The audit history is what staff did; a customer's own change is in the trip's history only.
  if (actor.role === 'customer') return;
  await recordAudit(db, { tenantId: actor.tenantId, staffId: actor.staffId, ...entry }, now);
}
