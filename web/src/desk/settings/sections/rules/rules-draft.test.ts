import { describe, expect, it } from 'vitest';
import { isOpenAt } from '#common/tenant/service-rules.ts';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { serviceRulesSchema } from '#common/tenant/settings.ts';
import {
  everyDayHours,
  withClosedDate,
  withCopyToNext,
  withDayClosed,
  withoutClosedDate,
  withoutWindow,
  withWindow,
} from './rules-draft.ts';

describe('editing the opening hours', () => {
  it('opens every day with the usual hours when "always open" is turned off', () => {
    const hours = everyDayHours();
    expect(Object.keys(hours)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
    expect(hours.sun).toEqual([{ from: '09:00', to: '17:00' }]);
  });

  it('adds a period after the last, up to midnight, and removes one', () => {
    const hours = withWindow(everyDayHours({ from: '06:00', to: '12:00' }), 'mon');
    expect(hours.mon).toEqual([
      { from: '06:00', to: '12:00' },
      { from: '12:00', to: '24:00' },
    ]);
    expect(withoutWindow(hours, 'mon', 0).mon).toEqual([{ from: '12:00', to: '24:00' }]);
    // After a period over midnight, or on a closed day, the usual hours.
    expect(withWindow({ fri: [{ from: '18:00', to: '02:00' }] }, 'fri').fri?.[1]).toEqual({
      from: '09:00',
      to: '17:00',
    });
    expect(withWindow({}, 'sat').sat).toEqual([{ from: '09:00', to: '17:00' }]);
  });

  it('closes a day all day and opens it again', () => {
    const closed = withDayClosed(everyDayHours(), 'sun', true);
    expect(closed.sun).toEqual([]);
    expect(withDayClosed(closed, 'sun', false).sun).toEqual([{ from: '09:00', to: '17:00' }]);
  });

  it('copies a day to the next, Sunday to Monday', () => {
    const hours = { ...everyDayHours(), sun: [{ from: '18:00', to: '02:00' }] };
    expect(withCopyToNext(hours, 'sun').mon).toEqual([{ from: '18:00', to: '02:00' }]);
    expect(withCopyToNext(hours, 'sun').sun).toEqual(hours.sun);
  });

  it('keeps a period over midnight as the rules read it: Friday 18:00–02:00 takes Saturday 01:30', () => {
    const hours = withDayClosed(withDayClosed(everyDayHours(), 'sat', true), 'fri', true);
    const rules = serviceRulesSchema.parse({ openingHours: { ...hours, fri: [{ from: '18:00', to: '02:00' }] } });
    // Saturday 5 December 2026.
    expect(isOpenAt(parseTripDatetime('2026-12-05 01:30')!, rules)).toBe(true);
    expect(isOpenAt(parseTripDatetime('2026-12-05 02:00')!, rules)).toBe(false);
  });
});

describe('editing the closed dates', () => {
  it('adds a date once, in date order, and removes it', () => {
    const dates = withClosedDate(['2027-04-27', '2026-12-25'], '2026-12-31');
    expect(dates).toEqual(['2026-12-25', '2026-12-31', '2027-04-27']);
    expect(withClosedDate(dates, '2026-12-31')).toEqual(dates);
    expect(withoutClosedDate(dates, '2026-12-31')).toEqual(['2026-12-25', '2027-04-27']);
  });
});
