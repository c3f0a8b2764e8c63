import type { Kysely } from 'kysely';
import { stringify } from 'csv-stringify/sync';
import type { Language } from '#common/constants.ts';
import type { TripStatus } from '#common/contracts/trip-status.ts';
import { periodDays, type FiguresDriver, type FiguresPeriod, type FiguresReply } from '#common/contracts/figures.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { plainEuros } from '#common/format/money.ts';
import { formatDate } from '#common/format/text.ts';
import { vatOfGross } from '#common/format/vat.ts';
import type { Database } from '../../db/tables.ts';
import { may, type DeskActor } from '../desk/actor.ts';
import { inert } from '../desk/board.ts';
import { boardTripsQuery, toBoardTrip } from '../desk/trip-view.ts';
import type { TenantRegistry } from '../tenants/tenant-registry.ts';
import { revenueChartSvg } from './chart-svg.ts';

export interface FiguresDeps {
  db: Kysely<Database>;
  tenants: TenantRegistry;
}

/** How a trip was paid (docs/decisions/052-figures.md): online, in the car, or on account. */
export type FiguresWay = 'online' | 'car' | 'account';

/** One trip of the period with its money, as the figures and the bookkeeper's CSV count it. */
export interface FiguresTrip {
  tripId: number;
  reference: string;
  /** `YYYY-MM-DD HH:mm`, Europe/Amsterdam. */
  datetime: string;
  status: TripStatus;
  customerOrCompany: string;
  driver: { id: number; name: string } | null;
  way: FiguresWay;
  priceCents: number;
  /** What was paid for it: online its payments, in the car what the driver recorded, on account nothing yet. */
  paidCents: number;
  refundedCents: number;
  pendingRefundCents: number;
  /** What it earned: done and no-show trips only (decision 052). */
  revenueCents: number;
  /** Its raised price not paid yet. */
  owedCents: number;
  /** A cancelled paid trip's money not refunded and not on its way back. */
  refundOwedCents: number;
  collected: { method: 'cash' | 'card'; cents: number } | null;
}

const startOf = (day: string) => instantOfWallTime(parseTripDatetime(`${day} 00:00`)!);
const nextDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The way of an order that counts: `paid` went through the provider; `booked` is in the car or on account. */
const wayOf = (orderStatus: string, paymentWay: string | null): FiguresWay =>
  orderStatus === 'paid' ? 'online' : paymentWay === 'driver' ? 'car' : 'account';

const earns = (status: TripStatus) => status === 'done' || status === 'no_show';

/**
 * The trips picked up in the period (from the first day's midnight to the midnight after the last, in Amsterdam: a DST
 * day is 23 or 25 hours) of orders that are paid or booked, with their refunds: two queries whatever the period's
 * size, the same on SQLite and PostgreSQL. A refund of a whole order counts on its first trip.
 */
export async function periodTrips(
  deps: FiguresDeps,
  actor: DeskActor,
  days: readonly string[],
): Promise<FiguresTrip[] | undefined> {
  const tenant = deps.tenants.byId(actor.tenantId);
  if (!tenant || !may(actor, 'figures')) return undefined;
  const from = startOf(days[0]!);
  const until = startOf(nextDay(days[days.length - 1]!));
  const rows = await boardTripsQuery(deps.db, actor.tenantId)
    .leftJoin('companies', 'companies.id', 'orders.company_id')
    .select('companies.name as company_name')
    .where('orders.status', 'in', ['paid', 'booked'])
    .where('order_trips.pickup_at', '>=', from)
    .where('order_trips.pickup_at', '<', until)
    .orderBy('order_trips.pickup_at')
    .orderBy('order_trips.id')
    .execute();
  const refunds = await deps.db
    .selectFrom('refunds')
    .innerJoin('order_trips', 'order_trips.order_id', 'refunds.order_id')
    .select(['order_trips.id as trip_id', 'refunds.status'])
    .select((eb) => eb.fn.sum<number | string>('refunds.amount_cents').as('cents'))
    .where('refunds.tenant_id', '=', actor.tenantId)
    .where('order_trips.tenant_id', '=', actor.tenantId)
    .where('refunds.status', 'in', ['pending', 'refunded'])
    .where('order_trips.pickup_at', '>=', from)
    .where('order_trips.pickup_at', '<', until)
    .where((eb) =>
      eb.or([
        eb('refunds.trip_id', '=', eb.ref('order_trips.id')),
        eb.and([
          eb('refunds.trip_id', 'is', null),
          eb(
            'order_trips.position',
            '=',
            eb
              .selectFrom('order_trips as first_trip')
              .select((inner) => inner.fn.min('first_trip.position').as('position'))
              .whereRef('first_trip.order_id', '=', 'refunds.order_id'),
          ),
        ]),
      ]),
    )
    .groupBy(['order_trips.id', 'refunds.status'])
    .execute();
  const refunded = new Map<number, number>();
  const pending = new Map<number, number>();
  for (const row of refunds) {
    // PostgreSQL sums into a bigint, which arrives as text.
    (row.status === 'refunded' ? refunded : pending).set(row.trip_id, Number(row.cents));
  }
  return rows.map((row): FiguresTrip => {
    const trip = toBoardTrip(tenant, row);
    const way = wayOf(row.order_status, row.payment_way);
    const refundedCents = refunded.get(row.id) ?? 0;
    const pendingRefundCents = pending.get(row.id) ?? 0;
    const kept = Math.max(0, row.paid_cents - refundedCents - pendingRefundCents);
    const collectedCents = row.collected_cents ?? 0;
    const paidCents = way === 'online' ? row.paid_cents : way === 'car' ? collectedCents : 0;
    const revenueCents = !earns(row.status)
      ? 0
      : way === 'online'
        ? kept
        : way === 'car'
          ? collectedCents
          : row.price_cents;
    return {
      tripId: row.id,
      reference: trip.reference,
      datetime: row.datetime,
      status: row.status,
      customerOrCompany: row.company_name ?? trip.customer.name,
      driver: trip.driver,
      way,
      priceCents: row.price_cents,
      paidCents,
      refundedCents,
      pendingRefundCents,
      revenueCents,
      // What the customer has not paid of a raised price, as the desk and the board count it (decision 048).
      owedCents: way === 'online' ? trip.owedCents : 0,
      refundOwedCents: way === 'online' && row.status === 'canceled' ? kept : 0,
      collected:
        row.collected_method === '' || collectedCents === 0
          ? null
          : { method: row.collected_method, cents: collectedCents },
    };
  });
}

