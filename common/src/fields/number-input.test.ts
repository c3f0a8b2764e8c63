import { describe, expect, it } from 'vitest';
import { canStep, clampNumber, numberFallback, numberInputValue, stepNumber, stripNonDigits } from './number-input.ts';

const passengers = { min: 1, max: 8, default: '1' };
const luggage = { min: 0, max: 8, default: '0' };
const unbounded = { min: 0, max: 0, default: '' };

describe('number input helpers', () => {
  it('strips everything but digits', () => {
    expect(stripNonDigits(' 1a2-3.4 ')).toBe('1234');
    expect(stripNonDigits('-5')).toBe('5');
    expect(stripNonDigits('abc')).toBe('');
  });

  it('clamps to positive bounds only', () => {
    expect(clampNumber(0, passengers)).toBe(1);
    expect(clampNumber(9, passengers)).toBe(8);
    expect(clampNumber(5, passengers)).toBe(5);
    expect(clampNumber(500, unbounded)).toBe(500);
  });

  it('falls back to the minimum, then the default, then 0', () => {
    expect(numberFallback(passengers)).toBe(1);
    expect(numberFallback({ min: 0, max: 8, default: '2' })).toBe(2);
    expect(numberFallback(unbounded)).toBe(0);
    expect(numberFallback({ min: 0, max: 0, default: 'geen' })).toBe(0);
  });

  it('turns typed text into a bounded number', () => {
    expect(numberInputValue('3', passengers)).toBe(3);
    expect(numberInputValue('1a2', passengers)).toBe(8);
    expect(numberInputValue('0', passengers)).toBe(1);
    expect(numberInputValue('abc', passengers)).toBe(1);
    expect(numberInputValue('', luggage)).toBe(0);
    expect(numberInputValue(4, luggage)).toBe(4);
  });

  it('steps within the bounds and never below 0', () => {
    expect(canStep(1, -1, passengers)).toBe(false);
    expect(canStep(8, 1, passengers)).toBe(false);
    expect(canStep(0, -1, luggage)).toBe(false);
    expect(canStep(0, 1, luggage)).toBe(true);
    expect(canStep(1000, 1, unbounded)).toBe(true);
    expect(stepNumber(2, 1, passengers)).toBe(3);
    expect(stepNumber(8, 1, passengers)).toBe(8);
    expect(stepNumber(1, -1, passengers)).toBe(1);
  });
});
