import { describe, expect, it } from 'vitest';
import { applyBasisPoints, percentOf, roundHalfUp, toBasisPoints } from './money.ts';

describe('money', () => {
  it('rounds half up', () => {
    expect(roundHalfUp(5, 2)).toBe(3);
    expect(roundHalfUp(3, 2)).toBe(2);
    expect(roundHalfUp(70_805, 10)).toBe(7081);
    expect(roundHalfUp(70_804, 10)).toBe(7080);
    expect(roundHalfUp(0, 10)).toBe(0);
  });

  it('applies a factor without binary-fraction errors', () => {
    // 245 × 1.15 is 281.74999… in floating point; exactly it is 281.75, which rounds up.
    expect(applyBasisPoints(245, toBasisPoints(1.15))).toBe(282);
    expect(applyBasisPoints(9091, toBasisPoints(1.4))).toBe(12_727);
    expect(percentOf(9091, 20)).toBe(1818);
    expect(percentOf(12_727, 10)).toBe(1273);
    expect(percentOf(1250, 12.5)).toBe(156);
  });
});
