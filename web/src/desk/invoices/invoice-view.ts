import type { Language } from '#common/constants.ts';
import { formatEuros } from '#common/format/money.ts';

/** A month `YYYY-MM`. */
export const isMonth = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);

/** The `count` months up to the one before `today` (`YYYY-MM-DD`), newest first: the months the page offers. */
export function recentMonths(today: string, count: number): string[] {
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7));
  const months: string[] = [];
  for (let index = 0; index < count; index += 1) {
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
    months.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return months;
}

/** "november 2026", "November 2026". */
export function monthName(month: string, lang: Language): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 15));
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'nl-NL', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** `€ 183,45` (nl) or `€183.45` (en), and a credit's `-€ 52,50`. */
export const signedEuros = (cents: number, lang: Language): string => formatEuros(cents, lang);
