import type { Language } from '../constants.ts';
import { parseTripDatetime, wallTimeAt, type WallTime } from '../fields/trip-datetime.ts';

/**
 * The one date format of the desk and the mails (docs/decisions/037-words-dates-and-run-sheets.md): the weekday, the
 * day, the month in three letters and the year, then the time: "vr 27 nov 2026 05:00", "Fri 27 Nov 2026 05:00". English
 * is day-month-year as in en-GB, never month/day/year. Spelled from these lists rather than by `Intl`, whose short
 * Dutch month ("nov.") and punctuation differ between ICU versions, so the browser and the server write the same text.
 */
const weekdays: Record<Language, readonly string[]> = {
  nl: ['zo', 'ma', 'di', 'wo', 'do', 'vr', 'za'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const months: Record<Language, readonly string[]> = {
  nl: ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall time (Europe/Amsterdam) a value names: a trip datetime `YYYY-MM-DD HH:mm` as it is, a day `YYYY-MM-DD` at its
 * start, an instant (ISO 8601 with its offset, or a Date) where the operators drive; null for anything else.
 */
export function wallTimeOf(value: string | Date): WallTime | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : wallTimeAt(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseTripDatetime(`${value} 00:00`);
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value)) return parseTripDatetime(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : wallTimeAt(instant);
}

/** A day with its weekday: "vr 27 nov 2026", "Fri 27 Nov 2026"; what is no date is returned as it came. */
export function formatDay(value: string | Date, lang: Language): string {
  const wall = wallTimeOf(value);
  if (!wall) return String(value);
  const weekday = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return `${weekdays[lang][weekday]} ${wall.day} ${months[lang][wall.month - 1]} ${wall.year}`;
}

/** A day and time with the weekday: "vr 27 nov 2026 05:00", "Fri 27 Nov 2026 05:00"; what is no date comes back as it came. */
export function formatDayTime(value: string | Date, lang: Language): string {
  const wall = wallTimeOf(value);
  if (!wall) return String(value);
  return `${formatDay(value, lang)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** The clock time alone, "05:00", of the same values. */
export function formatTime(value: string | Date): string {
  const wall = wallTimeOf(value);
  return wall ? `${pad(wall.hour)}:${pad(wall.minute)}` : String(value);
}

/** The day `YYYY-MM-DD` it is in Europe/Amsterdam at an instant (the run sheet's default: today). */
export function amsterdamDay(instant: Date): string {
  const wall = wallTimeAt(instant);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}
