import type { PlacedOrder } from '../../../../common/src/contracts/cart-transaction.ts';

/** What a return from the payment provider shows (SPEC §2 "Checkout return"). */
export type PaymentOutcome = 'success' | 'failed' | 'invalid';

/**
 * A return is trusted only when its hash is the hash of the order this browser placed at checkout; an unknown
 * status, no stored order or another hash all make the page invalid (pageInvalid).
 */
export function paymentOutcome(status: string | undefined, hash: string | undefined, order: PlacedOrder | null): PaymentOutcome {
  if (status !== 'success' && status !== 'failed') return 'invalid';
  if (!order || hash !== order.orderHash) return 'invalid';
  return status;
}
