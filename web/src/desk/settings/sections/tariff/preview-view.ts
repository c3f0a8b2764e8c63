import type { TariffPreviewRow } from '#common/contracts/admin-tariff.ts';
import { type WallTime } from '#common/fields/trip-datetime.ts';
import { addDays, dateOf, weekdayOf } from '#common/tenant/service-rules.ts';

/*
 * The tariff preview's grid made readable (docs/reference/screens.md#desk-settings-tariff): the change of a row said as
 * more, less or the same, a large one flagged, the rows by the size of their change, and the default moment asked.
 */

/** A change is large from this many cents on… */
export const largeChangeCents = 1000;
/** …and from this share of the price now. */
export const largeChangeShare = 0.15;

export type ChangeDirection = 'up' | 'down' | 'same';

export const directionOf = (differenceCents: number): ChangeDirection =>
  differenceCents > 0 ? 'up' : differenceCents < 0 ? 'down' : 'same';

/** Whether a row's price changes so much an owner should look twice: by €10 or more and by 15 % or more. */
export function isLargeChange(row: Pick<TariffPreviewRow, 'current' | 'differenceCents'>): boolean {
  const size = Math.abs(row.differenceCents);
  return size >= largeChangeCents && size >= largeChangeShare * row.current.totalCents;
}

/** The rows as the server gave them, or the largest change first (the server's order between equals). */
export function orderedRows<Row extends Pick<TariffPreviewRow, 'differenceCents'>>(
  rows: readonly Row[],
  byChange: boolean,
): Row[] {
  if (!byChange) return [...rows];
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => Math.abs(b.row.differenceCents) - Math.abs(a.row.differenceCents) || a.index - b.index)
    .map(({ row }) => row);
}

/** What a kilometre of the trip costs, in cents (a fixed zone price far below the metered ones shows as a cliff). */
export const centsPerKm = (fare: TariffPreviewRow['current']): number | null =>
  fare.distanceKm > 0 ? Math.round(fare.totalCents / fare.distanceKm) : null;

/** The preview's default moment: the next weekday (Monday to Friday) after today, at 10:00, `YYYY-MM-DD` and `HH:mm`. */
export function defaultPreviewMoment(today: WallTime): { date: string; time: string } {
  let day = addDays(today, 1);
  while (weekdayOf(day) === 'sat' || weekdayOf(day) === 'sun') day = addDays(day, 1);
  return { date: dateOf(day), time: '10:00' };
}
