import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../ui/i18n/i18n.ts';
import { Link, useSearchParams } from 'react-router';
import type { DeskStaff } from '#common/contracts/admin.ts';
import { DeskErrorBox, DeskPage } from '../../shared/desk-page.tsx';
import { canUse } from '../../shared/desk-session.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { writeStored } from '../../../ui/storage.ts';
import { useStoredValue } from '../../../ui/use-stored-value.ts';
import { getTrip } from '../api/get-trip.ts';
import { useBoardTrips } from '../api/get-trips.ts';
import {
  boardSuggestion,
  exportUrl,
  filterFromQuery,
  queryOfFilter,
  type BoardFilter,
} from '#common/contracts/board-filter.ts';
import { storedDeskSound, unlockDeskSound } from '../../shared/desk-sound.ts';
import { useBoardEvents } from '../hooks/use-board-events.ts';
import { BoardFilters } from './board-filters.tsx';
import { BoardOptions } from './board-options.tsx';
import { deskPaths, tripPath } from '../../shared/desk-paths.ts';
import { BoardBulk } from './board-bulk.tsx';
import { BoardTable } from './board-table.tsx';
import { keptShown, toggled, toggledPage, type Selection } from '../bulk.ts';
import { BoardTabs } from './board-tabs.tsx';
import { formatDayTime } from '#common/format/date.ts';
import './desk-board.css';

/** How long a new booking's row stays highlighted. */
const highlightMs = 15_000;
const tableId = 'board-trips';

/**
 * The board, `/admin` (docs/reference/screens.md#desk-board): the tenant's trips by pickup time, filtered by state,
 * dates and search (the filter lives in the URL), a page at a time, kept up to date by the desk's event stream.
 */
export function DeskBoardScreen() {
  const { t } = useTranslation();
  return <DeskPage title={t('deskBoard')}>{(staff) => <Board staff={staff} />}</DeskPage>;
}

type Notice = { tripId: number; time: string };

function Board({ staff }: { staff: DeskStaff }) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const filter = filterFromQuery(query);
  const setFilter = useCallback(
    (next: BoardFilter, replace = false) => setQuery(queryOfFilter(next), { replace }),
    [setQuery],
  );
  const trips = useBoardTrips(filter);
  // What the empty board offers instead, never the filter it shows.
  const suggestion = boardSuggestion(filter);
  const sound = useStoredValue(storedDeskSound) ?? false;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  // The beep of a new booking is its alert's, on every desk page (the frame's alerts).
  const onBooked = useCallback((tripId: number) => {
    setHighlighted((ids) => new Set(ids).add(tripId));
    timers.current.push(
      window.setTimeout(
        () =>
          setHighlighted((ids) => {
            const rest = new Set(ids);
            rest.delete(tripId);
            return rest;
          }),
        highlightMs,
      ),
    );
    // The pickup (day and time) of the notice; without it the notice names the trip alone.
    getTrip(tripId).then(
      (reply) => setNotice({ tripId, time: reply.trip.datetime }),
      () => setNotice({ tripId, time: '' }),
    );
  }, []);
  useBoardEvents(onBooked);

  // The selection of the bulk bar: only trips the board shows count, so a trip that leaves the page or the tab leaves
  // it (the next click keeps only those).
  const [picked, setPicked] = useState<Selection>(new Set());
  const shownIds = (trips.data?.trips ?? []).map((trip) => trip.tripId);
  const selected = keptShown(picked, shownIds);
  const mayMove = canUse(staff.role, 'tripActions');

  const [optionsOpen, setOptionsOpen] = useState(false);
  const revealOptions = useCallback(() => setOptionsOpen(true), []);

  const toggleSound = () => {
    if (!sound) unlockDeskSound();
    writeStored(storedDeskSound, !sound);
  };

  return (
    <>
      <a className="skip-link" href={`#${tableId}`}>
        {t('deskBoardSkip')}
      </a>
      <p className="desk-board__greeting">{t('deskGreeting', { name: staff.name })}</p>
      <div className="desk-board__notice" role="status" aria-live="polite">
        {notice && (
          <p className="note board-notice">
            {notice.time === ''
              ? t('deskBoardNewTrip', { trip: notice.tripId })
              : t('deskBoardNewTripAt', { trip: notice.tripId, time: formatDayTime(notice.time, i18n.language) })}{' '}
            <Link to={tripPath(notice.tripId)}>{t('deskBoardOpenTrip')}</Link>
          </p>
        )}
      </div>
      <BoardOptions filter={filter} open={optionsOpen} onToggle={() => setOptionsOpen((wasOpen) => !wasOpen)}>
        <div className="desk-board__tools">
          <button type="button" className="button button--secondary" aria-pressed={sound} onClick={toggleSound}>
            {`${t('deskBoardSound')}: ${sound ? t('deskBoardSoundOn') : t('deskBoardSoundOff')}`}
          </button>
          {canUse(staff.role, 'export') && (
            <a className="button button--secondary" href={exportUrl(filter)} download>
              {t('deskBoardExport')}
            </a>
          )}
          {canUse(staff.role, 'tripActions') && (
            <Link className="button button--secondary" to={deskPaths.absence}>
              {t('desk.absence.boardLink')}
            </Link>
          )}
        </div>
        <BoardFilters filter={filter} onChange={setFilter} onReveal={revealOptions} />
      </BoardOptions>
      <BoardTabs filter={filter} counts={trips.data?.counts} onChange={setFilter} panelId={tableId}>
        {trips.data ? (
          <>
            {trips.data.trips.length === 0 ? (
              <div className="board-empty">
                <p>{t('deskBoardEmpty')}</p>
                {suggestion && (
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setFilter(suggestion.filter)}
                  >
                    {suggestion.text === 'today' ? t('deskBoardReset') : t('deskWordsSuggest_week')}
                  </button>
                )}
              </div>
            ) : (
              <BoardTable
                trips={trips.data.trips}
                highlighted={highlighted}
                selection={
                  mayMove
                    ? {
                        selected,
                        onToggle: (tripId) => setPicked(toggled(selected, tripId)),
                        onTogglePage: () => setPicked(toggledPage(selected, shownIds)),
                      }
                    : undefined
                }
              />
            )}
            {mayMove && <BoardBulk trips={trips.data.trips} selected={selected} onClear={() => setPicked(new Set())} />}
            <BoardPages
              page={trips.data.page}
              pages={Math.max(1, Math.ceil(trips.data.total / trips.data.pageSize))}
              total={trips.data.total}
              onPage={(page) => setFilter({ ...filter, page })}
            />
          </>
        ) : trips.isError ? (
          <DeskErrorBox error={trips.error} onRetry={() => void trips.refetch()} />
        ) : (
          <Spinner />
        )}
        {trips.data && trips.isError && <DeskErrorBox error={trips.error} onRetry={() => void trips.refetch()} />}
      </BoardTabs>
    </>
  );
}

function BoardPages(props: { page: number; pages: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const { page, pages, total, onPage } = props;
  return (
    <nav className="board-pages" aria-label={t('deskBoardPages')}>
      <p className="board-pages__count">
        {`${t('deskBoardTotal', { count: total })} ${t('deskBoardPage', { page, pages })}`}
      </p>
      {pages > 1 && (
        <div className="board-pages__buttons">
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('deskBoardPrevious')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('deskBoardNext')}
          </button>
        </div>
      )}
    </nav>
  );
}
