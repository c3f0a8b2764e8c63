import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { Trip } from '#common/contracts/trip.ts';
import { optionKey, type FieldDefinition } from '#common/fields/field-definition.ts';
import { formatPrice } from '#common/format/text.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { LabelValue, LabelValueList } from '../../../ui/label-value.tsx';
import { formatTripWhen } from '../../../shared/trip/trip-datetime.ts';
import { tripRouteTexts } from '../../../shared/trip/trip-route.ts';

type CartTripProps = {
  /** null for a stored entry that is not a readable trip. */
  trip: Trip | null;
  index: number;
  fields: readonly FieldDefinition[];
  pricesHidden: boolean;
  onRemove: () => void;
  /** null: no return trip is offered (a fixed-time tenant's trips all go to its event). */
  onReturn: (() => void) | null;
};

/** The value of a dynamic trip field as the customer reads it: a select's option text, else the value. */
function fieldText(
  definition: FieldDefinition,
  value: unknown,
  t: (key: string) => string,
  exists: (key: string) => boolean,
): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value);
  if (definition.type !== 'select') return text;
  const key = optionKey(definition.field, text);
  return exists(key) ? t(key) : (definition.options.find((option) => option.id === text)?.text ?? text);
}

/** One trip in the cart: when, from where to where, its details and price, and what can be done with it. */
export function CartTrip({ trip, index, fields, pricesHidden, onRemove, onReturn }: CartTripProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const number = index + 1;
  const titleId = `cart-trip-${index}`;
  /** A button about this trip, its name saying which trip ("Remove trip 2"). */
  const tripButton = (look: 'quiet' | 'secondary', nameKey: string, textKey: string, onClick: () => void) => (
    <button type="button" className={`button button--${look}`} aria-label={t(nameKey, { number })} onClick={onClick}>
      {t(textKey)}
    </button>
  );
  const removeButton = tripButton('quiet', 'removeTripNumber', 'remove', onRemove);

  if (!trip) {
    return (
      <article className="card cart-trip" aria-labelledby={titleId}>
        <h2 id={titleId} className="cart-trip__title">
          {t('tripNumber', { number })}
        </h2>
        <p>{t('tripUnreadable')}</p>
        <div className="cart-trip__actions">{removeButton}</div>
      </article>
    );
  }

  const route = tripRouteTexts(trip);
  const visibleFields = fields.filter((definition) => !definition.hidden);

  return (
    <article className="card cart-trip" aria-labelledby={titleId}>
      <div className="cart-trip__head">
        <h2 id={titleId} className="cart-trip__title">
          <span className="cart-trip__number">{t('tripNumber', { number })}</span>{' '}
          <span className="cart-trip__when">{formatTripWhen(trip.datetime, lang)}</span>
        </h2>
        {!pricesHidden && (
          <p className="cart-trip__price">
            <span className="visually-hidden">{t('tripPrice')}: </span>
            {formatPrice(trip.price)}
          </p>
        )}
      </div>
      <ol className="cart-trip__route" aria-label={t('route')}>
        <li className="cart-trip__stop" data-role="departure">
          <span className="cart-trip__stop-label">{t('tripFrom')}</span> {route.from}
        </li>
        {/* A fixed-time tenant's trip is one stop, its destination the server's (docs/decisions/023-fixed-time-trips.md). */}
        {(trip.tour.length > 1 || route.to !== '') && (
          <li className="cart-trip__stop" data-role="destination">
            <span className="cart-trip__stop-label">{t('tripTo')}</span> {route.to}
          </li>
        )}
      </ol>
      <LabelValueList className="cart-trip__details">
        {trip.tour.map((stop, i) => (
          <LabelValue
            key={`flight-${i}`}
            label={t('flight')}
            value={[
              stop.flightNumber,
              stop.flightOrigin && t('flightFrom', { origin: stop.flightOrigin }),
              stop.flightArrival && t('flightLands', { time: stop.flightArrival }),
            ]
              .filter(Boolean)
              .join(', ')}
          />
        ))}
        {visibleFields.map((definition) => (
          <LabelValue
            key={definition.field}
            label={t(definition.labelKey)}
            value={fieldText(definition, trip[definition.field], t, (key) => i18n.exists(key))}
          />
        ))}
        <LabelValue label={t('extraTripInfo')} value={trip.extraTripInfo} />
      </LabelValueList>
      <div className="cart-trip__actions">
        <Link to={`/trip/${index}`} className="button button--secondary" aria-label={t('editTripNumber', { number })}>
          {t('edit')}
        </Link>
        {onReturn && tripButton('secondary', 'returnTripNumber', 'returnTrip', onReturn)}
        {removeButton}
      </div>
    </article>
  );
}
