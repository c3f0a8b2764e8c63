import { describe, expect, it } from 'vitest';
import { parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { centsPerKm, defaultPreviewMoment, directionOf, isLargeChange, orderedRows } from './preview-view.ts';

const fare = (totalCents: number, distanceKm = 10) => ({ distanceKm, durationMinutes: 10, priceLines: [], totalCents });
const row = (current: number, differenceCents: number) => ({ current: fare(current), differenceCents });

describe('the tariff preview grid', () => {
  it('flags a change of at least €10 that is at least 15 % of the price now', () => {
    expect(isLargeChange(row(5000, 1000))).toBe(true);
    expect(isLargeChange(row(5000, -1000))).toBe(true);
    // €9.99 is not large, however small the price.
    expect(isLargeChange(row(2000, 999))).toBe(false);
    // €10 on €100 is 10 %: not large.
    expect(isLargeChange(row(10000, 1000))).toBe(false);
    expect(isLargeChange(row(10000, 1500))).toBe(true);
    expect(isLargeChange(row(10000, 0))).toBe(false);
  });

  it('says the direction of a change', () => {
    expect([directionOf(1), directionOf(-1), directionOf(0)]).toEqual(['up', 'down', 'same']);
  });

  it('orders by the size of the change, largest first, keeping the order of equals', () => {
    const rows = [
      { id: 'a', differenceCents: 100 },
      { id: 'b', differenceCents: -900 },
      { id: 'c', differenceCents: 100 },
      { id: 'd', differenceCents: 500 },
    ];
    expect(orderedRows(rows, true).map((each) => each.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(orderedRows(rows, false).map((each) => each.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the price per kilometre, none for no distance', () => {
    expect(centsPerKm(fare(24400, 200))).toBe(122);
    expect(centsPerKm(fare(1250, 0))).toBeNull();
  });

  it('asks for the next weekday at 10:00', () => {
    // Saturday 28 November 2026 → Monday 30 November.
    expect(defaultPreviewMoment(parseTripDatetime('2026-11-28 12:00')!)).toEqual({ date: '2026-11-30', time: '10:00' });
    // Friday → Monday; Monday → Tuesday.
    expect(defaultPreviewMoment(parseTripDatetime('2026-11-27 23:50')!).date).toBe('2026-11-30');
    expect(defaultPreviewMoment(parseTripDatetime('2026-11-30 08:00')!).date).toBe('2026-12-01');
  });
});
