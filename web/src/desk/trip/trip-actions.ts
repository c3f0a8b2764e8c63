import type { DeskAbility } from '#common/contracts/admin.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';

/** What the desk offers to do with a trip. */
export type TripAction = 'confirm' | 'assign' | 'reassign' | 'done' | 'undoDone' | 'noShow' | 'cancel' | 'fetchStatus';

/** The state each move leads to. */
export const actionTarget = {
  confirm: 'confirmed',
  assign: 'assigned',
  reassign: 'assigned',
  done: 'done',
  noShow: 'no_show',
  cancel: 'canceled',
} as const satisfies Partial<Record<TripAction, TripStatus>>;

/**
 * The actions of a trip in `status` for a member with `abilities`, in the order the desk shows them: the lifecycle of
 * docs/reference/states.md#booked-trips (new → confirmed → assigned → done | no-show, a new trip of a paid or booked
 * order confirmed and assigned at once, cancelled from any open state, another driver or vehicle while assigned, a done
 * undone within minutes: the server says when it is too late), only with `tripActions`; "fetch status" while the order
 * has a payment to ask about.
 */
export function tripActions(
  status: TripStatus,
  abilities: readonly DeskAbility[],
  hasPayment: boolean,
  orderConfirmed: boolean,
): TripAction[] {
  if (!abilities.includes('tripActions')) return [];
  const moves: Record<TripStatus, TripAction[]> = {
    new: orderConfirmed ? ['confirm', 'assign', 'cancel'] : ['confirm', 'cancel'],
    confirmed: ['assign', 'cancel'],
    assigned: ['done', 'noShow', 'reassign', 'cancel'],
    done: ['undoDone'],
    no_show: [],
    canceled: [],
  };
  return hasPayment ? [...moves[status], 'fetchStatus'] : moves[status];
}
