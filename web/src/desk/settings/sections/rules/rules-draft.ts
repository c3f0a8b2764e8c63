import type { OpeningWindow, ServiceRules } from '#common/tenant/settings.ts';
import { weekdayKeys, type WeekdayKey } from '#common/tenant/weekdays.ts';

/*
 * Editing the service rules' opening hours and closed dates (docs/reference/tenant-settings.md#serviceRules): pure
 * steps the rules screen takes, each giving the rules anew.
 */

export type OpeningHours = NonNullable<ServiceRules['openingHours']>;

/** The window a day gets when it opens, or a further one after its last. */
export const newWindow: OpeningWindow = { from: '09:00', to: '17:00' };

/** Every weekday open with the same window: where "always open" is turned off. */
export const everyDayHours = (window: OpeningWindow = newWindow): OpeningHours =>
  Object.fromEntries(weekdayKeys.map((day) => [day, [{ ...window }]])) as OpeningHours;

/** The day's windows; absent is closed. */
export const windowsOf = (hours: OpeningHours, day: WeekdayKey): OpeningWindow[] => hours[day] ?? [];

/** A further window on a day: from the end of its last to midnight, else the usual hours. */
export function withWindow(hours: OpeningHours, day: WeekdayKey): OpeningHours {
  const windows = windowsOf(hours, day);
  const last = windows.at(-1);
  const next = last && last.to < '24:00' && last.to > last.from ? { from: last.to, to: '24:00' } : { ...newWindow };
  return { ...hours, [day]: [...windows, next] };
}

export const withoutWindow = (hours: OpeningHours, day: WeekdayKey, index: number): OpeningHours => ({
  ...hours,
  [day]: windowsOf(hours, day).filter((_, each) => each !== index),
});

/** A day closed all day (no window), or opened again with the usual hours. */
export const withDayClosed = (hours: OpeningHours, day: WeekdayKey, closed: boolean): OpeningHours => ({
  ...hours,
  [day]: closed ? [] : [{ ...newWindow }],
});

/** A day's windows as the next day's too. */
export function withCopyToNext(hours: OpeningHours, day: WeekdayKey): OpeningHours {
  const next = weekdayKeys[(weekdayKeys.indexOf(day) + 1) % weekdayKeys.length] as WeekdayKey;
  return { ...hours, [next]: windowsOf(hours, day).map((window) => ({ ...window })) };
}

/** The closed dates with one more, in date order, once. */
export const withClosedDate = (dates: readonly string[], date: string): string[] =>
  [...new Set([...dates, date])].sort();

export const withoutClosedDate = (dates: readonly string[], date: string): string[] =>
  dates.filter((each) => each !== date);
