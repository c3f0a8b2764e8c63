import { describe, expect, it } from 'vitest';
import { periodDays, shiftPeriod } from './figures.ts';

describe('periodDays', () => {
  it('takes the ISO week from Monday to Sunday, across a month and a year', () => {
    expect(periodDays('week', '2026-03-29')).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    expect(periodDays('week', '2027-01-01')[0]).toBe('2026-12-28');
  });

  it('takes the whole month, February of a leap year too', () => {
    expect(periodDays('month', '2028-02-15')).toHaveLength(29);
    expect(periodDays('month', '2026-03-31').at(-1)).toBe('2026-03-31');
    expect(periodDays('day', '2026-10-25')).toEqual(['2026-10-25']);
  });
});

describe('shiftPeriod', () => {
  it('steps to the first day of the period before or after', () => {
    expect(shiftPeriod('month', '2026-03-17', -1)).toBe('2026-02-01');
    expect(shiftPeriod('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftPeriod('week', '2026-03-26', 1)).toBe('2026-03-30');
    expect(shiftPeriod('week', '2026-03-26', -1)).toBe('2026-03-16');
    expect(shiftPeriod('day', '2026-03-01', -1)).toBe('2026-02-28');
  });
});
