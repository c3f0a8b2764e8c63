import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount } from './amount.ts';

describe('centsToAmount', () => {
  it('writes cents as euros with two decimals', () => {
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(4250)).toBe('42.50');
    expect(centsToAmount(123_456)).toBe('1234.56');
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    expect(() => centsToAmount(12.5)).toThrow(RangeError);
    expect(() => centsToAmount(-1)).toThrow(RangeError);
  });
});

describe('amountToCents', () => {
  it('reads euro amounts with a point or a comma and up to two decimals', () => {
    expect(amountToCents('42.50')).toBe(4250);
    expect(amountToCents('42,5')).toBe(4250);
    expect(amountToCents('215')).toBe(21_500);
    expect(amountToCents(12.05)).toBe(1205);
  });

  it('gives nothing for what is not an amount', () => {
    expect(amountToCents('')).toBeUndefined();
    expect(amountToCents('-3.00')).toBeUndefined();
    expect(amountToCents('12.345')).toBeUndefined();
    expect(amountToCents('€ 12,00')).toBeUndefined();
  });
});
