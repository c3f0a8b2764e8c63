import { useTranslation } from '../../ui/i18n/i18n.ts';
import { formatPrice } from '#common/format/text.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import { LabelValue, LabelValueList } from '../../ui/label-value.tsx';
import type { OrderedTrip } from './placed-order.ts';
import { formatTripWhen } from '../trip/trip-datetime.ts';
import './ordered-trips.css';

type OrderedTripsProps = {
  trips: readonly OrderedTrip[];
  /** Where the operator hides prices (docs/reference/screens.md#checkout); a trip without a price shows none anyway. */
  pricesHidden?: boolean;
  /** Names the list for screen readers. */
  label: string;
};

/** The trips of an order, each with its date and time, from, to and price: what is booked, at a glance. */
export function OrderedTrips({ trips, pricesHidden = false, label }: OrderedTripsProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  return (
    <ol className="ordered-trips" aria-label={label}>
      {trips.map((trip, index) => (
        <li key={index} className="ordered-trips__trip">
          <p className="ordered-trips__title">
            {t('tripNumber', { number: trip.ritNr ?? index + 1 })}: {formatTripWhen(trip.datetime, lang)}
          </p>
          <LabelValueList>
            <LabelValue label={t('tripFrom')} value={trip.from} />
            <LabelValue label={t('tripTo')} value={trip.to} />
            {!pricesHidden && (
              <LabelValue label={t('tripPrice')} value={trip.price === '' ? '' : formatPrice(trip.price)} />
            )}
          </LabelValueList>
        </li>
      ))}
    </ol>
  );
}
