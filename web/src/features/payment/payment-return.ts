import type { PlacedOrder } from '#common/contracts/cart-transaction.ts';
import type { OrderDetails } from '../../shared/order/placed-order.ts';

/**
 * What a return from the payment provider shows (docs/reference/screens.md#checkout): paid, failed or expired, or
 * cancelled by the customer at the provider (`/payment/cancelled/<hash>`), which is no failure.
 */
export type PaymentOutcome = 'success' | 'failed' | 'cancelled' | 'invalid';

const statuses: readonly string[] = ['success', 'failed', 'cancelled'] satisfies PaymentOutcome[];
const isStatus = (status: string | undefined): status is Exclude<PaymentOutcome, 'invalid'> =>
  status !== undefined && statuses.includes(status);

/**
 * A return is trusted only when its hash is the hash of the order this browser placed at checkout; an unknown
 * status, no stored order or another hash all make the page invalid (pageInvalid).
 */
export function paymentOutcome(
  status: string | undefined,
  hash: string | undefined,
  order: PlacedOrder | null,
): PaymentOutcome {
  if (!isStatus(status)) return 'invalid';
  if (!order || hash !== order.orderHash) return 'invalid';
  return status;
}

/** The details checkout kept for the order, or null when they belong to another order (or none were kept). */
export function detailsOfOrder(order: PlacedOrder | null, details: OrderDetails | null): OrderDetails | null {
  return order && details && details.orderHash === order.orderHash ? details : null;
}
