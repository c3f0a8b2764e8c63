import type { FieldDefinition } from './field-definition.ts';

/**
 * What the number input of docs/reference/record-layout.md#number-input needs of a field: its bounds (0 = none) and its
 * default.
 */
export type NumberBounds = Pick<FieldDefinition, 'min' | 'max' | 'default'>;

export function stripNonDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Clamps to the positive bounds; a bound of 0 is no bound (a field without a maximum has max 0). */
export function clampNumber(value: number, bounds: Pick<NumberBounds, 'min' | 'max'>): number {
  let clamped = value;
  if (bounds.min > 0 && clamped < bounds.min) clamped = bounds.min;
  if (bounds.max > 0 && clamped > bounds.max) clamped = bounds.max;
  return clamped;
}

/** The value for a non-numeric input: the minimum, then the default, then 0 (docs/reference/record-layout.md). */
export function numberFallback(bounds: NumberBounds): number {
  if (bounds.min > 0) return bounds.min;
  const byDefault = Number.parseInt(stripNonDigits(bounds.default), 10);
  return Number.isNaN(byDefault) ? 0 : clampNumber(byDefault, bounds);
}

/** What the number input shows after the customer typed `raw`: digits only, clamped, or the fallback. */
export function numberInputValue(raw: string | number, bounds: NumberBounds): number {
  const digits = stripNonDigits(String(raw));
  if (digits === '') return numberFallback(bounds);
  return clampNumber(Number.parseInt(digits, 10), bounds);
}

/** Whether a stepper button may move the value by `step` (+1 or -1) without leaving the bounds. */
export function canStep(value: number, step: 1 | -1, bounds: Pick<NumberBounds, 'min' | 'max'>): boolean {
  const next = value + step;
  if (next < 0) return false;
  return clampNumber(next, bounds) === next;
}

/** The value after a stepper press, kept within the bounds. */
export function stepNumber(value: number, step: 1 | -1, bounds: Pick<NumberBounds, 'min' | 'max'>): number {
  return canStep(value, step, bounds) ? value + step : clampNumber(value, bounds);
}
