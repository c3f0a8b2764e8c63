import { describe, expect, it } from 'vitest';
import { isMonth, monthName, recentMonths, signedEuros } from './invoice-view.ts';

describe('the invoice page’s words', () => {
  it('offers the months before today, across a new year', () => {
    expect(recentMonths('2027-02-10', 3)).toEqual(['2027-01', '2026-12', '2026-11']);
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
  });

  it('names a month in both languages and writes credits with their sign', () => {
    expect(monthName('2026-11', 'nl')).toBe('november 2026');
    expect(monthName('2026-11', 'en')).toBe('November 2026');
    expect(signedEuros(18_345, 'nl')).toBe('€ 183,45');
    expect(signedEuros(-5250, 'nl')).toBe('-€ 52,50');
    expect(signedEuros(5, 'nl')).toBe('€ 0,05');
    expect(signedEuros(-123_456, 'en')).toBe('-€1,234.56');
  });
});
