import { describe, expect, it } from 'vitest';
import { datePart, formatTripWhen, joinDatetime, timePart } from './trip-datetime.ts';

describe('a trip datetime', () => {
  it('splits into its date and its time', () => {
    expect(datePart('2030-05-24 14:30')).toBe('2030-05-24');
    expect(timePart('2030-05-24 14:30')).toBe('14:30');
    expect(datePart('')).toBe('');
    expect(timePart('2030-05-24')).toBe('');
  });

  it('joins date and time only when both are there', () => {
    expect(joinDatetime('2030-05-24', '14:30')).toBe('2030-05-24 14:30');
    expect(joinDatetime('2030-05-24', '')).toBe('');
  });

  it('reads with its weekday, in the language of the page', () => {
    expect(formatTripWhen('2030-05-24 14:30', 'nl')).toBe('vrijdag 24-05-2030, 14:30');
    expect(formatTripWhen('2030-05-24 14:30', 'en')).toBe('Friday 24/05/2030, 14:30');
    expect(formatTripWhen('soon', 'nl')).toBe('soon');
  });
});
