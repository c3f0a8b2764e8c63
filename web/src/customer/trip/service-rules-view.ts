import { parseTripDatetime, type WallTime } from '#common/fields/trip-datetime.ts';
import { isBookableDay, isOpenAt, lastBookableDate, weekdayOf } from '#common/tenant/service-rules.ts';
import type { ServiceRules } from '#common/tenant/settings.ts';
import { windowsText } from '../../shared/trip/service-rules-text.ts';

/*
 * What the trip screen says of the operator's service rules before the customer types, and which dates and hours it
 * offers (docs/reference/screens.md#trip, docs/decisions/043-service-rules.md).
 */

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
