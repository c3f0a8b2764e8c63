import { describe, expect, it } from 'vitest';
import {
  defaultHolidayChoices,
  dutchHolidayOn,
  dutchHolidays,
  easterSunday,
  isCountedHoliday,
} from './dutch-holidays.ts';

const date = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
const iso = (d: { year: number; month: number; day: number }) =>
  `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

describe('Dutch public holidays', () => {
  it('finds Easter Sunday by the Gregorian computus', () => {
    expect(iso(easterSunday(2024))).toBe('2024-03-31');
    expect(iso(easterSunday(2025))).toBe('2025-04-20');
    expect(iso(easterSunday(2026))).toBe('2026-04-05');
    expect(iso(easterSunday(2027))).toBe('2027-03-28');
    expect(iso(easterSunday(2038))).toBe('2038-04-25');
    // The earliest and latest possible Easter.
    expect(iso(easterSunday(2285))).toBe('2285-03-22');
    expect(iso(easterSunday(1943))).toBe('1943-04-25');
  });

  it('derives the moving feasts from Easter', () => {
    const holidays = dutchHolidays(2026);
    expect(iso(holidays.goedeVrijdag)).toBe('2026-04-03');
    expect(iso(holidays.tweedePaasdag)).toBe('2026-04-06');
    expect(iso(holidays.hemelvaartsdag)).toBe('2026-05-14');
    expect(iso(holidays.eerstePinksterdag)).toBe('2026-05-24');
    expect(iso(holidays.tweedePinksterdag)).toBe('2026-05-25');
    // Ascension over a month end, Whit Monday in June.
    expect(iso(dutchHolidays(2038).hemelvaartsdag)).toBe('2038-06-03');
    expect(iso(dutchHolidays(2038).tweedePinksterdag)).toBe('2038-06-14');
  });

  it("moves King's Day to the 26th when the 27th is a Sunday", () => {
    expect(iso(dutchHolidays(2025).koningsdag)).toBe('2025-04-26');
    expect(iso(dutchHolidays(2026).koningsdag)).toBe('2026-04-27');
    expect(iso(dutchHolidays(2031).koningsdag)).toBe('2031-04-26');
    expect(dutchHolidayOn(date('2025-04-27'))).toBeNull();
  });

  it('names the fixed days and no others', () => {
    expect(dutchHolidayOn(date('2026-01-01'))).toBe('nieuwjaarsdag');
    expect(dutchHolidayOn(date('2026-05-05'))).toBe('bevrijdingsdag');
    expect(dutchHolidayOn(date('2026-12-25'))).toBe('eersteKerstdag');
    expect(dutchHolidayOn(date('2026-12-26'))).toBe('tweedeKerstdag');
    expect(dutchHolidayOn(date('2026-12-24'))).toBeNull();
    expect(dutchHolidayOn(date('2026-12-27'))).toBeNull();
  });

  it('counts by default every holiday but Good Friday, and Liberation Day in lustrum years only', () => {
    expect(isCountedHoliday(date('2026-04-03'), defaultHolidayChoices)).toBe(false);
    expect(isCountedHoliday(date('2026-04-05'), defaultHolidayChoices)).toBe(true);
    expect(isCountedHoliday(date('2026-05-05'), defaultHolidayChoices)).toBe(false);
    expect(isCountedHoliday(date('2030-05-05'), defaultHolidayChoices)).toBe(true);
    expect(isCountedHoliday(date('2026-05-05'), ['bevrijdingsdag'])).toBe(true);
    expect(isCountedHoliday(date('2026-04-03'), ['goedeVrijdag'])).toBe(true);
    expect(isCountedHoliday(date('2026-12-25'), [])).toBe(false);
  });
});
