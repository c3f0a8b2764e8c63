/**
 * Whole-cent arithmetic. Amounts are integers of cents; factors (multipliers, percentages) become integers of
 * basis points first, so no binary fraction decides a rounding (245 × 1.15 is 281.75, not 281.7499…).
 */

export const basisPointsPerUnit = 10_000;

/** `numerator / denominator` rounded half up, for non-negative integers: 281.5 → 282, 281.49 → 281. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** A factor such as 1.15 or a percentage as a fraction, in basis points: 1.15 → 11500. */
export function toBasisPoints(factor: number): number {
  return Math.round(factor * basisPointsPerUnit);
}

/** `cents × basisPoints / 10000`, rounded half up to a whole cent. */
export function applyBasisPoints(cents: number, basisPoints: number): number {
  return roundHalfUp(cents * basisPoints, basisPointsPerUnit);
}

/** Percent of an amount, rounded half up: 20 % of 1785 cents is 357. */
export function percentOf(cents: number, percent: number): number {
  return applyBasisPoints(cents, toBasisPoints(percent / 100));
}
