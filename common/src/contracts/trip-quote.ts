import type { TripReply } from './trip.ts';

// Apart from trip.ts so that the trip screen reads it without loading zod (docs/decisions/026-first-load-budget.md).

/**
 * Whether a trip reply is a quote: a status of 200–299 and no error key (docs/reference/api.md#trip-request). The
 * one rule for the trip screen's price and add-to-cart and for the quotes of a cart transaction.
 */
export function isQuoted(reply: Pick<TripReply, 'status' | 'error'>): boolean {
  return reply.status >= 200 && reply.status < 300 && reply.error === '';
}
