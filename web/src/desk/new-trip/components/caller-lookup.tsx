import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import type { Caller, CallerTrip } from '#common/contracts/desk-booking.ts';
import { formatDate } from '#common/format/text.ts';
import { toLanguage } from '../../../ui/i18n/language.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { DeskErrorBox } from '../../shared/desk-page.tsx';
import { DeskSection } from '../../shared/desk-section.tsx';
import { useCallerLookup } from '../api/get-callers.ts';
import { fromEarlierTrip, withCaller, type NewTripForm } from '../new-trip.ts';

type CallerLookupProps = {
  form: NewTripForm;
  /** The form filled from a caller or one of their trips. */
  onFill: (form: NewTripForm) => void;
};

/**
 * The caller looked up by phone number (any spelling), email or name (docs/reference/screens.md#desk-new-trip): the
 * tenant's customers and earlier guests with their latest trips, each with "same as last time" and "return trip".
 */
export function CallerLookup({ form, onFill }: CallerLookupProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const lookup = useCallerLookup();

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (lookup.isPending) return;
    if (q.trim().length < 2) {
      setProblem(t('desk.newTrip.lookupTooShort'));
      return;
    }
    setProblem(null);
    lookup.mutate(q.trim());
  };

  const callers = lookup.data?.callers;
  return (
    <DeskSection headingId="new-trip-lookup-heading" heading={t('desk.newTrip.lookupHeading')}>
      <form
        className="new-trip__lookup"
        role="search"
        aria-labelledby="new-trip-lookup-heading"
        noValidate
        onSubmit={search}
      >
        <TextField
          id="new-trip-lookup"
          label={t('desk.newTrip.lookupLabel')}
          info={t('desk.newTrip.lookupInfo')}
          message={problem}
          value={q}
          onChange={(value) => {
            setQ(value);
            setProblem(null);
          }}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton busy={lookup.isPending} busyLabel={t('desk.newTrip.searching')}>
          {t('desk.newTrip.search')}
        </SubmitButton>
      </form>
      {lookup.isError && <DeskErrorBox error={lookup.error} />}
      <p className="new-trip__found" role="status">
        {callers &&
          (callers.length === 0
            ? t('desk.newTrip.noCallers')
            : t('desk.newTrip.callersFound', { count: callers.length }))}
      </p>
      {callers?.map((caller, index) => (
        <CallerCard key={`${caller.klantNr}-${index}`} caller={caller} index={index} form={form} onFill={onFill} />
      ))}
    </DeskSection>
  );
}

function CallerCard({ caller, index, form, onFill }: { caller: Caller; index: number } & CallerLookupProps) {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.language);
  const headingId = `new-trip-caller-${index}`;
  const fill = (trip: CallerTrip, asReturn: boolean) => onFill(fromEarlierTrip(form, caller, trip, asReturn));
  return (
    <article className="new-trip__caller" aria-labelledby={headingId}>
      <h3 id={headingId} className="new-trip__caller-name">
        {caller.name || caller.account?.username || t('desk.newTrip.unnamed')}
        {caller.account && (
          <span className="new-trip__account"> · {t('desk.newTrip.account', { name: caller.account.username })}</span>
        )}
      </h3>
      <p className="new-trip__caller-contact">{[caller.phone, caller.email].filter(Boolean).join(' · ')}</p>
      <div className="actions">
        <button type="button" className="button button--secondary" onClick={() => onFill(withCaller(form, caller))}>
          {t('desk.newTrip.useCaller')}
        </button>
      </div>
      {caller.trips.length > 0 && (
        <DataTable
          caption={t('desk.newTrip.earlierTrips', { name: caller.name })}
          className="new-trip__trips"
          rows={caller.trips}
          rowKey={(trip) => trip.tripId}
          columns={[
            {
              name: 'when',
              header: t('desk.newTrip.when'),
              cell: (trip) => `${formatDate(trip.datetime.slice(0, 10), lang)} ${trip.datetime.slice(11, 16)}`,
            },
            { name: 'from', header: t('desk.newTrip.from'), cell: (trip) => trip.from },
            { name: 'to', header: t('desk.newTrip.to'), cell: (trip) => trip.to },
            {
              name: 'fill',
              header: t('desk.newTrip.fill'),
              cell: (trip) => (
                <span className="new-trip__fill">
                  <button
                    type="button"
                    className="button button--primary"
                    aria-label={t('desk.newTrip.sameAgainFor', { from: trip.from, to: trip.to })}
                    onClick={() => fill(trip, false)}
                  >
                    {t('desk.newTrip.sameAgain')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    aria-label={t('desk.newTrip.returnFor', { from: trip.to, to: trip.from })}
                    onClick={() => fill(trip, true)}
                  >
                    {t('desk.newTrip.returnTrip')}
                  </button>
                </span>
              ),
            },
          ]}
        />
      )}
    </article>
  );
}
