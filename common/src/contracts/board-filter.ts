import { dateRangePresets, moneyMarks, type DateRangePreset, type MoneyMark } from './desk-trips.ts';
import { openTripStatuses, tripStatuses, type TripStatus } from './trip-status.ts';

/**
 * The board's filter as it lives in the page's URL (docs/reference/screens.md#desk-board), so that a reload, back and
 * forward, and a shared link show the same list: `tab` (a state, `open` for the states still to be driven, `all`),
 * `range` (`today`, `todayTomorrow`, `tomorrow`, `week` (today and the six days after it), `custom` with `from` and
 * `to`, `any`), `q` the search, `driver` a driver's id or `none` (no driver), `page` from 1. What is left out is the
 * default: the open trips of today, of every driver and none.
 */
export const boardTabs = ['open', ...tripStatuses, 'all'] as const;
export type BoardTab = (typeof boardTabs)[number];

export const boardRanges = ['today', 'todayTomorrow', 'tomorrow', 'week', 'custom', 'any'] as const;
export type BoardRange = (typeof boardRanges)[number];

export type BoardFilter = {
  tab: BoardTab;
  range: BoardRange;
  /** `YYYY-MM-DD`, the first and the last day shown (both included) of a custom range; '' when not given. */
  from: string;
  to: string;
  search: string;
  /** '' every trip, `none` those without a driver, else a driver's id. */
  driver: string;
  /** '' every trip, else only those with this mark of their money. */
  money: '' | MoneyMark;
  page: number;
};

export const defaultFilter: BoardFilter = {
  tab: 'open',
  range: 'today',
  from: '',
  to: '',
  search: '',
  driver: '',
  money: '',
  page: 1,
};

/** A driver filter: `none`, or a driver's id. */
export const isDriverFilter = (value: string | null): value is string =>
  value !== null && /^(none|[1-9]\d{0,9})$/.test(value);

export const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const oneOf = <T extends string, F extends string = T>(list: readonly T[], value: string | null, fallback: F): T | F =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The filter a URL's query holds; what is missing or wrong is the default. */
export function filterFromQuery(query: URLSearchParams): BoardFilter {
  const page = Number(query.get('page'));
  return {
    tab: oneOf(boardTabs, query.get('tab'), defaultFilter.tab),
    range: oneOf(boardRanges, query.get('range'), defaultFilter.range),
    from: isDay(query.get('from')) ? (query.get('from') ?? '') : '',
    to: isDay(query.get('to')) ? (query.get('to') ?? '') : '',
    search: (query.get('q') ?? '').slice(0, 200),
    driver: isDriverFilter(query.get('driver')) ? (query.get('driver') ?? '') : '',
    money: oneOf(moneyMarks, query.get('money'), ''),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The URL query of a filter, without what is its default. */
export function queryOfFilter(filter: BoardFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.tab !== defaultFilter.tab) query.set('tab', filter.tab);
  if (filter.range !== defaultFilter.range) query.set('range', filter.range);
  if (filter.range === 'custom') {
    if (filter.from !== '') query.set('from', filter.from);
    if (filter.to !== '') query.set('to', filter.to);
  }
  if (filter.search.trim() !== '') query.set('q', filter.search.trim());
  if (filter.driver !== '') query.set('driver', filter.driver);
  if (filter.money !== '') query.set('money', filter.money);
  if (filter.page !== 1) query.set('page', String(filter.page));
  return query;
}

const isRangePreset = (range: BoardRange): range is DateRangePreset =>
  (dateRangePresets as readonly string[]).includes(range);

/**
 * What the board offers when no trip matches (docs/reference/screens.md#desk-board): today's open trips, unless that
 * is what it shows already; then the open trips of the coming week, unless the search or state is what empties it, then
 * nothing more. Never the filter it shows.
 */
export function boardSuggestion(filter: BoardFilter): { filter: BoardFilter; text: 'today' | 'week' } | null {
  const shown = queryOfFilter({ ...filter, page: 1 }).toString();
  const today = { filter: defaultFilter, text: 'today' as const };
  if (queryOfFilter(defaultFilter).toString() !== shown) return today;
  const week = { filter: { ...defaultFilter, range: 'week' as const }, text: 'week' as const };
  return queryOfFilter(week.filter).toString() === shown ? null : week;
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The states a tab shows; null for every state. */
export function tabStatuses(tab: BoardTab): readonly TripStatus[] | null {
  if (tab === 'all') return null;
  if (tab === 'open') return openTripStatuses;
  return [tab];
}

/**
 * The query of `GET /api/admin/trips` (and of its CSV without the page) for a filter
 * (docs/reference/api.md#admin-board): the server's `to` is the first day left out, the board's the last one shown.
 */
export function apiQueryOfFilter(filter: BoardFilter, withPage = true): URLSearchParams {
  const query = new URLSearchParams();
  const statuses = tabStatuses(filter.tab);
  if (statuses) query.set('status', statuses.join(','));
  if (isRangePreset(filter.range)) {
    query.set('range', filter.range);
  } else if (filter.range === 'custom') {
    if (filter.from !== '') query.set('from', filter.from);
    if (filter.to !== '') query.set('to', nextDay(filter.to));
  }
  if (filter.search.trim() !== '') query.set('search', filter.search.trim());
  if (filter.driver !== '') query.set('driver', filter.driver);
  if (filter.money !== '') query.set('money', filter.money);
  if (withPage && filter.page !== 1) query.set('page', String(filter.page));
  return query;
}

/** A tab's count from the reply's counts per state. */
export function tabCount(tab: BoardTab, counts: Partial<Record<TripStatus, number>>): number {
  const statuses = tabStatuses(tab) ?? tripStatuses;
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/** The export's address: every trip of the filter, all pages. */
export const exportUrl = (filter: BoardFilter) => {
  const query = apiQueryOfFilter(filter, false).toString();
  return query === '' ? '/api/admin/trips.csv' : `/api/admin/trips.csv?${query}`;
};
