import { useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { CartTransactionReply, Person, PlacedOrder } from '#common/contracts/cart-transaction.ts';
import type { PassengerInput } from '#common/contracts/companies.ts';
import type { Trip } from '#common/contracts/trip.ts';
import { emptyCart } from '../../../shared/cart/stored-cart.ts';
import { placedOrder } from '../../../shared/order/placed-order.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { writeStored } from '../../../ui/storage.ts';
import { useCartTransaction } from '../api/post-cart-transaction.ts';
import { checkoutOutcome, orderFailure } from '../checkout-outcome.ts';
import { submitPaymentForm } from '../../../shared/order/payment-form.ts';
import { tripRefusal, type OrderProblem } from '../trip-refusal.ts';

type PlaceOrderOptions = {
  /** Booked without payment; the cart is empty by then. */
  onBooked: (reference: string | null) => void;
  /**
   * The order is stored and the customer is about to leave for the payment provider; `ritNrs` are the numbers its trips
   * got, in the order of `sent`.
   */
  onPayment?: (order: PlacedOrder, sent: readonly Trip[], ritNrs: readonly number[]) => void;
  /** A personal field failed the server's checks; without this, errGeneratingPayment (there were no fields). */
  onFormIncomplete?: (fielderrors: Record<string, string>) => void;
  /** The terms were not agreed to; without this, errGeneratingPayment (there was no box to tick). */
  onTermsRequired?: () => void;
};

/**
 * Orders the cart and acts on the reply, for the guest checkout and the account checkout alike
 * (docs/reference/states.md#browser, "Checkout result"): off to the payment provider with the order kept for the
 * return page, booked with the cart emptied, or the problem to show. One order at a time: a call while one is under
 * way does nothing.
 */
export function usePlaceOrder({ onBooked, onPayment, onFormIncomplete, onTermsRequired }: PlaceOrderOptions) {
  const { i18n } = useTranslation();
  const transaction = useCartTransaction();
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const sending = useRef(false);

  const handleReply = (reply: CartTransactionReply, sent: Trip[]) => {
    const outcome = checkoutOutcome(reply);
    switch (outcome.kind) {
      case 'pay':
        writeStored(placedOrder, outcome.order);
        onPayment?.(outcome.order, sent, outcome.ritNrs);
        submitPaymentForm(outcome.form);
        return;
      case 'booked':
        emptyCart();
        onBooked(outcome.reference);
        return;
      case 'formIncomplete':
        if (onFormIncomplete) onFormIncomplete(outcome.fielderrors);
        else setProblem({ message: 'errGeneratingPayment' });
        return;
      case 'tripInvalid':
      case 'priceChanged':
        setProblem(tripRefusal(outcome, sent));
        return;
      case 'message':
        if (outcome.message !== 'termsRequired') setProblem({ message: outcome.message });
        else if (onTermsRequired) onTermsRequired();
        else setProblem({ message: 'errGeneratingPayment' });
    }
  };

  /** Sends the cart's trips; a cart entry that is no trip cannot be ordered (the cart shows which one to remove). */
  const place = (
    trips: readonly (Trip | null)[],
    order: { person: Person; agreeTerms: boolean; passenger?: PassengerInput | null },
  ) => {
    if (sending.current) return;
    const sent = trips.filter((trip) => trip !== null);
    if (sent.length !== trips.length) return setProblem({ message: 'errGeneratingPayment' });
    sending.current = true;
    setProblem(null);
    const returnPath = window.location.href.split('#')[0] ?? '';
    transaction.mutate(
      { lang: toLanguage(i18n.language), ...order, trips: sent, returnPath },
      {
        onSuccess: (reply) => handleReply(reply, sent),
        onError: (error) => setProblem({ message: orderFailure(error) }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { place, problem, clearProblem: () => setProblem(null), busy: transaction.isPending };
}
