import { describe, expect, it } from 'vitest';
import { centsOfEuros } from './euros.ts';

describe('centsOfEuros', () => {
  it('reads euros with a comma or a point, with or without the sign', () => {
    expect(centsOfEuros('12,50')).toBe(1250);
    expect(centsOfEuros('12.5')).toBe(1250);
    expect(centsOfEuros('€ 7')).toBe(700);
    expect(centsOfEuros(' 0,05 ')).toBe(5);
  });

  it('refuses what is no amount', () => {
    for (const text of ['', 'twelve', '12,505', '-3', '1.000,00']) expect(centsOfEuros(text)).toBeNull();
  });
});
