import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link } from 'react-router';
import type { BoardTrip } from '#common/contracts/desk-trips.ts';
import { tripPath } from '../../shared/desk-paths.ts';
import { DataTable, type Column } from '../../../ui/data-table.tsx';
import { useTripFieldTexts } from '../../shared/trip-field-texts.ts';
import { luggageAndRemarks } from '#common/fields/luggage.ts';
import { formatDayTime } from '#common/format/date.ts';
import { sourceText } from '../../shared/trip-source.ts';
import { pageState, type Selection } from '../bulk.ts';
import { tripStateKey } from '../../../shared/trip/trip-state.ts';

/** The board's selection for its bulk bar, for staff who may move trips. */
export type BoardSelection = {
  selected: Selection;
  onToggle: (tripId: number) => void;
  onTogglePage: () => void;
};

/**
 * The page's trips as a table, each row's pickup time a link to the trip; on a phone each row stacks its cells, each
 * under its column's name. The roles are spelled out because a browser may drop a table's meaning once its rows are
 * no longer laid out as rows.
 * Text made of parts is one string, one text node, as in the server's page (docs/decisions/024-first-paint.md): split
 * into several, a cell's text paints a few pixels larger, and the browser counts the app's render as a new largest
 * paint.
 */
export function BoardTable({
  trips,
  highlighted,
  selection,
}: {
  trips: readonly BoardTrip[];
  highlighted: ReadonlySet<number>;
  selection?: BoardSelection | undefined;
}) {
  const { t, i18n } = useTranslation();
  const fieldTexts = useTripFieldTexts();
  const when = (trip: BoardTrip) => formatDayTime(trip.datetime, i18n.language);
  const shown = trips.map((trip) => trip.tripId);
  const selectColumn: Column<BoardTrip> | null = selection
    ? {
        name: 'select',
        header: t('desk.bulk.selectCell'),
        headerCell: <PageBox state={pageState(selection.selected, shown)} onChange={selection.onTogglePage} />,
        className: 'board-row__select',
        cell: (trip) => (
          <input
            type="checkbox"
            className="board-select"
            aria-label={t('desk.bulk.selectTrip', { trip: trip.tripId })}
            checked={selection.selected.has(trip.tripId)}
            onChange={() => selection.onToggle(trip.tripId)}
          />
        ),
      }
    : null;
  const columns: readonly Column<BoardTrip>[] = [
    ...(selectColumn ? [selectColumn] : []),
    {
      name: 'pickup',
      header: t('deskBoardPickup'),
      className: 'board-row__pickup',
      cell: (trip) => (
        <>
          <Link to={tripPath(trip.tripId)} aria-label={t('deskBoardOpen', { trip: trip.tripId, time: when(trip) })}>
            <time dateTime={trip.pickupAt}>{when(trip)}</time>
          </Link>
          <span className="board-row__reference">
            {`${t('deskBoardTripNumber', { trip: trip.tripId })} · ${trip.reference}`}
          </span>
        </>
      ),
    },
    {
      name: 'route',
      header: t('deskBoardRoute'),
      cell: (trip) => {
        const route = `${trip.from} → ${trip.to}`;
        const extra = luggageAndRemarks(trip, (count) => t('deskWordsLuggage', { count }));
        return (
          <div className="board-row__stack">
            <Clipped className="board-row__route" text={route} />
            {extra !== '' && <Clipped className="board-row__extra" text={extra} />}
          </div>
        );
      },
    },
    { name: 'passengers', header: t('deskBoardPassengers'), cell: (trip) => trip.passengers },
    {
      name: 'vehicle',
      header: t('deskBoardVehicle'),
      cell: (trip) => <Clipped className="board-row__vehicle" text={fieldTexts.vehicleClass(trip.vehicleClass)} />,
    },
    { name: 'flight', header: t('deskBoardFlight'), cell: (trip) => trip.flightNumber },
    {
      name: 'customer',
      header: t('deskBoardCustomer'),
      cell: (trip) => (
        <div className="board-row__stack">
          <Clipped className="board-row__name" text={trip.customer.name} />
          {trip.customer.phone !== '' && (
            <a href={`tel:${trip.customer.phone.replace(/[^+\d]/g, '')}`}>{trip.customer.phone}</a>
          )}
          {trip.passenger && (
            <Clipped className="board-row__passenger" text={t('deskBoardPassenger', { name: trip.passenger.name })} />
          )}
        </div>
      ),
    },
    { name: 'price', header: t('deskBoardPrice'), className: 'board-row__price', cell: (trip) => trip.price },
    {
      name: 'payment',
      header: t('deskBoardPayment'),
      cell: (trip) => (
        <>
          {t(`deskPayment_${trip.paymentState}`)}
          {trip.collectCents > 0 && ` · ${t('desk.newTrip.collectShort', { price: trip.collect })}`}
          {trip.money && (
            <>
              <br />
              <span className={`board-row__money board-row__money--${trip.money}`}>
                {trip.money === 'toPay'
                  ? t('deskMoneyToPayAmount', { amount: trip.owed })
                  : t(`deskMoney_${trip.money}`)}
              </span>
            </>
          )}
          <br />
          <span className="board-row__source">{sourceText(t, trip.source)}</span>
        </>
      ),
    },
    {
      name: 'status',
      header: t('deskBoardStatus'),
      className: 'board-row__status',
      cell: (trip) => t(tripStateKey(trip)),
    },
    {
      name: 'driver',
      header: t('deskBoardDriver'),
      cell: (trip) => <Clipped className="board-row__driver" text={trip.driver?.name ?? t('deskBoardNoDriver')} />,
    },
  ];
  return (
    <DataTable
      className={selection ? 'board-table board-table--select' : 'board-table'}
      variant="own"
      caption={t('deskBoardCaption')}
      columns={columns}
      rows={trips}
      rowKey={(trip) => trip.tripId}
      rowClassName={(trip) =>
        `board-row board-row--${trip.status}${highlighted.has(trip.tripId) ? ' board-row--new' : ''}${
          selection?.selected.has(trip.tripId) ? ' board-row--selected' : ''
        }`
      }
    />
  );
}

/** The header's "select all on this page" box, indeterminate when some are (a state only the DOM property sets). */
function PageBox({ state, onChange }: { state: 'none' | 'some' | 'all'; onChange: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="board-select"
      aria-label={t('desk.bulk.selectPage')}
      checked={state === 'all'}
      onChange={onChange}
    />
  );
}

/**
 * A text that ends in "…" where it would widen the board past a 1280 px window (desk-board.css); the whole text is its
 * title for the mouse and stays in the page for a screen reader.
 */
function Clipped({ className, text }: { className: string; text: string }) {
  return (
    <span className={`board-clip ${className}`} title={text}>
      {text}
    </span>
  );
}
