import type { Language } from '#common/constants.ts';
import { parseTripDatetime, type WallTime } from '#common/fields/trip-datetime.ts';
import { formatDate } from '#common/format/text.ts';
import { dateOf, isBookableDay, isOpenAt, lastBookableDate, weekdayOf } from '#common/tenant/service-rules.ts';
import type { OpeningWindow, ServiceRules } from '#common/tenant/settings.ts';
import { weekdayKeys, type WeekdayKey } from '#common/tenant/weekdays.ts';

/*
 * What the trip screen says of the operator's service rules before the customer types, and which dates and hours it
 * offers (docs/reference/screens.md#trip, docs/decisions/043-service-rules.md).
 */

const windowsText = (windows: readonly OpeningWindow[]): string =>
  windows.map((window) => `${window.from}–${window.to}`).join(', ');

/** A weekday's short name in the language ("ma", "Mon"). */
export function weekdayName(day: WeekdayKey, lang: Language): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + weekdayKeys.indexOf(day)));
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { weekday: 'short', timeZone: 'UTC' })
    .format(date)
    .replace(/\.$/, '');
}

/**
 * The opening hours in a line, days with the same windows taken together: "ma–do 05:00–01:00, vr–za 05:00–04:00,
 * zo 06:00–01:00"; '' without hours (always open).
 */
export function openingHoursText(rules: Pick<ServiceRules, 'openingHours'>, lang: Language): string {
  const hours = rules.openingHours;
  if (hours === null) return '';
  const runs: Array<{ first: WeekdayKey; last: WeekdayKey; text: string }> = [];
  for (const day of weekdayKeys) {
    const text = windowsText(hours[day] ?? []);
    const previous = runs.at(-1);
    if (previous && previous.text === text && weekdayKeys.indexOf(previous.last) === weekdayKeys.indexOf(day) - 1)
      previous.last = day;
    else runs.push({ first: day, last: day, text });
  }
  return runs
    .filter((run) => run.text !== '')
    .map((run) => {
      const days =
        run.first === run.last
          ? weekdayName(run.first, lang)
          : `${weekdayName(run.first, lang)}–${weekdayName(run.last, lang)}`;
      return `${days} ${run.text}`;
    })
    .join(', ');
}

/** The closed dates still to come within the horizon, at most `count`, as the language writes dates. */
export function upcomingClosedDates(rules: ServiceRules, today: WallTime, lang: Language, count = 3): string[] {
  const first = dateOf(today);
  const last = lastBookableDate(today, rules);
  return [...rules.closedDates]
    .filter((date) => date >= first && (last === null || date <= last))
    .sort()
    .slice(0, count)
    .map((date) => formatDate(date, lang));
}

/** The hours (`00`–`23`) of a date in which some five-minute step is open; all of them without hours. */
export function offeredHours(date: string, rules: ServiceRules): string[] | undefined {
  const day = parseTripDatetime(`${date} 00:00`);
  if (!day || rules.openingHours === null) return undefined;
  const hours: string[] = [];
  for (let hour = 0; hour < 24; hour++) {
    for (let minute = 0; minute < 60; minute += 5) {
      if (isOpenAt({ ...day, hour, minute }, rules)) {
        hours.push(String(hour).padStart(2, '0'));
        break;
      }
    }
  }
  return hours;
}

/** The windows of a date's own weekday, as text ('' when it has none or there are no hours). */
export function dayHoursText(date: string, rules: ServiceRules): string {
  const day = parseTripDatetime(`${date} 00:00`);
  if (!day || rules.openingHours === null) return '';
  return windowsText(rules.openingHours[weekdayOf(day)] ?? []);
}

/**
 * Why no pickup on a picked date can be booked, as a message key; null when some time of it can. Said beside the
 * date field as soon as it is picked.
 */
export function dayProblem(date: string, today: WallTime, rules: ServiceRules): string | null {
  const day = parseTripDatetime(`${date} 00:00`);
  if (!day || isBookableDay(day, today, rules)) return null;
  if (rules.closedDates.includes(date)) return 'closedDate';
  const last = lastBookableDate(today, rules);
  if (last !== null && date > last) return 'beyondHorizon';
  return 'rulesDayNoTimes';
}

/** The last date the calendar offers (`YYYY-MM-DD`), undefined without a horizon. */
export function lastOfferedDate(today: WallTime, rules: ServiceRules): string | undefined {
  return lastBookableDate(today, rules) ?? undefined;
}
