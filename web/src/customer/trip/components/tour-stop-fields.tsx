import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Language } from '#common/constants.ts';
import type { TourStop } from '#common/contracts/trip.ts';
import { normalizeFlightNumber } from '#common/fields/flight.ts';
import { Field } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TimePicker } from '../../../ui/time-picker.tsx';
import { AddressCombobox } from '../../../shared/address/address-combobox.tsx';
import { addressTypeChoices } from '../../../shared/address/address-search.ts';
import { changeStopType, clearAddress, isAirportStop, pickAddress } from '../trip-draft.ts';
import { flightArrivalFieldId, flightNumberFieldId } from '../trip-problems.ts';

export type StopRole = 'departure' | 'destination';

type TourStopFieldsProps = {
  role: StopRole;
  stop: TourStop;
  /** What the address input shows: the picked address, or the text of a draft not picked yet. */
  text: string;
  onChange: (stop: TourStop) => void;
  onTextChange: (text: string) => void;
  lang: Language;
  /** This stop's address problem after a submit, already translated. */
  message: string | null;
  /** Its flight number's and landing time's problems, already translated. */
  flightMessages: { number: string | null; arrival: string | null };
  /** The operator's free waiting time after a landing (docs/reference/tenant-settings.md#airportWaitingMinutes). */
  airportWaitingMinutes: number;
};

const texts = {
  departure: { heading: 'tripFrom', type: 'departureType', address: 'addressDeparture' },
  destination: { heading: 'tripTo', type: 'destinationType', address: 'addressArrival' },
} as const;

/**
 * One tour stop (docs/reference/screens.md#trip, docs/reference/api.md#trip): its address type, the address itself, and
 * for an airport the flight. A pickup at an airport asks for the flight number, where it comes from and when it lands;
 * a drop-off at an airport for the flight number only (docs/reference/record-layout.md#flight-details).
 */
export function TourStopFields({
  role,
  stop,
  text,
  onChange,
  onTextChange,
  lang,
  message,
  flightMessages,
  airportWaitingMinutes,
}: TourStopFieldsProps) {
  const { t } = useTranslation();
  const keys = texts[role];
  const headingId = `${role}-heading`;
  const airport = isAirportStop(stop);
  const index = role === 'departure' ? 0 : 1;

  return (
    <section className="trip-section trip-stop" aria-labelledby={headingId} data-role={role}>
      <h2 id={headingId} className="trip-section__heading">
        <span className="trip-stop__marker" aria-hidden="true" />
        {t(keys.heading)}
      </h2>
      <fieldset className="fieldset">
        <legend className="field__legend">{t(keys.type)}</legend>
        <div className="choices">
          {addressTypeChoices.map((choice) => (
            <label key={choice.atype} className="choice">
              <input
                type="radio"
                name={`${role}-atype`}
                value={choice.atype}
                checked={stop.atype === choice.atype}
                onChange={() => onChange(changeStopType(stop, choice.atype))}
              />
              {t(choice.key)}
            </label>
          ))}
        </div>
      </fieldset>
      <AddressCombobox
        id={`${role}-address`}
        label={t(keys.address)}
        atype={stop.atype}
        lang={lang}
        picked={stop.address}
        onPick={(suggestion) => onChange(pickAddress(stop, suggestion))}
        onUnpick={() => onChange(clearAddress(stop))}
        onTextChange={onTextChange}
        initialText={text}
        message={message}
      />
      {airport && (
        <div className="trip-flight">
          <Field
            id={flightNumberFieldId(index)}
            label={t('flightNumber')}
            info={t('flightNumberInfo')}
            message={flightMessages.number}
          >
            {(control) => (
              <input
                {...control}
                className="input trip-flight__number"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={10}
                value={stop.flightNumber}
                onChange={(event) => onChange({ ...stop, flightNumber: event.target.value.toUpperCase() })}
                // Shown as it is kept once typed (`kl 1234` → `KL1234`); one that is none stays for its message.
                onBlur={() => {
                  const normal = normalizeFlightNumber(stop.flightNumber);
                  if (normal !== null && normal !== stop.flightNumber) onChange({ ...stop, flightNumber: normal });
                }}
              />
            )}
          </Field>
          {role === 'departure' && (
            <>
              <TextField
                id={`${role}-flight-origin`}
                label={t('flightOrigin')}
                maxLength={100}
                value={stop.flightOrigin}
                onChange={(flightOrigin) => onChange({ ...stop, flightOrigin })}
              />
              <TimePicker
                id={flightArrivalFieldId(index)}
                label={t('flightArrival')}
                value={stop.flightArrival}
                message={flightMessages.arrival}
                onChange={(flightArrival) => onChange({ ...stop, flightArrival })}
              />
              {airportWaitingMinutes > 0 && (
                <p className="trip-flight__waiting">{t('airportWaiting', { count: airportWaitingMinutes })}</p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