const sum = (trips: readonly FiguresTrip[], cents: (trip: FiguresTrip) => number) =>
  trips.reduce((total, trip) => total + cents(trip), 0);

/** The figures of the period that holds `date` (docs/decisions/052-figures.md); undefined: not the actor's to see. */
export async function figures(
  deps: FiguresDeps,
  actor: DeskActor,
  period: FiguresPeriod,
  date: string,
  lang: Language,
): Promise<FiguresReply | undefined> {
  const days = periodDays(period, date);
  const trips = await periodTrips(deps, actor, days);
  if (!trips) return undefined;
  const revenueOf = (way: FiguresWay) => sum(trips, (trip) => (trip.way === way ? trip.revenueCents : 0));
  const drivers = new Map<number, FiguresDriver>();
  for (const trip of trips) {
    if (!trip.driver || !earns(trip.status)) continue;
    const line = drivers.get(trip.driver.id) ?? {
      id: trip.driver.id,
      name: trip.driver.name,
      tripsDone: 0,
      revenueCents: 0,
      cashCents: 0,
      cardCents: 0,
    };
    if (trip.status === 'done') line.tripsDone += 1;
    line.revenueCents += trip.revenueCents;
    if (trip.collected?.method === 'cash') line.cashCents += trip.collected.cents;
    if (trip.collected?.method === 'card') line.cardCents += trip.collected.cents;
    drivers.set(trip.driver.id, line);
  }
  const perDay = days.map((day) => ({
    day,
    revenueCents: sum(trips, (trip) => (trip.datetime.startsWith(day) ? trip.revenueCents : 0)),
  }));
  const count = (statuses: readonly TripStatus[]) => trips.filter((trip) => statuses.includes(trip.status)).length;
  return {
    period,
    from: days[0]!,
    to: days[days.length - 1]!,
    trips: {
      done: count(['done']),
      noShow: count(['no_show']),
      canceled: count(['canceled']),
      open: count(['new', 'confirmed', 'assigned']),
    },
    revenue: {
      totalCents: sum(trips, (trip) => trip.revenueCents),
      onlineCents: revenueOf('online'),
      carCents: revenueOf('car'),
      accountCents: revenueOf('account'),
    },
    refunds: {
      refundedCents: sum(trips, (trip) => trip.refundedCents),
      pendingCents: sum(trips, (trip) => trip.pendingRefundCents),
    },
    owed: {
      raisedCents: sum(trips, (trip) => trip.owedCents),
      refundsCents: sum(trips, (trip) => trip.refundOwedCents),
    },
    drivers: [...drivers.values()].sort((a, b) => a.name.localeCompare(b.name, 'nl') || a.id - b.id),
    days: perDay,
    chartSvg: revenueChartSvg(perDay, lang),
  };
}

/** The bookkeeper's columns, in the desk's language. */
const csvColumns: Record<Language, readonly string[]> = {
  nl: [
    'Datum',
    'Referentie',
    'Ritnummer',
    'Klant of bedrijf',
    'Chauffeur',
    'Betaalwijze',
    'Prijs',
    'Betaald',
    'Btw 9% van betaald',
    'Terugbetaald',
    'Nog te betalen',
  ],
  en: [
    'Date',
    'Reference',
    'Trip number',
    'Customer or company',
    'Driver',
    'Way of payment',
    'Price',
    'Paid',
    'VAT 9% of paid',
    'Refunded',
    'Still owed',
  ],
};

const wayTexts: Record<Language, Record<FiguresWay, string>> = {
  nl: { online: 'Online', car: 'In de auto', account: 'Op rekening' },
  en: { online: 'Online', car: 'In the car', account: 'On account' },
};

/**
 * The bookkeeper's CSV of the period (docs/reference/api.md#admin-figures-csv): one row per trip, as the trips export
 * writes it for Excel (UTF-8 with a byte-order mark, `;` between fields, text that a spreadsheet would read as a
 * formula made inert).
 */
export async function figuresCsv(
  deps: FiguresDeps,
  actor: DeskActor,
  period: FiguresPeriod,
  date: string,
  lang: Language,
): Promise<Buffer | undefined> {
  const trips = await periodTrips(deps, actor, periodDays(period, date));
  if (!trips) return undefined;
  const records = trips.map((trip) => [
    formatDate(trip.datetime, lang),
    trip.reference,
    String(trip.tripId),
    inert(trip.customerOrCompany),
    inert(trip.driver?.name ?? ''),
    wayTexts[lang][trip.way],
    plainEuros(trip.priceCents, lang),
    plainEuros(trip.paidCents, lang),
    plainEuros(vatOfGross(trip.paidCents).vatCents, lang),
    plainEuros(trip.refundedCents, lang),
    plainEuros(trip.owedCents, lang),
  ]);
  return Buffer.from(
    stringify(records, {
      bom: true,
      delimiter: ';',
      header: true,
      columns: [...csvColumns[lang]],
      record_delimiter: 'windows',
    }),
    'utf8',
  );
}
