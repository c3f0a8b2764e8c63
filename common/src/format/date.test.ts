import { describe, expect, it } from 'vitest';
import { amsterdamDay, formatDay, formatDayTime, formatTime, wallTimeOf } from './date.ts';

describe('one date format with the weekday', () => {
  it('writes a trip datetime in nl and in en day-month-year, never month/day/year', () => {
    expect(formatDayTime('2026-11-27 05:00', 'nl')).toBe('vr 27 nov 2026 05:00');
    expect(formatDayTime('2026-11-27 05:00', 'en')).toBe('Fri 27 Nov 2026 05:00');
    expect(formatDayTime('2026-03-01 17:45', 'en')).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });

  it('writes a day alone with its weekday', () => {
    expect(formatDay('2026-12-24', 'nl')).toBe('do 24 dec 2026');
    expect(formatDay('2026-12-24', 'en')).toBe('Thu 24 Dec 2026');
    expect(formatDay('2026-05-03', 'nl')).toBe('zo 3 mei 2026');
  });

  it('shows an instant at the wall time of Europe/Amsterdam, summer and winter', () => {
    expect(formatDayTime('2026-11-27T04:00:00.000Z', 'nl')).toBe('vr 27 nov 2026 05:00');
    expect(formatDayTime('2026-07-01T22:30:00Z', 'en')).toBe('Thu 2 Jul 2026 00:30');
    expect(formatDayTime(new Date('2026-07-01T12:00:00Z'), 'en')).toBe('Wed 1 Jul 2026 14:00');
    expect(formatTime('2026-07-01T12:05:00Z')).toBe('14:05');
  });

  it('gives back what is no date as it came', () => {
    expect(formatDayTime('soon', 'en')).toBe('soon');
    expect(formatDay('2026-02-30', 'nl')).toBe('2026-02-30');
    expect(wallTimeOf('not a date')).toBeNull();
  });
});

describe('the day in Amsterdam', () => {
  it('is the next day from 23:00 or 22:00 UTC, by the season', () => {
    expect(amsterdamDay(new Date('2026-11-27T22:59:00Z'))).toBe('2026-11-27');
    expect(amsterdamDay(new Date('2026-11-27T23:00:00Z'))).toBe('2026-11-28');
    expect(amsterdamDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
