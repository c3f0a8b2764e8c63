import type { CartTransactionReply, PlacedOrder } from '#common/contracts/cart-transaction.ts';
import type { Trip, TripReply } from '#common/contracts/trip.ts';
import { isQuoted } from '#common/contracts/trip-quote.ts';
import { orderReference } from '#common/format/text.ts';
import { parsePaymentForm, type PaymentForm } from '../../shared/order/payment-form.ts';

/** A message the checkout shows as it is, by its key. */
export type CheckoutMessage =
  'tripRequired' | 'termsRequired' | 'orderInProgress' | 'errGeneratingPayment' | 'requestFailed';

/**
 * What a failed order request says: the server could not be reached (fetch rejects with a TypeError: offline, a
 * dropped connection) and trying again may do, or its reply could not be read.
 */
export function orderFailure(error: unknown): Extract<CheckoutMessage, 'requestFailed' | 'errGeneratingPayment'> {
  return error instanceof TypeError ? 'requestFailed' : 'errGeneratingPayment';
}

/** What the checkout does with a cart transaction reply (docs/reference/states.md#browser). */
export type CheckoutOutcome =
  /** Off to the provider; the order is kept so that the return page can check the provider's redirect. */
  | { kind: 'pay'; order: PlacedOrder; form: PaymentForm; ritNrs: number[] }
  /** Booked without payment; the reference D{klantNr}/{orderId}, when the reply gave both. */
  | { kind: 'booked'; reference: string | null }
  /** A personal field failed the server's checks: field name → message key. */
  | { kind: 'formIncomplete'; fielderrors: Record<string, string> }
  /** The trip at `index` (0-based) is refused now; `reason` is a message key. */
  | { kind: 'tripInvalid'; index: number; reason: string }
  /** The server's quotes, one per trip sent, the new prices among them. */
  | { kind: 'priceChanged'; quotes: TripReply[] }
  | { kind: 'message'; message: CheckoutMessage };

const failed: CheckoutOutcome = { kind: 'message', message: 'errGeneratingPayment' };

/** The outcome of a reply; anything it cannot act on is errGeneratingPayment (docs/reference/states.md#browser). */
export function checkoutOutcome(reply: CartTransactionReply): CheckoutOutcome {
  const { klantNr, orderId, orderHash } = reply;
  if (reply.success) {
    if (reply.form === '') {
      return {
        kind: 'booked',
        reference: klantNr !== null && orderId !== null ? orderReference(klantNr, orderId) : null,
      };
    }
    const form = parsePaymentForm(reply.form);
    // Without the order the return page could never trust the provider's redirect: better not to pay at all.
    if (!form || klantNr === null || orderId === null || orderHash === '') return failed;
    return { kind: 'pay', order: { klantNr, orderId, orderHash }, form, ritNrs: reply.ritNrs };
  }
  switch (reply.error) {
    case 'formIncomplete':
      return { kind: 'formIncomplete', fielderrors: reply.fielderrors };
    case 'tripInvalid': {
      const index = reply.quotes.findIndex((quote) => !isQuoted(quote));
      const quote = reply.quotes[index];
      return quote ? { kind: 'tripInvalid', index, reason: quote.error || 'tripRefused' } : failed;
    }
    case 'priceChanged':
      return reply.quotes.some(isQuoted) ? { kind: 'priceChanged', quotes: reply.quotes } : failed;
    case 'tripRequired':
    case 'termsRequired':
    case 'orderInProgress':
      return { kind: 'message', message: reply.error };
    default:
      return failed;
  }
}

/** The trips sent, each with its new quote (price and meta, as the trip screen keeps them) where it has one. */
export function repricedTrips(trips: readonly Trip[], quotes: readonly TripReply[]): Trip[] {
  return trips.map((trip, index) => {
    const quote = quotes[index];
    return quote && isQuoted(quote) ? { ...trip, price: quote.amounttopay, meta: quote } : trip;
  });
}
