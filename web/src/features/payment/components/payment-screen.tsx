import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { orderReference } from '../../../../../common/src/format/text.ts';
import { Page } from '../../../app/layout/page.tsx';
import { ErrorBox } from '../../../ui/error-box.tsx';
import { removeStored } from '../../../ui/storage.ts';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { paymentOutcome } from '../payment-return.ts';
import './payment-screen.css';

/** Where the payment provider sends the customer back to: /payment/:status/:hash (SPEC §2). */
export function PaymentScreen() {
  const { t } = useTranslation();
  return <Page title={t('payment')}>{() => <PaymentResult />}</Page>;
}

function PaymentResult() {
  const { t } = useTranslation();
  const { status, hash } = useParams();
  // The order this browser placed at checkout: the session's order may be another one, or none for a guest.
  const order = useStoredValue('order');
  const outcome = paymentOutcome(status, hash, order);

  // SPEC §4: a verified successful return empties the cart; a failed one keeps it for the retry.
  useEffect(() => {
    if (outcome === 'success') removeStored('trips');
  }, [outcome]);

  if (outcome === 'invalid' || !order) return <ErrorBox>{t('pageInvalid')}</ErrorBox>;

  const reference = <p>{t('orderReference', { reference: orderReference(order.klantNr, order.orderId) })}</p>;
  if (outcome === 'success') {
    return (
      <div className="payment-result payment-result--success" role="status">
        <p className="payment-result__message">{t('paymentSuccess')}</p>
        {reference}
      </div>
    );
  }
  return (
    <>
      <ErrorBox
        action={
          <Link to="/cart" className="button button--primary">
            {t('clickToRetry')}
          </Link>
        }
      >
        {t('paymentFailedRetry')}
      </ErrorBox>
      {reference}
    </>
  );
}
