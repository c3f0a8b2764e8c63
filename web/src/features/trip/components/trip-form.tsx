import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { feedbackMs } from '../../../../../common/src/constants.ts';
import type { TourStop, Trip, TripReply } from '../../../../../common/src/contracts/trip.ts';
import { fieldDefinitions } from '../../../../../common/src/fields/field-definition.ts';
import { minimumTripDatetime, pushToMinimum } from '../../../../../common/src/fields/trip-datetime.ts';
import { validateTrip } from '../../../../../common/src/fields/trip-validation.ts';
import { formatDate } from '../../../../../common/src/format/text.ts';
import { pageHeadingId } from '../../../app/layout/page.tsx';
import { toLanguage } from '../../../app/i18n/language.ts';
import type { ReadyApp } from '../../../app/session.ts';
import { DynamicField, type DynamicValue } from '../../../ui/dynamic-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { checkPhone } from '../../../ui/phone-check.ts';
import { TimePicker } from '../../../ui/time-picker.tsx';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { cartIndex, parseCartTrip, saveCartTrip } from '../../cart/cart.ts';
import { isAccepted, useTripRequest } from '../api/post-trip-request.ts';
import {
  datePart,
  joinDatetime,
  newTrip,
  returnTrip,
  reverseDirection,
  timePart,
  tripSignature,
  tripToSend,
  type TripScreenState,
} from '../trip-draft.ts';
import { PriceEstimate } from './price-estimate.tsx';
import { TourStopFields } from './tour-stop-fields.tsx';
import './trip-form.css';

type Draft = { trip: Trip; date: string; time: string; stopKeys: string[] };

/** Where a trip-level error key is shown (SPEC §8 keys and the field engine's). */
function errorPlace(key: string): 'datetime' | 'departure' | 'destination' | 'other' {
  if (key === 'noDatetime' || key === 'invalidDatetime' || key === 'datetimeTooEarly') return 'datetime';
  if (key === 'noFromAddress' || key === 'pickDepartFromList') return 'departure';
  if (key === 'noToAddress' || key === 'pickDestinationFromList') return 'destination';
  return 'other';
}

function initialDraft(app: ReadyApp, id: string | undefined, state: TripScreenState, trips: readonly unknown[]): Draft {
  const fields = fieldDefinitions(app.config.layouts.trip);
  const destinationHidden = app.loginResp.scpars.cp4 === 'J';
  const index = cartIndex(id, trips);
  const stored = index !== null ? parseCartTrip(trips[index]) : null;
  const original = index === null && state?.returnOf !== undefined ? parseCartTrip(trips[state.returnOf]) : null;
  let trip: Trip;
  let date: string;
  let time: string;
  if (stored) {
    trip = stored;
    date = datePart(stored.datetime);
    time = timePart(stored.datetime);
  } else if (original) {
    // The return trip: the customer picks only its time, on the same day to start with.
    trip = returnTrip(original);
    date = datePart(original.datetime);
    time = '';
  } else {
    trip = newTrip(fields, destinationHidden);
    date = '';
    time = '';
  }
  return { trip, date, time, stopKeys: trip.tour.map((_, i) => `stop-${i}`) };
}

/**
 * The trip form (SPEC §2 Trip screen, §4, §5), loaded while the config is on its way. `id` is `new` or the
 * index of a cart trip to edit; an index the cart does not hold gives a new trip.
 */
