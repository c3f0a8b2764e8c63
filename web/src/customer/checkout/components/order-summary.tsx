import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { Trip } from '#common/contracts/trip.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { formatPrice } from '#common/format/text.ts';
import { totalCents } from '../../../shared/cart/cart.ts';
import { orderedTrip } from '../../../shared/order/ordered-trip.ts';
import { OrderedTrips } from '../../../shared/order/ordered-trips.tsx';

/**
 * What is being ordered: the number of trips, each trip (date, time, from, to, price) and their total (no prices
 * where the operator hides them, docs/reference/screens.md#checkout), with the way back to change them.
 */
export function OrderSummary({
  trips,
  pricesHidden = false,
}: {
  trips: readonly (Trip | null)[];
  pricesHidden?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-heading">
      <h2 id="checkout-summary-heading" className="checkout-section__heading">
        {t('yourOrder')}
      </h2>
      <p className="checkout-summary__count">{t('cartCount', { count: trips.length })}</p>
      <OrderedTrips
        trips={trips.filter((trip) => trip !== null).map((trip) => orderedTrip(trip))}
        pricesHidden={pricesHidden}
        label={t('tripsToBook')}
      />
      {!pricesHidden && (
        <p className="checkout-summary__total">
          <span>{t('priceTotal')}</span>
          <span className="price-amount">{formatPrice(centsToAmount(totalCents(trips)))}</span>
        </p>
      )}
      <Link to="/cart">{t('changeCart')}</Link>
    </section>
  );
}
