import type { Language } from '../constants.ts';
import { centsToAmount } from './amount.ts';

/**
 * Error text display of docs/reference/constants.md#formatting: the markers `$@-` and `$@` vanish, `$` becomes a space.
 */
export function formatErrorText(text: string): string {
  return text.replaceAll('$@-', '').replaceAll('$@', '').replaceAll('$', ' ');
}

/**
 * Euro price of docs/reference/constants.md#formatting: euro sign, two decimals, comma; an empty value shows ' -- '.
 */
export function formatPrice(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return ' -- ';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return ' -- ';
  return `€ ${value.toFixed(2).replace('.', ',')}`;
}

/** Whole cents as a euro price: 1250 → '€ 12,50'. */
export function formatCents(cents: number): string {
  return formatPrice(centsToAmount(cents));
}

/** Order reference of docs/reference/constants.md#formatting. */
export function orderReference(customerNumber: number, orderId: number): string {
  return `D${customerNumber}/${orderId}`;
}

/**
 * Dates of docs/reference/constants.md#formatting: nl DD-MM-YYYY, en DD/MM/YYYY as in en-GB, never month first
 * (docs/decisions/037-words-dates-and-run-sheets.md); input is the trip datetime form YYYY-MM-DD[ HH:mm].
 */
export function formatDate(isoDate: string, lang: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return lang === 'nl' ? `${day}-${month}-${year}` : `${day}/${month}/${year}`;
}
