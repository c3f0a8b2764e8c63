import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useCart } from '../../../shared/cart/cart.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { useRefreshSession } from '../../../shared/session/use-adopt-session.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { OrderProblemBox } from './order-problem-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';

type AccountCheckoutProps = {
  app: ReadyApp;
  /** Book at once, without a click: the customer came to the checkout logged in (docs/reference/states.md#browser). */
  autoSubmit: boolean;
  onBooked: (reference: string | null) => void;
};

/**
 * The checkout of a logged-in business customer (docs/reference/screens.md#checkout, docs/reference/states.md#browser,
 * docs/reference/tenant-settings.md#requiresLogin; docs/architecture.md#one-request): no personal fields, no terms, no
 * payment; book now confirms the order on the account. One order per visit: the automatic submission runs once, and a
 * click while one is under way does nothing.
 */
export function AccountCheckout({ app, autoSubmit, onBooked }: AccountCheckoutProps) {
  const { t } = useTranslation();
  const trips = useCart();
  const refreshSession = useRefreshSession();
  const order = usePlaceOrder({
    onBooked: (reference) => {
      // The new trips belong under bookings.
      void refreshSession();
      onBooked(reference);
    },
  });
  const autoSubmitted = useRef(false);

  // The account holds who the customer is; the operator's terms are part of the account
  // (docs/reference/tenant-settings.md#requiresLogin).
  const book = () => {
    if (trips.some((trip) => trip !== null)) order.place(trips, { person: {}, agreeTerms: false });
  };
  const bookOnArrival = useEffectEvent(book);

  useEffect(() => {
    if (!autoSubmit || autoSubmitted.current) return;
    autoSubmitted.current = true;
    bookOnArrival();
  }, [autoSubmit]);

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
      {order.problem && <OrderProblemBox problem={order.problem} />}
      <div className="actions checkout-form__actions">
        <SubmitButton busy={order.busy} busyLabel={t('booking')}>
          {t('bookNow')}
        </SubmitButton>
      </div>
    </form>
  );
}
