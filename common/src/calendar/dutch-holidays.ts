/**
 * The Dutch public holidays, computed for any year (docs/decisions/042-tariff-routing-holidays.md): nothing is typed
 * in a tenant file but which of them a tariff counts (docs/reference/tenant-settings.md#holidays).
 */

export const dutchHolidayIds = [
  'nieuwjaarsdag',
  'goedeVrijdag',
  'eerstePaasdag',
  'tweedePaasdag',
  'koningsdag',
  'bevrijdingsdag',
  'hemelvaartsdag',
  'eerstePinksterdag',
  'tweedePinksterdag',
  'eersteKerstdag',
  'tweedeKerstdag',
] as const;
export type DutchHolidayId = (typeof dutchHolidayIds)[number];

/**
 * What a tariff may count: a holiday by its id, or `bevrijdingsdagLustrum`, Liberation Day only in the years it is a
 * national day off for most collective agreements (2025, 2030: a multiple of 5).
 */
export const holidayChoices = [...dutchHolidayIds, 'bevrijdingsdagLustrum'] as const;
export type HolidayChoice = (typeof holidayChoices)[number];

/** The default: every holiday but Good Friday, Liberation Day in lustrum years only. */
export const defaultHolidayChoices: readonly HolidayChoice[] = [
  'nieuwjaarsdag',
  'eerstePaasdag',
  'tweedePaasdag',
  'koningsdag',
  'bevrijdingsdagLustrum',
  'hemelvaartsdag',
  'eerstePinksterdag',
  'tweedePinksterdag',
  'eersteKerstdag',
  'tweedeKerstdag',
];

/** A calendar date. */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const dayMs = 86_400_000;
const toUtc = (date: CalendarDate): number => Date.UTC(date.year, date.month - 1, date.day);
const plusDays = (date: CalendarDate, days: number): CalendarDate => {
  const moved = new Date(toUtc(date) + days * dayMs);
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

/** Every Dutch public holiday of a year, by id. */
export function dutchHolidays(year: number): Record<DutchHolidayId, CalendarDate> {
  const easter = easterSunday(year);
  const kingsDay: CalendarDate = { year, month: 4, day: 27 };
  // On a Sunday, King's Day moves to Saturday the 26th.
  const kingsDaySunday = new Date(toUtc(kingsDay)).getUTCDay() === 0;
  return {
    nieuwjaarsdag: { year, month: 1, day: 1 },
    goedeVrijdag: plusDays(easter, -2),
    eerstePaasdag: easter,
    tweedePaasdag: plusDays(easter, 1),
    koningsdag: kingsDaySunday ? { year, month: 4, day: 26 } : kingsDay,
    bevrijdingsdag: { year, month: 5, day: 5 },
    hemelvaartsdag: plusDays(easter, 39),
    eerstePinksterdag: plusDays(easter, 49),
    tweedePinksterdag: plusDays(easter, 50),
    eersteKerstdag: { year, month: 12, day: 25 },
    tweedeKerstdag: { year, month: 12, day: 26 },
  };
}

const sameDay = (a: CalendarDate, b: CalendarDate): boolean =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** The holiday a date is, by id, or null. */
export function dutchHolidayOn(date: CalendarDate): DutchHolidayId | null {
  const holidays = dutchHolidays(date.year);
  return dutchHolidayIds.find((id) => sameDay(holidays[id], date)) ?? null;
}

/** Whether a date is a holiday the tariff counts. */
export function isCountedHoliday(date: CalendarDate, counted: readonly HolidayChoice[]): boolean {
  const holiday = dutchHolidayOn(date);
  if (holiday === null) return false;
  if (counted.includes(holiday)) return true;
  return holiday === 'bevrijdingsdag' && date.year % 5 === 0 && counted.includes('bevrijdingsdagLustrum');
}
