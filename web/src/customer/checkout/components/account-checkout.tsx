import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useCart } from '../../../shared/cart/cart.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { useRefreshSession } from '../../../shared/session/use-adopt-session.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { OrderProblemBox } from './order-problem-box.tsx';
import { OrderSummary } from './order-summary.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { checkPhone } from '../../../ui/phone-check.ts';
import { bookerTravels, passengerOf, passengerProblems, type PassengerDraft } from '../passenger.ts';
import { PassengerChoice } from './passenger-choice.tsx';

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
 * click while one is under way does nothing. A company's user is asked who travels first, so their checkout never
 * goes by itself (docs/decisions/049-companies.md).
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
    // The one field the server may refuse here is the guest's phone.
    onFormIncomplete: (fielderrors) => {
      setServerPhoneProblem(fielderrors.passengerPhone ?? 'invalidPhone');
      document.getElementById('passenger-phone')?.focus();
    },
  });
  const autoSubmitted = useRef(false);
  const company = app.loginResp.company;
  const [passenger, setPassenger] = useState<PassengerDraft>(bookerTravels);
  const [checked, setChecked] = useState(false);
  const [serverPhoneProblem, setServerPhoneProblem] = useState<string | null>(null);
  const local = passengerProblems(passenger, checkPhone);
  const problems = checked
    ? { name: local.name, phone: local.phone ?? serverPhoneProblem }
    : { name: null, phone: null };

  // The account holds who the customer is; the operator's terms are part of the account
  // (docs/reference/tenant-settings.md#requiresLogin).
  const book = () => {
    setChecked(true);
    setServerPhoneProblem(null);
    if (local.name || local.phone) {
      document.getElementById(local.name ? 'passenger-name' : 'passenger-phone')?.focus();
      return;
    }
    if (trips.some((trip) => trip !== null))
      order.place(trips, { person: {}, agreeTerms: false, passenger: company ? passengerOf(passenger) : null });
  };
  const bookOnArrival = useEffectEvent(book);

  useEffect(() => {
    if (!autoSubmit || company || autoSubmitted.current) return;
    autoSubmitted.current = true;
    bookOnArrival();
  }, [autoSubmit, company]);

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
      <p className="checkout-account">
        {company
          ? t('bookForCompanyAs', { username: app.username, company })
          : t('bookOnAccountAs', { username: app.username })}
      </p>
      {company && (
        <PassengerChoice
          draft={passenger}
          onChange={(draft) => {
            setPassenger(draft);
            setServerPhoneProblem(null);
          }}
          problems={problems}
        />
      )}
      {order.problem && <OrderProblemBox problem={order.problem} />}
      <div className="actions checkout-form__actions">
        <SubmitButton busy={order.busy} busyLabel={t('booking')}>
          {t('bookNow')}
        </SubmitButton>
      </div>
    </form>
  );
}
