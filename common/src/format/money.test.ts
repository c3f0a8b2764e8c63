import { describe, expect, it } from 'vitest';
import { formatEuros, plainEuros } from './money.ts';

describe('formatEuros', () => {
  it('groups thousands as each language writes them', () => {
    expect(formatEuros(123450, 'nl')).toBe('€ 1.234,50');
    expect(formatEuros(123450, 'en')).toBe('€1,234.50');
    expect(formatEuros(123456789, 'nl')).toBe('€ 1.234.567,89');
    expect(formatEuros(5, 'en')).toBe('€0.05');
    expect(formatEuros(0, 'nl')).toBe('€ 0,00');
    expect(formatEuros(-2500, 'nl')).toBe('-€ 25,00');
  });
});

describe('plainEuros', () => {
  it('writes a number a spreadsheet reads, without grouping', () => {
    expect(plainEuros(123450, 'nl')).toBe('1234,50');
    expect(plainEuros(123450, 'en')).toBe('1234.50');
    expect(plainEuros(7, 'nl')).toBe('0,07');
  });
});
