import { lazy, Suspense, use, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { feedbackMs } from '#common/constants.ts';
import type { TourStop, Trip, TripReply } from '#common/contracts/trip.ts';
import { isQuoted } from '#common/contracts/trip-quote.ts';
import { fieldDefinitions } from '#common/fields/field-definition.ts';
import { minimumTripDatetime, pushToMinimum, wallTimeAt } from '#common/fields/trip-datetime.ts';
import { bookableDepartures } from '#common/fields/fixed-departures.ts';
import { validateTrip } from '#common/fields/trip-validation.ts';
import { formatDate } from '#common/format/text.ts';
import { pageHeadingId } from '../../../shared/page/page.tsx';
import { toLanguage } from '../../../ui/i18n/language.ts';
import type { ReadyApp } from '../../../shared/session/session.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { DynamicField, optionText, type DynamicValue } from '../../../ui/dynamic-field.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { Field } from '../../../ui/field.tsx';
import { fieldMessageText } from '../../../ui/field-message.ts';
import { checkPhone } from '../../../ui/phone-check.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { TimePicker } from '../../../ui/time-picker.tsx';
import { saveCartTrip, useCartTrips } from '../../../shared/cart/stored-cart.ts';
import { useTripRequest } from '../api/post-trip-request.ts';
import { datePart, joinDatetime, timePart } from '../../../shared/trip/trip-datetime.ts';
import type { TripScreenState } from '../../../shared/trip/trip-screen-state.ts';
import type * as storedTripModule from '../stored-trip.ts';
import { newTrip, returnTrip, reverseDirection, tripSignature, tripToSend } from '../trip-draft.ts';
import { draftOrigin, hasTripDraft, removeTripDraft, writeTripDraft, type TripFormDraft } from '../trip-form-draft.ts';
import {
  dateFieldId,
  flightArrivalFieldId,
  flightNumberFieldId,
  serverProblems,
  stopFieldId,
  timeFieldId,
  tripFieldId,
  tripProblems,
  ruleKeys,
} from '../trip-problems.ts';
import { dayHoursText, dayProblem, lastOfferedDate, offeredHours } from '../service-rules-view.ts';
import { ServiceRulesNote } from './service-rules-note.tsx';
import { PriceEstimate } from './price-estimate.tsx';
import { TourStopFields } from './tour-stop-fields.tsx';
import './trip-form.css';

type Draft = TripFormDraft & { stopKeys: string[] };
type StoredTrips = typeof storedTripModule;

// Only a tenant of fixed departures shows the choice (docs/reference/tenant-settings.md#hideTime): the others'
// first load goes without it (docs/decisions/026-first-load-budget.md).
const FixedDepartureChoice = lazy(() =>
  import('../../../shared/trip/fixed-departure-choice.tsx').then((m) => ({ default: m.FixedDepartureChoice })),
);

let storedTrips: Promise<StoredTrips> | null = null;
const loadStoredTrips = () => (storedTrips ??= import('../stored-trip.ts'));

/** A form of a cart trip, of its return, or one this tab kept a draft of: it starts from what storage holds. */
function readsStorage(id: string | undefined, state: TripScreenState): boolean {
  return (id !== undefined && /^\d+$/.test(id)) || state?.returnOf !== undefined || hasTripDraft();
}

/** The form's starting point, and the origin its draft is kept under. */
function initialDraft(
  app: ReadyApp,
  id: string | undefined,
  state: TripScreenState,
  trips: readonly unknown[],
  reader: StoredTrips | null,
): { origin: string; draft: Draft } {
  const fields = fieldDefinitions(app.config.layouts.trip);
  const destinationHidden = app.loginResp.scpars.hideDestination;
  const index = reader ? reader.cartIndex(id, trips) : null;
  const stored = reader && index !== null ? reader.parseCartTrip(trips[index]) : null;
  const returnOf = index === null ? state?.returnOf : undefined;
  const original = reader && returnOf !== undefined ? reader.parseCartTrip(trips[returnOf]) : null;
  const origin = stored
    ? draftOrigin('edit', index ?? 0, stored)
    : original
      ? draftOrigin('return', returnOf, original)
      : draftOrigin('new');
  const withKeys = (form: TripFormDraft): Draft => ({ ...form, stopKeys: form.trip.tour.map((_, i) => `stop-${i}`) });
  const texts = (trip: Trip) => trip.tour.map((stop) => stop.address?.text ?? '');
  // What this tab typed before a reload or a visit to another page comes first (issue 9 item 4).
  const kept = reader ? reader.readTripDraft(origin) : null;
  if (kept) return { origin, draft: withKeys(kept) };
  if (stored) {
    return {
      origin,
      draft: withKeys({
        trip: stored,
        date: datePart(stored.datetime),
        time: timePart(stored.datetime),
        stopTexts: texts(stored),
      }),
    };
  }
  if (original) {
    // The return trip: the customer picks only its time, on the same day to start with.
    const trip = returnTrip(original);
    return { origin, draft: withKeys({ trip, date: datePart(original.datetime), time: '', stopTexts: texts(trip) }) };
  }
  const trip = newTrip(fields, destinationHidden);
  return { origin, draft: withKeys({ trip, date: '', time: '', stopTexts: texts(trip) }) };
}

/**
 * The trip form (docs/reference/screens.md#trip, docs/reference/states.md#browser,
 * docs/reference/record-layout.md#trip-rules), loaded while the config is on its way. `id` is `new` or the index of a
 * cart trip to edit; an index the cart does not hold gives a new trip.
 */
export default function TripForm({ app, id }: { app: ReadyApp; id: string | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const navigate = useNavigate();
  const location = useLocation();
  const trips = useCartTrips();
  const fields = useMemo(() => fieldDefinitions(app.config.layouts.trip), [app.config.layouts.trip]);
  const destinationHidden = app.loginResp.scpars.hideDestination;
  const dateOffset = app.config.info.dateOffset;
  const fixedTime = app.loginResp.scpars.hideTime;
  const fixedDepartures = app.config.info.fixedDepartures;
  const rules = app.config.rules;
  const pricesHidden = app.require_login;
  const state = location.state as TripScreenState;
  // Decided once: a draft written while the customer types must not suspend the form to load the reader.
  const [reads] = useState(() => readsStorage(id, state));
  const reader = reads ? use(loadStoredTrips()) : null;
  const editIndex = reader ? reader.cartIndex(id, trips) : null;
  const [{ origin, draft: startDraft }] = useState(() => initialDraft(app, id, state, trips, reader));
  const [draft, setDraft] = useState(startDraft);
  /** Failed submits so far: from the first on, every problem shows, and goes away once fixed (issue 9 item 5). */
  const [attempt, setAttempt] = useState(0);
  const [notice, setNotice] = useState('');
  const [serverReply, setServerReply] = useState<TripReply | null>(null);
  const [failure, setFailure] = useState('');
  const [estimate, setEstimate] = useState<{ signature: string; reply: TripReply } | null>(null);
  const quote = useTripRequest();
  const submit = useTripRequest();
  const errorRef = useRef<HTMLDivElement>(null);
  // A second tap while the first one's trip is on its way adds nothing: set before React renders again.
  const adding = useRef(false);
  const changed = useRef(false);

  const trip: Trip = { ...draft.trip, datetime: joinDatetime(draft.date, draft.time) };
  const now = new Date();
  const validation = validateTrip(trip, {
    fields,
    destinationHidden,
    dateOffsetMinutes: dateOffset,
    ...(fixedTime ? { fixedDepartures } : {}),
    now,
    checkPhone,
    ...(rules ? { serviceRules: rules.service } : {}),
    ...(rules ? { vehicleClasses: { field: rules.vehicleClassField, classes: rules.vehicleClasses } } : {}),
  });
  const today = wallTimeAt(now);
  const dayKey = rules && !fixedTime ? dayProblem(draft.date, today, rules.service) : null;
  const problems = tripProblems({
    trip,
    date: draft.date,
    time: draft.time,
    stopTexts: draft.stopTexts,
    validation,
    destinationHidden,
    vehicleClassField: rules?.vehicleClassField,
    dayKey,
  });
  const revealed = attempt > 0;
  // The server's verdict holds until the trip changes.
  const server =
    serverReply && serverReply.error !== ''
      ? serverProblems(serverReply, trip, draft.date, problems, rules?.vehicleClassField)
      : { problems: [], other: [] };
  // The operator's rules are said at once, beside their field; the rest after a submit (issue 9 item 5).
  const shownProblems = [
    ...(revealed ? problems : problems.filter((problem) => ruleKeys.includes(problem.key))),
    ...server.problems,
  ];
  // The class that takes the trip, offered as a button under the trip's details ("Kies Busje (max. 8 personen)").
  const fittingClass = validation.fittingVehicleClass || serverReply?.fittingVehicleClass || '';
  const classField = rules ? fields.find((definition) => definition.field === rules.vehicleClassField) : undefined;
  const fittingOption = classField?.options.find((option) => option.id === fittingClass);
  // The trip's layout fields, whose messages name them by their label ("Kies type auto").
  const fieldLabels = new Map(fields.map((definition) => [tripFieldId(definition.field), t(definition.labelKey)]));
  // A key this version does not know still says something useful.
  const errorText = (key: string, fieldId = '') => {
    if (!i18n.exists(key)) return t('tripRefused');
    const label = fieldLabels.get(fieldId);
    return label === undefined ? t(key) : fieldMessageText(t, key, label);
  };
  const messageFor = (fieldId: string) => {
    const problem = shownProblems.find((p) => p.fieldId === fieldId);
    return problem ? errorText(problem.key, fieldId) : null;
  };
  // The summary lists what a submit found (and the server said); the rules' messages said at once stay at their field.
  const errors = [...(revealed ? problems : []), ...server.problems].map((problem) => ({
    fieldId: problem.fieldId,
    message: errorText(problem.key, problem.fieldId),
  }));

  // Kept for this tab once the customer changed something, so a reload or the back button loses nothing.
  useEffect(() => {
    if (!changed.current) return;
    const { stopKeys: _stopKeys, ...kept } = draft;
    writeTripDraft(origin, kept);
  }, [draft, origin]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(''), feedbackMs);
    return () => clearTimeout(timer);
  }, [notice]);

  /**
   * Every change of the trip: the server's old verdict and the old estimate no longer apply
   * (docs/reference/states.md#browser).
   */
  const update = (change: (current: Draft) => Draft) => {
    changed.current = true;
    setDraft(change);
    setServerReply(null);
    setFailure('');
  };
  const setStop = (index: number, stop: TourStop) =>
    update((current) => ({
      ...current,
      trip: { ...current.trip, tour: current.trip.tour.map((s, i) => (i === index ? stop : s)) },
    }));
  const setStopText = (index: number, text: string) =>
    update((current) => ({ ...current, stopTexts: current.stopTexts.map((s, i) => (i === index ? text : s)) }));
  const setValue = (field: string, value: DynamicValue | string) =>
    update((current) => ({ ...current, trip: { ...current.trip, [field]: value } }));

  /**
   * docs/reference/record-layout.md#trip-rules: a time before now + dateOffset is pushed to that minimum, with a short
   * notice.
   */
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

  /** A failed submit: the summary lists every problem and takes the focus. */
  const reveal = () => setAttempt((current) => current + 1);
  /** A refusal that belongs to no field: the box says why and takes the focus. */
  const refuse = (reply: TripReply) => {
    setServerReply(reply);
    if (serverProblems(reply, trip, draft.date, problems).other.length > 0)
      requestAnimationFrame(() => errorRef.current?.focus());
    else reveal();
  };

  const showPrice = () => {
    setFailure('');
    if (problems.length > 0) return reveal();
    const sent = tripToSend(trip);
    quote.mutate(
      { trip: sent, lang },
      {
        onSuccess: (reply) => {
          if (isQuoted(reply)) setEstimate({ signature: tripSignature(sent), reply });
          else refuse(reply);
        },
        onError: () => setFailure(t('requestFailed')),
      },
    );
  };

  const addToCart = (event: FormEvent) => {
    event.preventDefault();
    if (adding.current) return;
    setFailure('');
    if (problems.length > 0) return reveal();
    adding.current = true;
    const sent = tripToSend(trip);
    submit.mutate(
      { trip: sent, lang },
      {
        onSuccess: (reply) => {
          if (!isQuoted(reply)) {
            adding.current = false;
            refuse(reply);
            return;
          }
          saveCartTrip({ ...sent, price: reply.amounttopay, meta: reply }, editIndex);
          removeTripDraft();
          void navigate('/cart');
        },
        onError: () => {
          adding.current = false;
          setFailure(t('requestFailed'));
        },
      },
    );
  };

  // docs/reference/states.md#browser: the estimate resets when the trip changes.
  const shownEstimate = estimate && estimate.signature === tripSignature(tripToSend(trip)) ? estimate.reply : null;
  // Blur alone adds no message (issue 9 item 5): a field's message comes with the summary, after a submit.
  const fieldMessageKey = (field: string) => shownProblems.find((p) => p.fieldId === tripFieldId(field))?.key ?? '';
  const minimum = minimumTripDatetime(new Date(), dateOffset);
  const dayHours = rules && dayKey === null && draft.date !== '' ? dayHoursText(draft.date, rules.service) : '';
  const dayHoursInfo = dayHours ? t('rulesDayTimes', { hours: dayHours }) : undefined;
  const tourLength = draft.trip.tour.length;

  return (
    <form className="trip-form" aria-labelledby={pageHeadingId} noValidate onSubmit={addToCart}>
      <ErrorSummary errors={errors} attempt={attempt} />
      {rules && !fixedTime && <ServiceRulesNote rules={rules.service} lang={lang} />}
      {id !== undefined && id !== 'new' && editIndex === null && (
        <p className="trip-form__notice">{t('tripNotInCart')}</p>
      )}

      <section className="trip-section" aria-labelledby="when-heading">
        <h2 id="when-heading" className="trip-section__heading">
          {t('tripWhen')}
        </h2>
        {fixedTime ? (
          <Suspense fallback={<Spinner />}>
            <FixedDepartureChoice
              id={dateFieldId}
              departures={bookableDepartures(fixedDepartures, new Date(), dateOffset)}
              destination={destinationHidden ? app.config.info.fixedDestination : null}
              value={trip.datetime}
              message={messageFor(dateFieldId)}
              onChange={(datetime) => setWhen(datePart(datetime), timePart(datetime))}
            />
          </Suspense>
        ) : (
          <div className="trip-when">
            <DateField
              id={dateFieldId}
              label={t('depDate')}
              required
              message={messageFor(dateFieldId)}
              min={datePart(minimum)}
              max={rules ? lastOfferedDate(today, rules.service) : undefined}
              value={draft.date}
              onChange={(date) => setWhen(date, draft.time)}
            />
            <TimePicker
              id={timeFieldId}
              label={t('depTime')}
              required
              value={draft.time}
              message={messageFor(timeFieldId)}
              hours={rules && dayKey === null ? offeredHours(draft.date, rules.service) : undefined}
              info={dayHoursInfo}
              onChange={(time) => setWhen(draft.date, time)}
            />
          </div>
        )}
        <p className="trip-form__pushed" role="status">
          {notice}
        </p>
      </section>

      {tourLength > 1 && app.loginResp.scpars.showDirection && (
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
                        stopTexts: [...current.stopTexts].reverse(),
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
          text={draft.stopTexts[index] ?? ''}
          lang={lang}
          message={messageFor(stopFieldId(index))}
          flightMessages={{
            number: messageFor(flightNumberFieldId(index)),
            arrival: messageFor(flightArrivalFieldId(index)),
          }}
          airportWaitingMinutes={app.config.info.airportWaitingMinutes}
          onChange={(next) => setStop(index, next)}
          onTextChange={(text) => setStopText(index, text)}
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
            value={
              typeof trip[definition.field] === 'string' || typeof trip[definition.field] === 'number'
                ? (trip[definition.field] as DynamicValue)
                : undefined
            }
            onChange={setValue}
            messageKey={fieldMessageKey(definition.field)}
            revealed
          />
        ))}
        {fittingOption && classField && (
          <button
            type="button"
            className="button button--secondary trip-form__fitting-class"
            onClick={() => setValue(classField.field, fittingOption.id)}
          >
            {t('vehicleClassChoose', { vehicle: optionText({ t, i18n }, classField.field, fittingOption) })}
          </button>
        )}
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
        {server.other.map((key) => (
          <p key={key} className="trip-form__error">
            {errorText(key)}
          </p>
        ))}
        {failure && <p className="trip-form__error">{failure}</p>}
      </div>

      <div className="actions trip-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={submit.isPending || undefined}>
          {submit.isPending ? t('adding') : t(editIndex === null ? 'addToCart' : 'saveTrip')}
        </button>
      </div>
    </form>
  );
}
