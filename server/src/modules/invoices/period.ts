import { amsterdamDay } from '#common/format/date.ts';

/** A month `YYYY-MM`. */
export const periodPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The month after `period`. */
export function nextPeriod(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

/** The month before the one it is in Amsterdam at `now`: what the monthly run invoices. */
export function previousPeriod(now: Date): string {
  const [year, month] = amsterdamDay(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
