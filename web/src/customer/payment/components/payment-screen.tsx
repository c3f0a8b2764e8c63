import { useEffect } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { orderReference } from '#common/format/text.ts';
import { Page, pageHeadingId } from '../../../shared/page/page.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { emptyCart } from '../../../shared/cart/stored-cart.ts';
import { checkoutForm, orderDetails, placedOrder, type OrderDetails } from '../../../shared/order/placed-order.ts';
import { removeDraft } from '../../../ui/storage.ts';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { OrderedTrips } from '../../../shared/order/ordered-trips.tsx';
import { ApiError } from '../../../shared/api/api-client.ts';
import type { PlacedOrder } from '#common/contracts/cart-transaction.ts';
import { usePaymentStatus } from '../api/get-payment-status.ts';
import { detailsOfOrder, paymentOutcome, returnTokenOf, type PaymentOutcome } from '../payment-return.ts';
import './payment-screen.css';

const titles: Record<PaymentOutcome, string> = {
  success: 'paymentSuccess',
  failed: 'paymentFailed',
  cancelled: 'paymentCancelled',
  pending: 'paymentPending',
  invalid: 'payment',
};

/** The outcome of the return this page was opened with, against the order this browser placed at checkout. */
function useOutcome(): PaymentOutcome {
  const { status, hash } = useParams();
  return paymentOutcome(status, hash, useStoredValue(placedOrder), returnTokenOf(useLocation().hash));
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
  const navigate = useNavigate();
  // The order this browser placed at checkout: the session's order may be another one, or none for a guest.
  const order = useStoredValue(placedOrder);
  const details = detailsOfOrder(order, useStoredValue(orderDetails));
  // A pending payment's status is asked again and again, until the provider settles it.
  const status = usePaymentStatus(order?.orderId ?? 0, returnTokenOf(useLocation().hash), outcome === 'pending');
  const settled =
    outcome === 'pending' && status.data && status.data.outcome !== 'pending' ? status.data.outcome : null;

  // Settled: this page becomes that outcome's return page, without a reload, and the token leaves the address.
  useEffect(() => {
    if (settled && order) void navigate(`/payment/${settled}/${order.orderHash}`, { replace: true });
  }, [settled, order, navigate]);

  // docs/reference/states.md#browser: a verified successful return empties the cart, and the checkout draft goes with
  // its terms tick; a failed or cancelled one keeps both for the retry.
  useEffect(() => {
    if (outcome !== 'success') return;
    emptyCart();
    removeDraft(checkoutForm);
  }, [outcome]);

  // The page opens after a full redirect, or turns into another outcome: the heading, which says how it went, takes
  // the focus.
  useEffect(() => {
    document.getElementById(pageHeadingId)?.focus({ preventScroll: true });
  }, [outcome]);

  const unknownToken = status.error instanceof ApiError && status.error.status === 404;
  if (outcome === 'invalid' || !order || (outcome === 'pending' && unknownToken))
    return <ErrorBox>{t('pageInvalid')}</ErrorBox>;

  const reference = <p>{t('orderReference', { reference: orderReference(order.klantNr, order.orderId) })}</p>;
  const retry = (
    <Link to="/cart" className="button button--primary">
      {t('retryPayment')}
    </Link>
  );
  if (outcome === 'failed') {
    return (
      <>
        <ErrorBox action={retry}>{t('paymentFailedRetry')}</ErrorBox>
        {reference}
      </>
    );
  }
  // One live region for pending, paid and cancelled, first on the page: when a pending payment settles, the same
  // region's new text is read out (politely), as a region added afresh may not be.
  return (
    <>
      <div className={`payment-result payment-result--${outcome}`} role="status">
        {outcome === 'pending' && (
          <>
            <p className="payment-result__message">{t('paymentPendingMessage')}</p>
            {reference}
            <p>{t('paymentPendingMail')}</p>
          </>
        )}
        {outcome === 'success' && (
          <>
            <p className="payment-result__message">{t('paymentSuccess')}</p>
            {reference}
            {details && details.email !== '' && <p>{t('confirmationMailed', { email: details.email })}</p>}
          </>
        )}
        {/* A payment the customer cancelled is their choice, not an error: told calmly, with the way on. */}
        {outcome === 'cancelled' && (
          <>
            <p className="payment-result__message">{t('paymentCancelledRetry')}</p>
            {retry}
          </>
        )}
      </div>
      {outcome === 'cancelled' && reference}
      {outcome === 'success' && <PaymentSuccess details={details} order={order} />}
    </>
  );
}

/** The rest of the paid order's page: the trips booked and what happens next. */
function PaymentSuccess({ details, order }: { details: OrderDetails | null; order: PlacedOrder }) {
  const { t } = useTranslation();
  return (
    <>
      {/* The paid order's receipt, by the hash of this page's address (docs/decisions/051-receipts.md). */}
      <p>
        <a
          href={`/api/payments/${order.orderId}/receipt.pdf?hash=${encodeURIComponent(order.orderHash)}`}
          type="application/pdf"
        >
          {t('receiptPdf')}
        </a>
      </p>
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
