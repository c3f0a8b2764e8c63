import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orderReference } from '#common/format/text.ts';
import { Page, pageHeadingId } from '../../../shared/page/page.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { emptyCart } from '../../../shared/cart/cart.ts';
import { checkoutForm, orderDetails, placedOrder, type OrderDetails } from '../../../shared/order/placed-order.ts';
import { removeDraft } from '../../../ui/storage.ts';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { OrderedTrips } from '../../../shared/order/ordered-trips.tsx';
import { detailsOfOrder, paymentOutcome, type PaymentOutcome } from '../payment-return.ts';
import './payment-screen.css';

const titles: Record<PaymentOutcome, string> = {
  success: 'paymentSuccess',
  failed: 'paymentFailed',
  cancelled: 'paymentCancelled',
  invalid: 'payment',
};

/** The outcome of the return this page was opened with, against the order this browser placed at checkout. */
function useOutcome(): PaymentOutcome {
  const { status, hash } = useParams();
  return paymentOutcome(status, hash, useStoredValue(placedOrder));
}

/**
 * Where the payment provider sends the customer back to: /payment/:status/:hash (docs/reference/screens.md#payment),
 * titled by the outcome.
 */
export function PaymentScreen() {
  const { t } = useTranslation();
  const outcome = useOutcome();
  return <Page title={t(titles[outcome])}>{() => <PaymentResult outcome={outcome} />}</Page>;
}

function PaymentResult({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  // The order this browser placed at checkout: the session's order may be another one, or none for a guest.
  const order = useStoredValue(placedOrder);
  const details = detailsOfOrder(order, useStoredValue(orderDetails));

  // docs/reference/states.md#browser: a verified successful return empties the cart, and the checkout draft goes with
  // its terms tick; a failed or cancelled one keeps both for the retry.
  useEffect(() => {
    if (outcome !== 'success') return;
    emptyCart();
    removeDraft(checkoutForm);
  }, [outcome]);

  // The page opens after a full redirect: the heading, which says how it went, takes the focus.
  useEffect(() => {
    document.getElementById(pageHeadingId)?.focus({ preventScroll: true });
  }, [outcome]);

  if (outcome === 'invalid' || !order) return <ErrorBox>{t('pageInvalid')}</ErrorBox>;

  const reference = <p>{t('orderReference', { reference: orderReference(order.klantNr, order.orderId) })}</p>;
  if (outcome === 'success') return <PaymentSuccess reference={reference} details={details} />;
  const retry = (
    <Link to="/cart" className="button button--primary">
      {t('retryPayment')}
    </Link>
  );
  // A payment the customer cancelled is their choice, not an error: told calmly, with the same way on.
  if (outcome === 'cancelled') {
    return (
      <>
        <div className="payment-result payment-result--cancelled" role="status">
          <p className="payment-result__message">{t('paymentCancelledRetry')}</p>
          {retry}
        </div>
        {reference}
      </>
    );
  }
  return (
    <>
      <ErrorBox action={retry}>{t('paymentFailedRetry')}</ErrorBox>
      {reference}
    </>
  );
}

/** The paid order: its reference, where the confirmation went, the trips booked and what happens next. */
function PaymentSuccess({ reference, details }: { reference: ReactNode; details: OrderDetails | null }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="payment-result payment-result--success" role="status">
        <p className="payment-result__message">{t('paymentSuccess')}</p>
        {reference}
        {details && details.email !== '' && <p>{t('confirmationMailed', { email: details.email })}</p>}
      </div>
      {details && details.trips.length > 0 && (
        <section className="payment-result__trips" aria-labelledby="payment-trips-heading">
          <h2 id="payment-trips-heading" className="payment-result__heading">
            {t('bookedTrips')}
          </h2>
          <OrderedTrips trips={details.trips} label={t('bookedTrips')} />
        </section>
      )}
      <p>{t('whatNext')}</p>
      <div className="actions">
        <Link to="/trip/new" className="button button--secondary">
          {t('bookTrip')}
        </Link>
      </div>
    </>
  );
}
