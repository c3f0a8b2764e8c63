import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../app/layout/page.tsx';
import { useCartTrips } from '../hooks/use-cart-trips.ts';

/** The cart (SPEC §2): what it holds, a way to add a trip, and the way to checkout once it holds one. */
export function CartScreen() {
  const { t } = useTranslation();
  return <Page title={t('cart')}>{() => <CartSummary />}</Page>;
}

function CartSummary() {
  const { t } = useTranslation();
  const count = useCartTrips().length;
  return (
    <>
      <p>{count === 0 ? t('cartEmpty') : t('cartCount', { count })}</p>
      <div className="actions">
        <Link to="/trip/new" className="button button--secondary">
          {t('addTrip')}
        </Link>
        {count === 0 ? (
          // A link without href is not focusable: the disabled finalize link stays out of the tab order.
          <a role="link" aria-disabled="true" className="button button--primary">
            {t('finalize')}
          </a>
        ) : (
          <Link to="/checkout" className="button button--primary">
            {t('finalize')}
          </Link>
        )}
      </div>
    </>
  );
}
