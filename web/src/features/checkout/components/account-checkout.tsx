import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import type { Trip } from '#common/contracts/trip.ts';
import { useRefreshSession } from '../../../shared/session/use-adopt-session.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { writeStored } from '../../../ui/storage.ts';
import { emptyCart, parseCartTrip } from '../../../shared/cart/cart.ts';
import { placedOrder } from '../../../shared/order/placed-order.ts';
import { useCartTrips } from '../../../shared/cart/stored-cart.ts';
import { useCartTransaction } from '../api/post-cart-transaction.ts';
import { checkoutOutcome, orderFailure } from '../checkout-outcome.ts';
import { tripRefusal, type OrderProblem } from '../trip-refusal.ts';
import { submitPaymentForm } from '../payment-form.ts';
import { OrderProblemBox } from './checkout-form.tsx';
import { OrderSummary } from './order-summary.tsx';

type AccountCheckoutProps = {
  app: ReadyApp;
  /** Book at once, without a click: the customer came to the checkout logged in (SPEC §4). */
  autoSubmit: boolean;
  onBooked: (reference: string | null) => void;
};

/**
 * The checkout of a logged-in business customer (SPEC §2, §4, §6; ARCHITECTURE §4 flow 4): no personal fields, no
 * terms, no payment; book now confirms the order on the account. One order per visit: the automatic submission runs
 * once, and a click while one is under way does nothing.
 */
export function AccountCheckout({ app, autoSubmit, onBooked }: AccountCheckoutProps) {
  const { t, i18n } = useTranslation();
  const stored = useCartTrips();
  const trips = useMemo(() => stored.map(parseCartTrip), [stored]);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const transaction = useCartTransaction();
  const refreshSession = useRefreshSession();
  const sending = useRef(false);
  const autoSubmitted = useRef(false);

  const handleReply = useCallback(
    (reply: CartTransactionReply, sent: Trip[]) => {
      const outcome = checkoutOutcome(reply);
      switch (outcome.kind) {
        case 'booked':
          emptyCart();
          // The new trips belong under bookings.
          void refreshSession();
          onBooked(outcome.reference);
          return;
        case 'pay':
          // Not for an account, but the server decides: follow it rather than lose the order.
          writeStored(placedOrder, outcome.order);
          submitPaymentForm(outcome.form);
          return;
        case 'tripInvalid':
        case 'priceChanged':
          setProblem(tripRefusal(outcome, sent));
          return;
        case 'message':
          setProblem({ message: outcome.message === 'termsRequired' ? 'errGeneratingPayment' : outcome.message });
          return;
        case 'formIncomplete':
          setProblem({ message: 'errGeneratingPayment' });
      }
    },
    [onBooked, refreshSession],
  );

  const book = useCallback(() => {
    if (sending.current) return;
    const sent = trips.filter((trip) => trip !== null);
    if (sent.length === 0) return;
    if (sent.length !== trips.length) return setProblem({ message: 'errGeneratingPayment' });
    sending.current = true;
    setProblem(null);
    const returnPath = window.location.href.split('#')[0] ?? '';
    transaction.mutate(
      // The account holds who the customer is; the operator's terms are part of the account (SPEC §6).
      { lang: toLanguage(i18n.language), person: {}, trips: sent, returnPath, agreeTerms: false },
      {
        onSuccess: (reply) => handleReply(reply, sent),
        onError: (error) => setProblem({ message: orderFailure(error) }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }, [trips, i18n, transaction, handleReply]);

  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    book();
  }, [autoSubmit, book]);

  const busy = transaction.isPending;
  return (
    <form
      className="checkout-form"
      aria-labelledby={pageHeadingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        book();
      }}
    >
      <OrderSummary trips={trips} pricesHidden />
      <p className="checkout-account">{t('bookOnAccountAs', { username: app.username })}</p>
      {problem && <OrderProblemBox problem={problem} />}
      <div className="actions checkout-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy}>
          {busy ? t('booking') : t('bookNow')}
        </button>
      </div>
    </form>
  );
}
