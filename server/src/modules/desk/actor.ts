/** A staff member's role (issue 11): `admin` may do everything, `dispatcher` the board and the trip actions. */
export type StaffRole = 'admin' | 'dispatcher';

/**
 * Who acts at the desk, as the routes hand it over from the staff session. Every desk service checks the tenant (a
 * trip of another tenant is not found) and the role itself: the server is the authority.
 */
export interface DeskActor {
  tenantId: string;
  staffId: number;
  role: StaffRole;
}

/** Money goes back to customers only by an admin's hand. */
export const mayRefund = (actor: DeskActor): boolean => actor.role === 'admin';

/** The driver list is the operator's setting: admins keep it, dispatchers pick from it. */
export const mayManageDrivers = (actor: DeskActor): boolean => actor.role === 'admin';

/** A staff member's change, for the trip's history. */
export const changedBy = (actor: DeskActor) => ({ actor: 'staff', staffId: actor.staffId }) as const;
