import type { Language } from '#common/constants.ts';
import { formatDate } from '#common/format/text.ts';

/** The date part of a trip datetime 'YYYY-MM-DD HH:mm', or ''. */
export function datePart(datetime: string): string {
  return /^\d{4}-\d{2}-\d{2}/.exec(datetime)?.[0] ?? '';
}

/** The time part of a trip datetime, or ''. */
export function timePart(datetime: string): string {
  return /\d{2}:\d{2}$/.exec(datetime)?.[0] ?? '';
}

/** The trip datetime of a date and a time; '' until both are chosen. */
export function joinDatetime(date: string, time: string): string {
  return date && time ? `${date} ${time}` : '';
}

/** 'zaterdag 24-05-2026, 14:30': the weekday helps, the date as docs/reference/constants.md#formatting writes it. */
export function formatTripWhen(datetime: string, lang: Language): string {
  const date = datePart(datetime);
  const time = timePart(datetime);
  if (!date) return datetime;
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return `${weekday} ${formatDate(date, lang)}${time ? `, ${time}` : ''}`;
}
