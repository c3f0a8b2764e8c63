/** What a return from the payment provider shows (SPEC §2 "Checkout return"). */
export type PaymentOutcome = 'success' | 'failed' | 'invalid';

/**
 * A return is trusted only when its hash is the order hash this browser stored at checkout; an unknown status,
 * a missing stored hash or another hash all make the page invalid (pageInvalid).
 */
export function paymentOutcome(status: string | undefined, hash: string | undefined, storedHash: string | null): PaymentOutcome {
  if (status !== 'success' && status !== 'failed') return 'invalid';
  if (!storedHash || hash !== storedHash) return 'invalid';
  return status;
}
