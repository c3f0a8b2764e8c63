import { describe, expect, it } from 'vitest';
import { changeDepartures } from './fixed-departures.ts';

const departures = [
  { id: 'late', datetime: '2030-08-24 18:00' },
  { id: 'first', datetime: '2030-08-23 17:00' },
  { id: 'second', datetime: '2030-08-23 19:30' },
];
/** 2030-08-23 16:00 in Amsterdam (summer time). */
const now = new Date('2030-08-23T14:00:00Z');
const fixed = { departures, leadMinutes: 120 };

describe('the departures a booked trip may change to', () => {
  it('are the still-bookable ones in time order', () => {
    expect(changeDepartures(fixed, '2030-08-23 19:30', now).map((d) => d.id)).toEqual(['second', 'late']);
  });

  it("keep the trip's own departure when it is within the lead time", () => {
    expect(changeDepartures(fixed, '2030-08-23 17:00', now).map((d) => d.id)).toEqual(['first', 'second', 'late']);
  });

  it('add nothing for a time the operator does not offer', () => {
    expect(changeDepartures(fixed, '2030-08-23 18:15', now).map((d) => d.id)).toEqual(['second', 'late']);
  });
});
