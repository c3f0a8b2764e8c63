import { describe, expect, it } from 'vitest';
import { flightArrivalProblem, normalizeFlightNumber } from './flight.ts';

describe('normalizeFlightNumber', () => {
  it.each([
    ['KL1234', 'KL1234'],
    ['KL 1234', 'KL1234'],
    ['kl1234', 'KL1234'],
    [' kl  1234 ', 'KL1234'],
    ['KL-1234', 'KL1234'],
    ['U2 123', 'U2123'],
    ['9W7', '9W7'],
    ['KLM1234', 'KLM1234'],
    ['hv 5031a', 'HV5031A'],
    ['KL0012', 'KL0012'],
  ])('writes %j as %j', (typed, normal) => {
    expect(normalizeFlightNumber(typed)).toBe(normal);
  });

  it.each(['', '   '])('takes %j as no flight number', (typed) => {
    expect(normalizeFlightNumber(typed)).toBe('');
  });

  it.each([
    ['no number', 'KL'],
    ['five digits', 'KL12345'],
    ['two digits as airline', '12345'],
    ['only digits', '1234'],
    ['a four-letter airline', 'KLMX123'],
    ['two suffix letters', 'KL1234AB'],
    ['letters after the suffix', 'KL12A3'],
    ['a word', 'Schiphol'],
    ['a slash', 'KL/1234'],
  ])('refuses %s (%j)', (_name, typed) => {
    expect(normalizeFlightNumber(typed)).toBeNull();
  });
});

describe('flightArrivalProblem', () => {
  it.each([
    ['an hour before', '15:00', '14:00'],
    ['a minute before', '15:00', '14:59'],
    ['exactly 12 hours before', '13:00', '01:00'],
    ['late the evening before', '00:30', '23:30'],
    ['exactly 12 hours before, the evening before', '06:00', '18:00'],
  ])('accepts a landing %s', (_name, pickup, arrival) => {
    expect(flightArrivalProblem(pickup, arrival)).toBeNull();
  });

  it.each([
    ['at the pickup time', '15:00', '15:00', 'flightArrivalAfterPickup'],
    ['a minute after the pickup', '15:00', '15:01', 'flightArrivalAfterPickup'],
    ['after an early pickup', '01:00', '02:00', 'flightArrivalAfterPickup'],
    ['12 hours and a minute before', '13:00', '00:59', 'flightArrivalTooEarly'],
    ['in the morning for an evening pickup', '22:00', '06:00', 'flightArrivalTooEarly'],
  ])('refuses a landing %s', (_name, pickup, arrival, problem) => {
    expect(flightArrivalProblem(pickup, arrival)).toBe(problem);
  });

  it('has nothing to say without a landing time or a pickup time', () => {
    expect(flightArrivalProblem('15:00', '')).toBeNull();
    expect(flightArrivalProblem('', '14:00')).toBeNull();
  });
});
