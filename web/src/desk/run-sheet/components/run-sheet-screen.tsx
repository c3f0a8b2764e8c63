import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { isDay } from '#common/contracts/board-filter.ts';
import { runSheetPdfUrl, type RunSheetReply, type RunSheetTrip } from '#common/contracts/run-sheet.ts';
import { amsterdamDay, formatDay, formatTime } from '#common/format/date.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { Field } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { useDrivers } from '../../shared/get-driver-list.ts';
import { useRunSheet } from '../api/get-run-sheet.ts';
import './run-sheet.css';

/**
 * A driver's run sheet, `/admin/run-sheet?driver=&date=` (docs/reference/screens.md#desk-run-sheet): pick a driver and
 * a day, then the driver's trips of that day as a table to print on A4 (its own print stylesheet) or to open as a PDF.
 * The choice lives in the URL, so a reload and a shared link show the same sheet.
 */
export function RunSheetScreen() {
  const { t } = useTranslation();
  return <DeskPage title={t('deskRunSheet')}>{() => <RunSheetPage />}</DeskPage>;
}

function RunSheetPage() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const driverId = Number(params.get('driver'));
  const chosenDriver = Number.isInteger(driverId) && driverId > 0 ? driverId : null;
  const asked = params.get('date');
  // Today (in Amsterdam) until another day is chosen.
  const date = isDay(asked) ? asked : amsterdamDay(new Date());
  // What is typed, kept while it names no day yet; a day typed goes to the URL.
  const [typed, setTyped] = useState(date);
  // Active and deactivated: a driver deactivated today still drove today's trips.
  const drivers = useDrivers(true);
  const sheet = useRunSheet(chosenDriver, date);
  const choose = (next: { driver?: string; date?: string }) => {
    const query = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === '') query.delete(name);
      else query.set(name, value);
    }
    setParams(query, { replace: true });
  };

  return (
    <>
      <p className="run-sheet__intro">{t('deskRunSheetIntro')}</p>
      <form className="run-sheet__choice" onSubmit={(event) => event.preventDefault()}>
        <Field id={`${id}-driver`} label={t('deskRunSheetDriver')}>
          {(control) => (
            <select
              {...control}
              className="select"
              value={chosenDriver === null ? '' : String(chosenDriver)}
              disabled={!drivers.data}
              onChange={(event) => choose({ driver: event.target.value })}
            >
              <option value="">
                {drivers.data?.length === 0 ? t('deskRunSheetNoDrivers') : t('deskRunSheetPickDriver')}
              </option>
              {drivers.data?.map((driver) => (
                <option key={driver.id} value={String(driver.id)}>
                  {driver.active ? driver.name : `${driver.name} (${t('deskDriverInactive')})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <DateField
          id={`${id}-date`}
          label={t('deskRunSheetDate')}
          value={typed}
          required
          message={typed === '' || isDay(typed) ? null : t('deskRunSheetDateInvalid')}
          onChange={(value) => {
            setTyped(value);
            if (isDay(value)) choose({ date: value });
          }}
        />
      </form>
      {drivers.isError && <DeskErrorBox error={drivers.error} onRetry={() => void drivers.refetch()} />}
      {chosenDriver === null ? (
        <p className="run-sheet__hint">{t('deskRunSheetChoose')}</p>
      ) : sheet.data ? (
        <Sheet sheet={sheet.data} lang={i18n.language} />
      ) : sheet.isError ? (
        <DeskErrorBox error={sheet.error} onRetry={() => void sheet.refetch()} />
      ) : (
        <Spinner />
      )}
    </>
  );
}

/** The sheet itself: who and which day, the print and PDF buttons, and the trips. */
function Sheet({ sheet, lang }: { sheet: RunSheetReply; lang: 'nl' | 'en' }) {
  const { t } = useTranslation();
  const vehicle = [sheet.driver.vehicle, sheet.driver.plate].filter(Boolean).join(', ');
  const columns: readonly Column<RunSheetTrip>[] = [
    {
      name: 'time',
      header: t('deskRunSheetTime'),
      className: 'run-sheet__time',
      cell: (trip) => <time dateTime={trip.datetime.replace(' ', 'T')}>{formatTime(trip.datetime)}</time>,
    },
    { name: 'pickup', header: t('deskRunSheetPickup'), cell: (trip) => trip.from },
    { name: 'destination', header: t('deskRunSheetDestination'), cell: (trip) => trip.to },
    { name: 'passengers', header: t('deskRunSheetPassengers'), cell: (trip) => trip.passengers },
    {
      name: 'luggage',
      header: t('deskRunSheetLuggage'),
      cell: (trip) => (trip.luggage === null ? '' : trip.luggage),
    },
    {
      name: 'flight',
      header: t('deskRunSheetFlight'),
      cell: (trip) =>
        [trip.flightNumber, trip.landing && t('deskRunSheetLands', { time: trip.landing })].filter(Boolean).join(', '),
    },
    { name: 'remarks', header: t('deskRunSheetRemarks'), cell: (trip) => trip.remarks },
    {
      name: 'passenger',
      header: t('deskRunSheetPassenger'),
      // One element, so that a phone's stacked row keeps name and number beside the column's name.
      cell: (trip) => (
        <div>
          {trip.passenger.name}
          {trip.passenger.phone !== '' && (
            <span className="run-sheet__phone">
              <a href={`tel:${trip.passenger.phone.replace(/[^+\d]/g, '')}`}>{trip.passenger.phone}</a>
            </span>
          )}
        </div>
      ),
    },
    {
      name: 'collect',
      header: t('deskRunSheetCollect'),
      className: 'run-sheet__collect',
      cell: (trip) => trip.toCollect?.amount ?? '',
    },
  ];
  return (
    <section className="run-sheet" aria-labelledby="run-sheet-heading">
      <h2 id="run-sheet-heading" className="run-sheet__heading">
        {t('deskRunSheetOf', { name: sheet.driver.name, day: formatDay(sheet.date, lang) })}
      </h2>
      {vehicle !== '' && <p className="run-sheet__vehicle">{t('deskRunSheetVehicle', { vehicle })}</p>}
      <div className="actions run-sheet__actions">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('deskRunSheetPrint')}
        </button>
        <a
          className="button button--secondary"
          href={runSheetPdfUrl(sheet.driver.id, sheet.date, lang)}
          target="_blank"
          rel="noopener"
        >
          {t('deskRunSheetPdf')}
        </a>
      </div>
      <p className="run-sheet__count" role="status">
        {t('deskRunSheetCount', { count: sheet.trips.length })}
      </p>
      {sheet.trips.length > 0 && (
        <DataTable
          className="run-sheet__table"
          caption={t('deskRunSheetCaption', { name: sheet.driver.name, day: formatDay(sheet.date, lang) })}
          columns={columns}
          rows={sheet.trips}
          rowKey={(trip) => trip.tripId}
        />
      )}
    </section>
  );
}
