import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
import { useCartTrips } from '../../cart/hooks/use-cart-trips.ts';

/** Checkout (SPEC §2): asks for a trip first when the cart is empty (tripRequired). */
export function CheckoutScreen() {
  const { t } = useTranslation();
  return <Page title={t('checkout')}>{() => <CheckoutNotice />}</Page>;
}

function CheckoutNotice() {
  const { t } = useTranslation();
  const empty = useCartTrips().length === 0;
  return (
    <>
      <p>{empty ? t('tripRequired') : t('comingSoon')}</p>
      <div className="actions">
        {empty ? (
          <Link to="/trip/new" className="button button--primary">
            {t('addTrip')}
          </Link>
        ) : (
          <Link to="/cart" className="button button--secondary">
            {t('backToCart')}
          </Link>
        )}
      </div>
    </>
  );
}
