import { z } from 'zod';
import { langSchema } from './lang.ts';
import { runSheetQuerySchema } from './run-sheet.ts';

/**
 * The desk's figures of a day, a week or a month (docs/reference/api.md#admin-figures, issue 23 item 6,
 * docs/decisions/052-figures.md): `GET /api/admin/figures?period=&date=` for the page, `GET /api/admin/figures.csv`
 * for the bookkeeper. Amounts are whole cents; the page writes them in the desk's language.
 */

export const figuresPeriods = ['day', 'week', 'month'] as const;
export type FiguresPeriod = (typeof figuresPeriods)[number];

/** `?period=day|week|month&date=YYYY-MM-DD`: the period that holds the date, in Europe/Amsterdam. */
export const figuresQuerySchema = z.strictObject({
  period: z.enum(figuresPeriods),
  date: runSheetQuerySchema.shape.date,
  /** The language of the chart's words (default nl). */
  lang: langSchema.default('nl'),
});

/** The CSV's query: the period, and the language of its header row and amounts (default nl). */
export const figuresCsvQuerySchema = figuresQuerySchema;

const cents = z.number().int();

/** A driver's line: their done and no-show trips of the period. */
export const figuresDriverSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Trips they drove to the end (`done`). */
  tripsDone: z.number().int(),
  /** The revenue of their done and no-show trips. */
  revenueCents: cents,
  /** What they recorded collecting in the car, by cash and by card. */
  cashCents: cents,
  cardCents: cents,
});
export type FiguresDriver = z.infer<typeof figuresDriverSchema>;

export const figuresReplySchema = z.strictObject({
  period: z.enum(figuresPeriods),
  /** The period's first and last day, `YYYY-MM-DD`, both included. */
  from: z.string(),
  to: z.string(),
  /** The booked trips (orders paid or booked) picked up in the period, by outcome. */
  trips: z.strictObject({
    done: z.number().int(),
    noShow: z.number().int(),
    canceled: z.number().int(),
    open: z.number().int(),
  }),
  /** Revenue by way of payment (decision 052's definition); `totalCents` is their sum. */
  revenue: z.strictObject({ totalCents: cents, onlineCents: cents, carCents: cents, accountCents: cents }),
  /** Refunds of the period's trips: gone back, and asked for and on their way. */
  refunds: z.strictObject({ refundedCents: cents, pendingCents: cents }),
  /** Raised prices not paid yet, and what cancelled paid trips still have to get back. */
  owed: z.strictObject({ raisedCents: cents, refundsCents: cents }),
  drivers: z.array(figuresDriverSchema),
  /** Every day of the period with its revenue, for the chart and its table. */
  days: z.array(z.strictObject({ day: z.string(), revenueCents: cents })),
  /** The chart of `days` as an SVG document made on the server; its numbers are `days`. */
  chartSvg: z.string(),
});
export type FiguresReply = z.infer<typeof figuresReplySchema>;

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, days: number) => {
  const date = dateOf(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
};

/**
 * The days of the period that holds `date`: the day itself, its ISO week (Monday to Sunday) or its month. Calendar
 * days, without a clock: a day's length (23 or 25 hours at a DST change) is the server's query's concern.
 */
export function periodDays(period: FiguresPeriod, date: string): string[] {
  const start = dateOf(date);
  if (period === 'day') return [date];
  if (period === 'week') {
    const monday = addDays(date, -((start.getUTCDay() + 6) % 7));
    return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
  }
  const first = `${date.slice(0, 7)}-01`;
  const length = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  return Array.from({ length }, (_, index) => addDays(first, index));
}

/** A day of the period before (`-1`) or after (`1`) the one that holds `date`: its first day. */
export function shiftPeriod(period: FiguresPeriod, date: string, step: -1 | 1): string {
  const days = periodDays(period, date);
  return step === 1 ? addDays(days[days.length - 1]!, 1) : periodDays(period, addDays(days[0]!, -1))[0]!;
}

/** The page's call and the CSV's download address of a period, in the desk's language. */
export const figuresQuery = (period: FiguresPeriod, date: string, lang: string) =>
  new URLSearchParams({ period, date, lang }).toString();
export const figuresCsvUrl = (period: FiguresPeriod, date: string, lang: string) =>
  `/api/admin/figures.csv?${figuresQuery(period, date, lang)}`;
