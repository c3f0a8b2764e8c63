import { useTranslation } from '../../ui/i18n/i18n.ts';
import type { FixedDeparture, FixedDestination } from '#common/tenant/settings.ts';
import { toLanguage } from '../../ui/i18n/language.ts';
import { FieldTexts, RequiredMark, describedBy } from '../../ui/field.tsx';
import { formatTripWhen } from './trip-datetime.ts';
import './fixed-departure-choice.css';

type FixedDepartureChoiceProps = {
  /** The first choice's id, where the error summary's link leads; also names the group's radios. */
  id: string;
  /** The departures still bookable, in time order. */
  departures: readonly FixedDeparture[];
  destination: FixedDestination | null;
  /** The chosen departure's datetime, '' for none. */
  value: string;
  message: string | null;
  onChange: (datetime: string) => void;
};

/**
 * A fixed-time tenant's "when" (docs/reference/tenant-settings.md#hideTime, docs/reference/screens.md#trip, and the
 * change form of docs/reference/screens.md#manage): one of the operator's departures as radio choices, and where they
 * all go.
 */
export function FixedDepartureChoice({
  id,
  departures,
  destination,
  value,
  message,
  onChange,
}: FixedDepartureChoiceProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  if (departures.length === 0) return <p className="trip-form__notice">{t('noFixedDepartures')}</p>;
  return (
    <div className="trip-fixed">
      {destination && (
        <p className="trip-fixed__destination">
          <span className="trip-fixed__destination-label">{t('fixedDestination')}:</span> {destination.text}
        </p>
      )}
      <fieldset className="fieldset" aria-describedby={describedBy(id, undefined, message)}>
        <legend className="field__legend">
          {t('fixedDepartureChoice')}
          <RequiredMark />
        </legend>
        <div className="choices">
          {departures.map((departure, index) => (
            <label key={departure.id} className="choice">
              <input
                type="radio"
                name={`${id}-departure`}
                id={index === 0 ? id : `${id}-${departure.id}`}
                value={departure.datetime}
                checked={value === departure.datetime}
                aria-invalid={message ? true : undefined}
                onChange={() => onChange(departure.datetime)}
              />
              {formatTripWhen(departure.datetime, lang)}
              {departure.label && ` · ${departure.label[lang]}`}
            </label>
          ))}
        </div>
        <FieldTexts id={id} message={message} />
      </fieldset>
    </div>
  );
}
