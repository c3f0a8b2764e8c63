import type { Trip } from '#common/contracts/trip.ts';
import { replaceCartTrips } from '../../shared/cart/stored-cart.ts';
import { repricedTrips, type CheckoutMessage, type CheckoutOutcome } from './checkout-outcome.ts';

/** Why the last attempt to order did not go through; stays until the next attempt. Kept as keys, so a language switch translates it. */
export type OrderProblem =
  { message: CheckoutMessage | 'priceChanged' } | { message: 'tripInvalid'; index: number; reason: string };

/**
 * What the customer is shown when the server refused a trip of the cart. A changed price is written into the cart
 * first, so the summary and the cart show the price the customer is asked to accept.
 */
export function tripRefusal(
  outcome: Extract<CheckoutOutcome, { kind: 'tripInvalid' | 'priceChanged' }>,
  sent: readonly Trip[],
): OrderProblem {
  if (outcome.kind === 'tripInvalid') return { message: 'tripInvalid', index: outcome.index, reason: outcome.reason };
  replaceCartTrips(repricedTrips(sent, outcome.quotes));
  return { message: 'priceChanged' };
}
