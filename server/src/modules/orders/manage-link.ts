import type { OrderRow } from '../../db/tables.ts';

/**
 * The customer's page to manage the order (docs/decisions/022-manage-booking.md), on the tenant's host the order was
 * placed from (its return origin); none for an order made before manage links existed.
 */
export const manageLink = (order: Pick<OrderRow, 'return_origin' | 'manage_token'>): string | undefined =>
  order.manage_token ? `${order.return_origin}/manage/${order.manage_token}` : undefined;
