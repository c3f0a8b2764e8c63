import { describe, expect, it } from 'vitest';
import { dateTextOf, dateValueOf, parseDateText, spellDate } from './date-text.ts';

describe('parseDateText', () => {
  it('reads day-month-year in Dutch, with any of the usual separators or none', () => {
    for (const text of ['28-11-2026', '28/11/2026', '28.11.2026', '28 11 2026', '28112026', ' 28-11-2026 '])
      expect(parseDateText(text)).toBe('2026-11-28');
    expect(parseDateText('1-2-2027')).toBe('2027-02-01');
  });

  it('reads day/month/year in English too, as en-GB writes dates, never the month first', () => {
    expect(parseDateText('28/11/2026')).toBe('2026-11-28');
    expect(parseDateText('2/1/2027')).toBe('2027-01-02');
    expect(parseDateText('11/28/2026')).toBeNull();
  });

  it('reads YYYY-MM-DD in either language', () => {
    expect(parseDateText('2026-11-28')).toBe('2026-11-28');
    expect(parseDateText('2026-11-28')).toBe('2026-11-28');
  });

  it('refuses days that do not exist and texts that are no date', () => {
    for (const text of ['31-04-2026', '29-02-2026', '00-01-2026', '12-13-2026', '28-11-26', '28-11', '', 'morgen'])
      expect(parseDateText(text)).toBeNull();
    expect(parseDateText('29-02-2028')).toBe('2028-02-29');
  });
});

describe('the kept value and the shown text', () => {
  it('keeps the day a text names, else the text for the form to refuse', () => {
    expect(dateValueOf('28-11-2026')).toBe('2026-11-28');
    expect(dateValueOf('31-02-2026')).toBe('31-02-2026');
    expect(dateValueOf('')).toBe('');
  });

  it('shows a day in the language’s format and anything else as typed', () => {
    expect(dateTextOf('2026-11-28', 'nl')).toBe('28-11-2026');
    expect(dateTextOf('2026-11-28', 'en')).toBe('28/11/2026');
    expect(dateTextOf('31-02-2026', 'nl')).toBe('31-02-2026');
  });

  it('spells the day out with its weekday', () => {
    expect(spellDate('2026-11-28', 'nl')).toBe('zaterdag 28 november 2026');
    expect(spellDate('2026-11-28', 'en')).toBe('Saturday, 28 November 2026');
  });
});
