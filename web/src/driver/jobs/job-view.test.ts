import { describe, expect, it } from 'vitest';
import type { DriverJob } from '#common/contracts/driver.ts';
import { actionsOf, byDay, mapLinks, noShowOpen } from './job-view.ts';

describe("the driver's job", () => {
  it('links the navigation apps to the stop’s coordinates, or to its address', () => {
    expect(mapLinks({ lat: 53.2, lng: 6.56 }, 'Herestraat 12, Groningen')).toEqual({
      geo: 'geo:53.2,6.56?q=53.2,6.56(Herestraat%2012%2C%20Groningen)',
      google: 'https://www.google.com/maps/dir/?api=1&destination=53.2%2C6.56',
      apple: 'https://maps.apple.com/?daddr=53.2%2C6.56',
    });
    expect(mapLinks(null, 'Station Groningen').google).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Station%20Groningen',
    );
  });

  it('offers only the next step: accept or decline, on my way, arrived, on board or no-show, done', () => {
    expect(actionsOf({ status: 'assigned', step: '' })).toEqual(['accept', 'decline']);
    expect(actionsOf({ status: 'assigned', step: 'accepted' })).toEqual(['on_the_way']);
    expect(actionsOf({ status: 'assigned', step: 'on_the_way' })).toEqual(['arrived']);
    expect(actionsOf({ status: 'assigned', step: 'arrived' })).toEqual(['on_board', 'no_show']);
    expect(actionsOf({ status: 'assigned', step: 'on_board' })).toEqual(['done']);
    expect(actionsOf({ status: 'done', step: 'on_board' })).toEqual([]);
  });

  it('opens the no-show after the waiting time the server named', () => {
    const at = new Date('2026-03-10T10:15:00Z');
    expect(noShowOpen({ noShowFrom: null }, at)).toBe(false);
    expect(noShowOpen({ noShowFrom: '2026-03-10T10:16:00Z' }, at)).toBe(false);
    expect(noShowOpen({ noShowFrom: '2026-03-10T10:15:00Z' }, at)).toBe(true);
  });

  it('groups the jobs by day', () => {
    const job = (tripId: number, datetime: string) => ({ tripId, datetime }) as DriverJob;
    expect(
      byDay([job(1, '2026-03-10 08:00'), job(2, '2026-03-10 12:00'), job(3, '2026-03-11 09:00')]).map((day) => [
        day.day,
        day.jobs.map((each) => each.tripId),
      ]),
    ).toEqual([
      ['2026-03-10', [1, 2]],
      ['2026-03-11', [3]],
    ]);
  });
});