export default function TripForm({ app, id }: { app: ReadyApp; id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const navigate = useNavigate();
  const location = useLocation();
  const trips = useStoredValue('trips') ?? [];
  const fields = useMemo(() => fieldDefinitions(app.config.layouts.trip), [app.config.layouts.trip]);
  const destinationHidden = app.loginResp.scpars.cp4 === 'J';
  const dateOffset = app.config.info.dateOffset;
  const pricesHidden = app.require_login;
  const editIndex = cartIndex(id, trips);
  const [draft, setDraft] = useState(() => initialDraft(app, id, location.state as TripScreenState, trips));
  const [revealed, setRevealed] = useState(false);
  const [notice, setNotice] = useState('');
  const [serverReply, setServerReply] = useState<TripReply | null>(null);
  const [failure, setFailure] = useState('');
  const [estimate, setEstimate] = useState<{ signature: string; reply: TripReply } | null>(null);
  const quote = useTripRequest();
  const submit = useTripRequest();
  const errorRef = useRef<HTMLDivElement>(null);

  const trip: Trip = { ...draft.trip, datetime: joinDatetime(draft.date, draft.time) };
  const validation = validateTrip(trip, { fields, destinationHidden, dateOffsetMinutes: dateOffset, now: new Date(), checkPhone });
  // The server's verdict holds until the trip changes.
  const server = serverReply && serverReply.error !== '' ? serverReply : null;
  const shownError = server?.error || (revealed ? validation.error : '');
  // A key this version does not know still says something useful.
  const errorText = (key: string) => (i18n.exists(key) ? t(key) : t('tripRefused'));
  const messageAt = (place: ReturnType<typeof errorPlace>) =>
    shownError && errorPlace(shownError) === place ? errorText(shownError) : null;

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), feedbackMs);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Every change of the trip: the server's old verdict and the old estimate no longer apply (SPEC §4). */
  const update = (change: (current: Draft) => Draft) => {
    setDraft(change);
    setServerReply(null);
    setFailure('');
  };
  const setStop = (index: number, stop: TourStop) =>
    update((current) => ({ ...current, trip: { ...current.trip, tour: current.trip.tour.map((s, i) => (i === index ? stop : s)) } }));
  const setValue = (field: string, value: DynamicValue | string) =>
    update((current) => ({ ...current, trip: { ...current.trip, [field]: value } }));

  /** SPEC §5 Date: a time before now + dateOffset is pushed to that minimum, with a short notice. */
  const setWhen = (date: string, time: string) => {
    const joined = joinDatetime(date, time);
    const pushed = joined ? pushToMinimum(joined, minimumTripDatetime(new Date(), dateOffset)) : joined;
    if (pushed !== joined) {
      setNotice(t('timePushed', { date: formatDate(pushed, lang), time: timePart(pushed) }));
      update((current) => ({ ...current, date: datePart(pushed), time: timePart(pushed) }));
    } else {
      update((current) => ({ ...current, date, time }));
    }
  };

  const reveal = () => {
    setRevealed(true);
    // The summary is announced (role=alert); focus goes there so keyboard users land on the reason.
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const showPrice = () => {
    setFailure('');
    if (validation.error) return reveal();
    const sent = tripToSend(trip);
    quote.mutate(
      { trip: sent, lang },
      {
        onSuccess: (reply) => {
          if (isAccepted(reply)) setEstimate({ signature: tripSignature(sent), reply });
          else {
            setServerReply(reply);
            reveal();
          }
        },
        onError: () => setFailure(t('requestFailed')),
      },
    );
  };

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (validation.error || submit.isPending) {
      if (validation.error) reveal();
      return;
    }
    const sent = tripToSend(trip);
    submit.mutate(
      { trip: sent, lang },
      {
        onSuccess: (reply) => {
          if (!isAccepted(reply)) {
            setServerReply(reply);
            reveal();
            return;
          }
          saveCartTrip({ ...sent, price: reply.amounttopay, meta: reply }, editIndex);
          void navigate('/cart');
        },
        onError: () => setFailure(t('requestFailed')),
      },
    );
  };

  // SPEC §4: the estimate resets when the trip changes.
  const shownEstimate = estimate && estimate.signature === tripSignature(tripToSend(trip)) ? estimate.reply : null;
  const fieldMessage = (field: string) => server?.fielderrors[field] ?? validation.fielderrors[field] ?? '';
  const minimum = minimumTripDatetime(new Date(), dateOffset);
  const tourLength = draft.trip.tour.length;
  const stopMessage = (index: number) => messageAt(index === 0 ? 'departure' : 'destination');

  return (
    <form className="trip-form" aria-labelledby={pageHeadingId} noValidate onSubmit={addToCart}>
      {id !== undefined && id !== 'new' && editIndex === null && <p className="trip-form__notice">{t('tripNotInCart')}</p>}

      <section className="trip-section" aria-labelledby="when-heading">
        <h2 id="when-heading" className="trip-section__heading">
          {t('tripWhen')}
        </h2>
        <div className="trip-when">
          <Field id="trip-date" label={t('depDate')} required message={messageAt('datetime')}>
            {(control) => (
              <input
                {...control}
                className="input trip-when__date"
                type="date"
                min={datePart(minimum)}
                value={draft.date}
                onChange={(event) => setWhen(event.target.value, draft.time)}
              />
            )}
          </Field>
          <TimePicker label={t('depTime')} required value={draft.time} onChange={(time) => setWhen(draft.date, time)} />
        </div>
        <p className="trip-form__pushed" role="status">
          {notice}
        </p>
      </section>

      {tourLength > 1 && app.loginResp.scpars.cp52 === 'J' && (
        <div className="trip-direction">
          <fieldset className="fieldset">
            <legend className="field__legend">{t('direction')}</legend>
            <div className="choices">
              {[false, true].map((reverse) => (
                <label key={String(reverse)} className="choice">
                  <input
                    type="radio"
                    name="direction"
                    checked={draft.trip.reverse === reverse}
                    onChange={() =>
                      update((current) => ({
                        ...current,
                        trip: reverseDirection(current.trip),
                        stopKeys: [...current.stopKeys].reverse(),
                      }))
                    }
                  />
                  {t(reverse ? 'directionReturn' : 'directionOutward')}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      )}

      {draft.trip.tour.map((stop, index) => (
        <TourStopFields
          key={draft.stopKeys[index] ?? index}
          role={index === 0 ? 'departure' : 'destination'}
          stop={stop}
          lang={lang}
          message={stopMessage(index)}
          onChange={(next) => setStop(index, next)}
        />
      ))}

      <section className="trip-section" aria-labelledby="details-heading">
        <h2 id="details-heading" className="trip-section__heading">
          {t('tripDetails')}
        </h2>
        {fields.map((definition) => (
          <DynamicField
            key={definition.field}
            idPrefix="trip"
            definition={definition}
            value={typeof trip[definition.field] === 'string' || typeof trip[definition.field] === 'number' ? (trip[definition.field] as DynamicValue) : undefined}
            onChange={setValue}
            messageKey={fieldMessage(definition.field)}
            revealed={revealed || server !== null}
          />
        ))}
        <Field id="trip-extra-info" label={t('extraTripInfo')} info={t('extraTripInfoHelp')}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={4}
              maxLength={1000}
              value={draft.trip.extraTripInfo}
              onChange={(event) => setValue('extraTripInfo', event.target.value)}
            />
          )}
        </Field>
      </section>

      {!pricesHidden && <PriceEstimate reply={shownEstimate} loading={quote.isPending} onShowPrice={showPrice} />}

      <div ref={errorRef} tabIndex={-1} className="trip-form__errors" role="alert">
        {shownError && <p className="trip-form__error">{errorText(shownError)}</p>}
        {failure && <p className="trip-form__error">{failure}</p>}
      </div>

      <div className="actions trip-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={validation.error !== '' || submit.isPending}>
          {submit.isPending ? t('adding') : t(editIndex === null ? 'addToCart' : 'saveTrip')}
        </button>
      </div>
    </form>
  );
}
