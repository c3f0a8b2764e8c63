import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { CreateAbsenceReply } from '#common/contracts/desk-absences.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TimeField } from '../../../ui/time-field.tsx';
import { AbsenceList } from '../../shared/absences/absence-list.tsx';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { useDrivers } from '../../shared/get-driver-list.ts';
import { useAffectedTrips } from '../api/get-affected-trips.ts';
import { useRecordAbsence } from '../api/post-absence.ts';
import {
  defaultWindow,
  driversMatching,
  newRequestKey,
  openChoice,
  reassignmentsOf,
  windowOf,
  type Choice,
  type WindowFields,
} from '../absence.ts';
import { TripChoice } from './trip-choice.tsx';
import './absence.css';

/**
 * A driver unavailable from … to …, `/admin/absence` (docs/reference/screens.md#desk-absence), for both roles: the
 * dispatcher takes the sick call. Find the driver by any part of the name, set the window (now until the end of
 * today to start with) and a reason; the driver's trips then are listed, each with its replacement; one submit records
 * the absence and moves them all, and says per trip what became of it. Nothing typed is lost on a refusal: the same
 * form sent again records the absence once and moves what is left.
 */
export function AbsenceScreen() {
  const { t } = useTranslation();
  return (
    <DeskPage title={t('desk.absence.title')} ability="tripActions">
      {() => (
        <>
          <AbsenceForm />
          <AbsenceList canEnd />
        </>
      )}
    </DeskPage>
  );
}

