import type { PlacedOrder } from '#common/contracts/cart-transaction.ts';
import { paymentOutcomes, type PaymentOutcomeKey } from '#common/contracts/payment-status.ts';
import type { OrderDetails } from '../../shared/order/placed-order.ts';

/**
 * What a return from the payment provider shows (docs/reference/screens.md#payment): paid, failed or expired,
 * cancelled by the customer at the provider (`/payment/cancelled/<hash>`), which is no failure, or still pending at the
 * provider (`/payment/pending/<hash>#token=<token>`), which checks again by itself.
 */
export type PaymentOutcome = PaymentOutcomeKey | 'invalid';

const statuses: readonly string[] = paymentOutcomes;
const isStatus = (status: string | undefined): status is PaymentOutcomeKey =>
  status !== undefined && statuses.includes(status);

/**
 * A return is trusted only when its hash is the hash of the order this browser placed at checkout; an unknown
 * status, no stored order or another hash all make the page invalid (pageInvalid), and so does a pending return
 * without the token it asks again with.
 */
export function paymentOutcome(
  status: string | undefined,
  hash: string | undefined,
  order: PlacedOrder | null,
  token = '',
): PaymentOutcome {
  if (!isStatus(status)) return 'invalid';
  if (!order || hash !== order.orderHash) return 'invalid';
  if (status === 'pending' && token === '') return 'invalid';
  return status;
}

/** The return token of a pending return's address: after `#`, as `token=<token>`; '' when there is none. */
export function returnTokenOf(locationHash: string): string {
  return new URLSearchParams(locationHash.replace(/^#/, '')).get('token') ?? '';
}

/** The details checkout kept for the order, or null when they belong to another order (or none were kept). */
export function detailsOfOrder(order: PlacedOrder | null, details: OrderDetails | null): OrderDetails | null {
  return order && details && details.orderHash === order.orderHash ? details : null;
}
