import { sql, type ExpressionBuilder } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { DateRangePreset, MoneyMark, PaymentState } from '#common/contracts/desk-trips.ts';
import { tripStatuses, type TripStatus } from '#common/contracts/trip-status.ts';
import { centsToAmount } from '#common/format/amount.ts';
import { instantOfWallTime, parseTripDatetime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import type { Database } from '../../db/tables.ts';
import { tripStatusTexts } from '../mail/trip-mail.ts';
import { foldForSearch } from '../../db/trip-search.ts';
import type { DeskActor } from './actor.ts';
import type { DeskDeps } from './deps.ts';
import { boardTripsQuery, pendingRefundOfTrip, toBoardTrip, type BoardTrip } from './trip-view.ts';

/** What the board shows (issue 11, the board): every part optional; no status means every status. */
export interface TripFilter {
  statuses?: readonly TripStatus[];
  /** A ready-made range, instead of `from` and `to`. */
  range?: DateRangePreset;
  /** A date `YYYY-MM-DD` in Europe/Amsterdam: pickups from its start on. */
  from?: string;
  /** A date `YYYY-MM-DD` in Europe/Amsterdam: pickups before its start. */
  to?: string;
  /** Words that must each be found in the reference, trip number, contact, addresses or flight. */
  search?: string;
  /** The trips of one driver, or (`none`) those without a driver. */
  driver?: number | 'none';
  /** Only the trips with this mark of their money (decision 048). */
  money?: MoneyMark;
  /** 1 is the first page. */
  page?: number;
  pageSize?: number;
}

export const defaultPageSize = 50;
export const maxPageSize = 200;

export interface TripList {
  trips: BoardTrip[];
  /** Trips that match the filter, over all pages. */
  total: number;
  /** Trips of each status that match the filter's dates and search (the tabs), whatever its statuses. */
  counts: Record<TripStatus, number>;
  page: number;
  pageSize: number;
  /** The dates the list is of (a ready-made range resolved); undefined when open. */
  from: string | undefined;
  to: string | undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (epochDay: number) => {
  const date = new Date(epochDay * 86_400_000);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** Each ready-made range as its first day and the number of days, counted from today. */
const rangeDays: Record<DateRangePreset, { first: number; days: number }> = {
  today: { first: 0, days: 1 },
  todayTomorrow: { first: 0, days: 2 },
  tomorrow: { first: 1, days: 1 },
  // From today, not from Monday: a week's trips already driven are no work for the desk (issue 20, item 6).
  week: { first: 0, days: 7 },
};

/**
 * The board's ready-made ranges in Europe/Amsterdam: today, today and tomorrow, tomorrow, and this week (today and the
 * six days after it), as `[from, to)` dates.
 */
export function dateRange(preset: DateRangePreset, now: Date): { from: string; to: string } {
  const today = wallTimeAt(now);
  const day = Math.floor(Date.UTC(today.year, today.month - 1, today.day) / 86_400_000);
  const { first, days } = rangeDays[preset];
  return { from: dateOf(day + first), to: dateOf(day + first + days) };
}

/** The filter with its ready-made range as dates, of today at the desk's clock. */
function resolveRange(deps: DeskDeps, filter: TripFilter): TripFilter {
  return filter.range ? { ...filter, ...dateRange(filter.range, deps.now()) } : filter;
}

/** The instant a day starts in Amsterdam (23 or 25 hours after the one before at the clock changes). */
function startOfDay(date: string): Date | undefined {
  const wall = parseTripDatetime(`${date} 00:00`);
  return wall ? instantOfWallTime(wall) : undefined;
}

/**
 * The words of a search, folded as the search text is. `%` and `\\` separate words: a LIKE pattern without them needs
 * no ESCAPE clause, which PostgreSQL's trigram index would not serve; `_` stays, matching any one character (a few more
 * trips at most).
 */
export function searchWords(search: string | undefined): string[] {
  return foldForSearch(search ?? '')
    .split(/[\s%\\]+/)
    .filter((word) => word !== '')
    .slice(0, 8);
}

/**
 * A money mark as a condition (the row's `moneyMarkOf` in SQL, docs/decisions/048-owed-and-refund-follow-up.md): a
 * refund of the trip or its order pending; else, of a paid order, a trip not cancelled whose price less what was waived
 * is above what was paid for it and not refunded; else a cancelled trip with money of it and of its order left.
 */
function moneyMatches(eb: ExpressionBuilder<Database, 'order_trips'>, mark: MoneyMark) {
  const pending = pendingRefundOfTrip(eb);
  if (mark === 'refundPending') return pending;
  const left = eb('order_trips.paid_cents', '-', eb.ref('order_trips.refund_reserved_cents'));
  const paidOrder = eb
    .selectFrom('orders')
    .select('orders.id')
    .whereRef('orders.id', '=', 'order_trips.order_id')
    .where('orders.status', '=', 'paid');
  if (mark === 'toPay')
    return eb.and([
      eb.not(pending),
      eb('order_trips.status', '!=', 'canceled'),
      eb(eb('order_trips.price_cents', '-', eb.ref('order_trips.waived_cents')), '>', left),
      eb.exists(paidOrder),
    ]);
  return eb.and([
    eb.not(pending),
    eb('order_trips.status', '=', 'canceled'),
    eb(left, '>', 0),
    eb.exists(
      paidOrder.where((order) =>
        order(order('orders.total_cents', '-', order.ref('orders.refund_reserved_cents')), '>', 0),
      ),
    ),
  ]);
}

/** The filter's dates and search; statuses are the caller's (the counts leave them out). */
function matches(eb: ExpressionBuilder<Database, 'order_trips'>, filter: TripFilter) {
  const from = filter.from === undefined ? undefined : startOfDay(filter.from);
  const to = filter.to === undefined ? undefined : startOfDay(filter.to);
  return eb.and([
    ...(from ? [eb('order_trips.pickup_at', '>=', from)] : []),
    ...(to ? [eb('order_trips.pickup_at', '<', to)] : []),
    ...(filter.driver === undefined
      ? []
      : [
          filter.driver === 'none'
            ? eb('order_trips.driver_id', 'is', null)
            : eb('order_trips.driver_id', '=', filter.driver),
        ]),
    ...(filter.money === undefined ? [] : [moneyMatches(eb, filter.money)]),
    ...searchWords(filter.search).map((word) => {
      const like = eb('order_trips.search_text', 'like', `%${word}%`);
      // A number may also be the trip's own (`ritNr`), which the search text does not hold.
      return /^\d{1,9}$/.test(word) ? eb.or([like, eb('order_trips.id', '=', Number(word))]) : like;
    }),
  ]);
}

const pageOf = (filter: TripFilter) => ({
  page: Math.max(1, Math.floor(filter.page ?? 1)),
  pageSize: Math.min(maxPageSize, Math.max(1, Math.floor(filter.pageSize ?? defaultPageSize))),
});

const selectedStatuses = (filter: TripFilter): readonly TripStatus[] =>
  filter.statuses && filter.statuses.length > 0 ? filter.statuses : tripStatuses;

const noCounts = () => Object.fromEntries(tripStatuses.map((status) => [status, 0])) as Record<TripStatus, number>;

async function countsOf(deps: DeskDeps, tenantId: string, filter: TripFilter) {
  const rows = await deps.db
    .selectFrom('order_trips')
    .where('order_trips.tenant_id', '=', tenantId)
    .where((eb) => matches(eb, filter))
    .select(['order_trips.status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('order_trips.status')
    .execute();
  const counts = noCounts();
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}

/** FTS5's trigram index serves words of at least three characters. */
const trigramLength = 3;
/** More matches than this are paged through the board index rather than sorted out of the full-text table. */
const manyMatches = 1000;

/**
 * A search on SQLite: the counts, and the page's trip ids unless there are many, from the full-text table of migration
 * 008 (its trigram index finds the words, its own copy of tenant, status and pickup does the rest): a search for a rare
 * word reads only the trips it finds.
 */
async function sqliteSearch(deps: DeskDeps, tenantId: string, filter: TripFilter, statuses: readonly TripStatus[]) {
  const { page, pageSize } = pageOf(filter);
  const from = filter.from === undefined ? undefined : startOfDay(filter.from);
  const to = filter.to === undefined ? undefined : startOfDay(filter.to);
  const conditions = [
    sql`tenant_id = ${tenantId}`,
    ...(from ? [sql`pickup_at >= ${from}`] : []),
    ...(to ? [sql`pickup_at < ${to}`] : []),
    ...searchWords(filter.search).map((word) =>
      /^\d{1,9}$/.test(word)
        ? sql`(search_text like ${`%${word}%`} or rowid = ${Number(word)})`
        : sql`search_text like ${`%${word}%`}`,
    ),
  ];
  const where = sql.join(conditions, sql` and `);
  const { rows: countRows } = await sql<{ status: TripStatus; count: number }>`
    select status, count(*) as count from order_trips_search where ${where} group by status`.execute(deps.db);
  const counts = noCounts();
  for (const row of countRows) counts[row.status] = Number(row.count);
  const total = statuses.reduce((sum, status) => sum + counts[status], 0);
  // Words found in many trips: the board index in pickup order meets a page of them soon.
  if (total > manyMatches || total <= (page - 1) * pageSize) return { counts, ids: undefined };
  const { rows } = await sql<{ id: number }>`
    select rowid as id from order_trips_search where ${where} and status in (${sql.join(statuses)})
    order by pickup_at, rowid limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(deps.db);
  return { counts, ids: rows.map((row) => row.id) };
}

/**
 * The board (issue 11): the tenant's trips by pickup time within the filter, a page of them, with the number per
 * status for the tabs: the counts, then the page, read from the board indexes of migration 008 (tenant, pickup or
 * status, search text; on PostgreSQL a trigram index for the search), for a search on SQLite from its full-text table.
 * A page past the last is not read.
 */
export async function listTrips(deps: DeskDeps, actor: DeskActor, asked: TripFilter): Promise<TripList> {
  const filter = resolveRange(deps, asked);
  const tenant = deps.tenants.byId(actor.tenantId);
  const { page, pageSize } = pageOf(filter);
  const statuses = selectedStatuses(filter);
  // The full-text table knows no drivers nor money: a driver's trips are few, and the board index finds them.
  const fullText =
    deps.dialect === 'sqlite' &&
    filter.driver === undefined &&
    filter.money === undefined &&
    searchWords(filter.search).some((word) => [...word].length >= trigramLength);
  const found = fullText ? await sqliteSearch(deps, actor.tenantId, filter, statuses) : undefined;
  const counts = found?.counts ?? (await countsOf(deps, actor.tenantId, filter));
  const total = statuses.reduce((sum, status) => sum + counts[status], 0);
  const list = { total, counts, page, pageSize, from: filter.from, to: filter.to };
  if (!tenant || total <= (page - 1) * pageSize) return { ...list, trips: [] };
  const query = boardTripsQuery(deps.db, actor.tenantId);
  const rows = await (
    found?.ids && found.ids.length > 0
      ? query.where('order_trips.id', 'in', found.ids)
      : query
          .where((eb) => matches(eb, filter))
          .where('order_trips.status', 'in', statuses)
          .limit(pageSize)
          .offset((page - 1) * pageSize)
  )
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  return { ...list, trips: rows.map((row) => toBoardTrip(tenant, row)) };
}

/** Every trip of the filter, all pages, for the export. */
async function allTrips(deps: DeskDeps, actor: DeskActor, asked: TripFilter): Promise<BoardTrip[]> {
  const filter = resolveRange(deps, asked);
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant) return [];
  const rows = await boardTripsQuery(deps.db, actor.tenantId)
    .where((eb) => matches(eb, filter))
    .where('order_trips.status', 'in', selectedStatuses(filter))
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  return rows.map((row) => toBoardTrip(tenant, row));
}

/** Dutch column names: the export is for the operator's spreadsheet. */
const csvColumns = [
  'Ritnummer',
  'Ordernummer',
  'Ophalen',
  'Van',
  'Naar',
  'Personen',
  'Voertuig',
  'Vlucht',
  'Klant',
  'Telefoon',
  'E-mail',
  'Prijs',
  'Betaling',
  'Status',
  'Chauffeur',
  'Auto',
  'Kenteken',
  'Bron',
  'Te innen',
];

/** Where the booking came from, in the export's Dutch; a phone booking with who took it. */
const sourceTexts: Record<BoardTrip['source']['kind'], string> = {
  web: 'Website',
  account: 'Zakelijk account',
  phone: 'Telefoon',
};
const sourceText = (source: BoardTrip['source']) =>
  source.kind === 'phone' && source.staff ? `${sourceTexts.phone} (${source.staff})` : sourceTexts[source.kind];

/** The payment states in the export's Dutch. */
const paymentStateTexts: Record<PaymentState, string> = {
  pending: 'Wacht op betaling',
  paid: 'Betaald',
  partially_refunded: 'Deels terugbetaald',
  refunded: 'Terugbetaald',
  on_account: 'Op rekening',
  to_driver: 'Aan chauffeur',
  free: 'Gratis',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

/**
 * A text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a return first) gets an apostrophe in
 * front: customers type names and addresses, and the operator opens the file.
 */
export const inert = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The board's list as CSV for Excel (issue 11, export): every trip of the filter (all pages), UTF-8 with a byte-order
 * mark so Excel reads é and ë, `;` between fields as Dutch Excel expects, a decimal comma in prices, states in Dutch.
 */
export async function exportCsv(deps: DeskDeps, actor: DeskActor, filter: TripFilter): Promise<Buffer> {
  const trips = await allTrips(deps, actor, filter);
  const records = trips.map((trip) => [
    String(trip.tripId),
    trip.reference,
    trip.datetime,
    inert(trip.from),
    inert(trip.to),
    String(trip.passengers),
    inert(trip.vehicleClass),
    inert(trip.flightNumber),
    inert(trip.customer.name),
    inert(trip.customer.phone),
    inert(trip.customer.email),
    centsToAmount(trip.priceCents).replace('.', ','),
    paymentStateTexts[trip.paymentState],
    tripStatusTexts.nl[trip.status],
    inert(trip.driver?.name ?? ''),
    inert(trip.vehicle?.name ?? ''),
    inert(trip.vehicle?.plate ?? ''),
    inert(sourceText(trip.source)),
    trip.collectCents > 0 ? centsToAmount(trip.collectCents).replace('.', ',') : '',
  ]);
  return Buffer.from(
    stringify(records, { bom: true, delimiter: ';', header: true, columns: csvColumns, record_delimiter: 'windows' }),
    'utf8',
  );
}
