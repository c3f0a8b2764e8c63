import { describe, expect, it } from 'vitest';
import { isQuoted } from './trip-quote.ts';

describe('a quote', () => {
  it('is a trip reply of status 200–299 without an error key', () => {
    expect(isQuoted({ status: 200, error: '' })).toBe(true);
    expect(isQuoted({ status: 299, error: '' })).toBe(true);
    expect(isQuoted({ status: 422, error: 'noFromAddress' })).toBe(false);
    expect(isQuoted({ status: 422, error: '' })).toBe(false);
    expect(isQuoted({ status: 200, error: 'datetimeTooEarly' })).toBe(false);
    expect(isQuoted({ status: 300, error: '' })).toBe(false);
  });
});
