import { describe, expect, it } from 'vitest';
import { defaultWindow, driversMatching, reassignmentsOf, windowOf, type Choice } from './absence.ts';

describe('the driver-unavailable screen', () => {
  it('starts from now until the end of today in Amsterdam', () => {
    // 05:58 UTC in winter is 06:58 in Amsterdam.
    expect(defaultWindow(new Date('2026-11-27T05:58:30Z'))).toEqual({
      fromDay: '2026-11-27',
      fromTime: '06:58',
      toDay: '2026-11-27',
      toTime: '23:59',
    });
  });

  it('turns the window into instants, and says what is wrong with it', () => {
    expect(windowOf({ fromDay: '2026-11-27', fromTime: '06:00', toDay: '2026-11-27', toTime: '18:00' })).toEqual({
      ok: true,
      from: '2026-11-27T05:00:00.000Z',
      to: '2026-11-27T17:00:00.000Z',
    });
    expect(windowOf({ fromDay: '2026-11-27', fromTime: '18:00', toDay: '2026-11-27', toTime: '06:00' })).toEqual({
      ok: false,
      problems: ['order'],
    });
    expect(windowOf({ fromDay: '', fromTime: '06:00', toDay: '2026-11-27', toTime: 'later' })).toEqual({
      ok: false,
      problems: ['from', 'to'],
    });
  });

  it('finds a driver by any part of the name, in any case and without accents', () => {
    const drivers = [{ name: 'Loïs Groenewegen' }, { name: 'Jan de Vries' }, { name: 'Fatima El Amrani' }];
    expect(driversMatching(drivers, 'lois')).toEqual([{ name: 'Loïs Groenewegen' }]);
    expect(driversMatching(drivers, 'VRIES')).toEqual([{ name: 'Jan de Vries' }]);
    expect(driversMatching(drivers, 'am el')).toEqual([{ name: 'Fatima El Amrani' }]);
    expect(driversMatching(drivers, '  ')).toEqual(drivers);
  });

  it('makes the reassignments of the choices, and names the trips still without one', () => {
    const choices = new Map<number, Choice>([
      [21, { kind: 'driver', driverId: 3, vehicleId: 7, overrideReason: ' klant akkoord ' }],
      [22, { kind: 'none' }],
      [23, { kind: 'driver', driverId: 4, vehicleId: 8, overrideReason: '' }],
    ]);
    expect(reassignmentsOf([21, 22, 23], choices)).toEqual({
      ok: true,
      reassignments: [
        { tripId: 21, driverId: 3, vehicleId: 7, overrideReason: 'klant akkoord' },
        { tripId: 22, driverId: null },
        { tripId: 23, driverId: 4, vehicleId: 8 },
      ],
    });
    choices.set(23, { kind: 'driver', driverId: 4, vehicleId: null, overrideReason: '' });
    expect(reassignmentsOf([21, 22, 23, 24], choices)).toEqual({ ok: false, missing: [23, 24] });
  });
});
