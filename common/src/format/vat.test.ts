import { describe, expect, it } from 'vitest';
import { vatOfGross } from './vat.ts';

describe('vatOfGross', () => {
  it('splits a price including 9 % VAT into net and VAT', () => {
    expect(vatOfGross(10900)).toEqual({ grossCents: 10900, vatCents: 900, netCents: 10000 });
    expect(vatOfGross(24400)).toEqual({ grossCents: 24400, vatCents: 2015, netCents: 22385 });
  });

  it('rounds the VAT half up to a whole cent', () => {
    // 109 × 9 / 109 = 9 exactly; 6 × 9 / 109 = 0.495… → 0; 7 × 9 / 109 = 0.578 → 1
    expect(vatOfGross(109).vatCents).toBe(9);
    expect(vatOfGross(6).vatCents).toBe(0);
    expect(vatOfGross(7).vatCents).toBe(1);
  });

  it('splits a credit as the mirror of the charge', () => {
    expect(vatOfGross(-24400)).toEqual({ grossCents: -24400, vatCents: -2015, netCents: -22385 });
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => vatOfGross(1.5)).toThrow(RangeError);
  });
});