function AbsenceForm() {
  const { t } = useTranslation();
  const id = useId();
  const drivers = useDrivers(false);
  const [search, setSearch] = useState('');
  const [driverId, setDriverId] = useState<number | null>(null);
  const [fields, setFields] = useState<WindowFields>(() => defaultWindow(new Date()));
  const [reason, setReason] = useState('');
  const [choices, setChoices] = useState<ReadonlyMap<number, Choice>>(new Map());
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [submitted, setSubmitted] = useState(false);
  const [missing, setMissing] = useState<ReadonlySet<number>>(new Set());
  const [reply, setReply] = useState<CreateAbsenceReply | null>(null);
  const record = useRecordAbsence();
  const driverField = useRef<HTMLSelectElement>(null);

  const window = windowOf(fields);
  const affected = useAffectedTrips(driverId, window.ok ? window : null);
  const found = driversMatching(drivers.data ?? [], search);
  const chosen = drivers.data?.find((driver) => driver.id === driverId);
  // The chosen driver stays offered while the search no longer finds them, so the field never shows what is not chosen.
  const offered = chosen && !found.includes(chosen) ? [chosen, ...found] : found;
  const trips = affected.data ?? [];
  // Another request from here on: what was recorded under the old key was another absence.
  const changed = () => {
    setRequestKey(newRequestKey());
    setReply(null);
  };
  const setField = (name: keyof WindowFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    changed();
  };
  const problems = submitted && !window.ok ? window.problems : [];

  const submit = () => {
    if (record.isPending) return;
    setSubmitted(true);
    if (driverId === null) {
      driverField.current?.focus();
      return;
    }
    if (!window.ok || !affected.data) return;
    const made = reassignmentsOf(
      trips.map((trip) => trip.tripId),
      choices,
    );
    setMissing(new Set(made.ok ? [] : made.missing));
    if (!made.ok) {
      document.getElementById(`absence-trip-${made.missing[0]}-driver`)?.focus();
      return;
    }
    record.mutate(
      {
        driverId,
        request: {
          from: window.from,
          to: window.to,
          reason: reason.trim(),
          requestKey,
          reassignments: made.reassignments,
        },
      },
      { onSuccess: setReply },
    );
  };

  const outcomeOf = (tripId: number) => reply?.outcomes.find((outcome) => outcome.tripId === tripId);
  const moved = reply?.outcomes.filter((outcome) => outcome.result !== 'refused') ?? [];
  const refused = reply?.outcomes.filter((outcome) => outcome.result === 'refused') ?? [];

  return (
    <DeskSection headingId={`${id}-heading`} heading={t('desk.absence.formTitle')} className="absence-form">
      <p className="absence-form__intro">{t('desk.absence.intro')}</p>
      <form
        noValidate
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="absence-form__driver">
          <TextField
            id={`${id}-search`}
            label={t('desk.absence.search')}
            info={t('desk.absence.searchInfo')}
            type="search"
            autoComplete="off"
            value={search}
            onChange={setSearch}
          />
          <Field
            id={`${id}-driver`}
            label={t('desk.absence.driver')}
            required
            message={submitted && driverId === null ? t('desk.absence.driverMissing') : null}
          >
            {(control) => (
              <select
                {...control}
                ref={driverField}
                className="select"
                value={driverId === null ? '' : String(driverId)}
                disabled={!drivers.data}
                onChange={(event) => {
                  setDriverId(event.target.value === '' ? null : Number(event.target.value));
                  setChoices(new Map());
                  setMissing(new Set());
                  changed();
                }}
              >
                <option value="">
                  {t(found.length === 0 ? 'desk.absence.noDriverFound' : 'desk.absence.pickDriver', {
                    count: found.length,
                  })}
                </option>
                {offered.map((driver) => (
                  <option key={driver.id} value={String(driver.id)}>
                    {driver.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p className="visually-hidden" role="status">
            {search.trim() === '' ? '' : t('desk.absence.driversFound', { count: found.length })}
          </p>
        </div>
        <fieldset className="absence-form__window">
          <legend>{t('desk.absence.window')}</legend>
          <div className="absence-form__moment">
            <DateField
              id={`${id}-from-day`}
              label={t('desk.absence.fromDay')}
              required
              value={fields.fromDay}
              message={problems.includes('from') ? t('desk.absence.momentInvalid') : null}
              onChange={(value) => setField('fromDay', value)}
            />
            <TimeField
              id={`${id}-from-time`}
              label={t('desk.absence.fromTime')}
              required
              value={fields.fromTime}
              message={null}
              onChange={(value) => setField('fromTime', value)}
            />
          </div>
          <div className="absence-form__moment">
            <DateField
              id={`${id}-to-day`}
              label={t('desk.absence.toDay')}
              required
              value={fields.toDay}
              message={
                problems.includes('to')
                  ? t('desk.absence.momentInvalid')
                  : problems.includes('order')
                    ? t('desk.absence.orderInvalid')
                    : null
              }
              onChange={(value) => setField('toDay', value)}
            />
            <TimeField
              id={`${id}-to-time`}
              label={t('desk.absence.toTime')}
              required
              value={fields.toTime}
              message={null}
              onChange={(value) => setField('toTime', value)}
            />
          </div>
        </fieldset>
        <TextField
          id={`${id}-reason`}
          label={t('desk.absence.reason')}
          info={t('desk.absence.reasonInfo')}
          maxLength={200}
          value={reason}
          onChange={(value) => {
            setReason(value);
            changed();
          }}
        />
        {driverId !== null && window.ok && (
          <section className="absence-trips" aria-labelledby={`${id}-trips`}>
            <h3 id={`${id}-trips`} className="absence-trips__heading">
              {t('desk.absence.tripsTitle', { name: chosen?.name ?? '' })}
            </h3>
            {affected.data ? (
              trips.length === 0 ? (
                <p>{t('desk.absence.noTrips')}</p>
              ) : (
                <ul className="absence-trips__list">
                  {trips.map((trip) => (
                    <TripChoice
                      key={trip.tripId}
                      trip={trip}
                      absentDriverId={driverId}
                      choice={choices.get(trip.tripId) ?? openChoice}
                      missing={missing.has(trip.tripId)}
                      outcome={outcomeOf(trip.tripId)}
                      onChange={(choice) => {
                        setChoices((current) => new Map(current).set(trip.tripId, choice));
                        setMissing((current) => {
                          const next = new Set(current);
                          next.delete(trip.tripId);
                          return next;
                        });
                      }}
                    />
                  ))}
                </ul>
              )
            ) : affected.isError ? (
              <DeskErrorBox error={affected.error} onRetry={() => void affected.refetch()} />
            ) : (
              <Spinner />
            )}
          </section>
        )}
        {record.isError && <DeskErrorBox error={record.error} />}
        <div className="actions">
          <SubmitButton busy={record.isPending} busyLabel={t('desk.absence.saving')}>
            {trips.length > 0 ? t('desk.absence.submitWithTrips', { count: trips.length }) : t('desk.absence.submit')}
          </SubmitButton>
        </div>
      </form>
      <div className="absence-form__result" role="status" aria-atomic="true">
        {reply && (
          <>
            <p className="absence-form__result-heading">
              {t(reply.replayed ? 'desk.absence.recordedBefore' : 'desk.absence.recordedNow', {
                name: reply.absence.driver.name,
              })}
            </p>
            {moved.length > 0 && (
              <ul>
                {moved.map((outcome) => (
                  <li key={outcome.tripId}>{t(`desk.absence.outcome_${outcome.result}`, { trip: outcome.tripId })}</li>
                ))}
              </ul>
            )}
            {refused.length > 0 && <p>{t('desk.absence.someRefused', { count: refused.length })}</p>}
          </>
        )}
      </div>
    </DeskSection>
  );
}
