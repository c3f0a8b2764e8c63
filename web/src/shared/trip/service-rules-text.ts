import type { Language } from '#common/constants.ts';
import type { WallTime } from '#common/fields/trip-datetime.ts';
import { formatDate } from '#common/format/text.ts';
import { dateOf, lastBookableDate } from '#common/tenant/service-rules.ts';
import type { OpeningWindow, ServiceRules } from '#common/tenant/settings.ts';
import { weekdayKeys, type WeekdayKey } from '#common/tenant/weekdays.ts';
import type { TFunction } from '../../ui/i18n/i18n.ts';

/*
 * The operator's service rules in words, as the trip screen says them before the customer types
 * (docs/reference/screens.md#trip) and as the desk's rules screen shows an owner what customers will read
 * (docs/reference/screens.md#desk-settings-rules).
 */

export const windowsText = (windows: readonly OpeningWindow[]): string =>
  windows.map((window) => `${window.from}–${window.to}`).join(', ');

/** A weekday's short name in the language ("ma", "Mon"). */
export function weekdayName(day: WeekdayKey, lang: Language, width: 'short' | 'long' = 'short'): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + weekdayKeys.indexOf(day)));
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-NL' : 'en-GB', { weekday: width, timeZone: 'UTC' })
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

/** The sentences of the rules box: the hours, the closed dates to come, how far ahead and where; [] without rules. */
export function serviceRulesLines(rules: ServiceRules, today: WallTime, lang: Language, t: TFunction): string[] {
  const lines: string[] = [];
  const hours = openingHoursText(rules, lang);
  if (hours) lines.push(t('rulesHours', { hours }));
  const closed = upcomingClosedDates(rules, today, lang);
  if (closed.length > 0) lines.push(t('rulesClosed', { dates: closed.join(', ') }));
  if (rules.horizonDays !== null) lines.push(t('rulesHorizon', { days: rules.horizonDays }));
  if (rules.area) {
    const area = rules.area.description[lang];
    lines.push(t(rules.area.applies === 'pickup' ? 'rulesAreaPickup' : 'rulesAreaEither', { area }));
    if (rules.area.airportsAndStationsAnywhere) lines.push(t('rulesAirports'));
  }
  return lines;
}
