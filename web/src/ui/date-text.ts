import type { Language } from '#common/constants.ts';
import { formatDate } from '#common/format/text.ts';

/**
 * A date typed as text (docs/decisions/027-combobox-and-date-input.md): day, month, year in both languages
 * (docs/reference/constants.md#formatting: English as in en-GB, docs/decisions/037-words-dates-and-run-sheets.md),
 * with -, /, . or a space between the parts or none at all (a phone's number pad has no dash), or as YYYY-MM-DD.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** A day that exists, as YYYY-MM-DD; null for 31 April, month 13 and the like. */
function day(year: number, month: number, date: number): string | null {
  if (month < 1 || month > 12 || date < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return date > last ? null : `${year}-${pad(month)}-${pad(date)}`;
}

/** The day a text names, as YYYY-MM-DD, or null when it names none. */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return day(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{4})$/.exec(value) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(value);
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return day(year, second, first);
}

/** What the form keeps for a text: the day it names, else the text itself (for the form's own check to refuse). */
export function dateValueOf(text: string): string {
  return parseDateText(text) ?? text;
}

/** How the field shows a kept value: a day in the language's own format, anything else as it was typed. */
export function dateTextOf(value: string, lang: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, lang) : value;
}

/** 'zaterdag 28 november 2026': the day spelled out under the field, so a day and month taken the wrong way round show. */
export function spellDate(isoDay: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T12:00:00Z`));
}
