import { describe, expect, it } from 'vitest';
import type { Trip } from '../contracts/trip.ts';
import { fixedDepartureSchema, tenantInfoSchema } from '../tenant/settings.ts';
import { bookableDepartures, offeredDeparture } from './fixed-departures.ts';
import { validateTrip } from './trip-validation.ts';

const departures = [
  { id: 'sat', datetime: '2030-08-24 13:00' },
  { id: 'fri', datetime: '2030-08-23 17:00', label: { nl: 'Vrijdag', en: 'Friday' } },
  { id: 'old', datetime: '2020-08-21 17:00' },
];

describe('the fixed departures model (docs/reference/tenant-settings.md#fixedDepartures)', () => {
  it('takes an id, a wall time and an optional label in both languages', () => {
    for (const departure of departures) expect(fixedDepartureSchema.parse(departure)).toEqual(departure);
  });

  it.each(['2030-08-23 24:00', '2030-13-01 10:00', '2030-08-23T17:00', '2030-08-23 7:00', ''])(
    'refuses the datetime %j',
    (datetime) => expect(fixedDepartureSchema.safeParse({ id: 'a', datetime }).success).toBe(false),
  );

  it('refuses a label in one language only, and an id with spaces', () => {
    expect(fixedDepartureSchema.safeParse({ id: 'a', datetime: '2030-08-23 17:00', label: { nl: 'x' } }).success).toBe(
      false,
    );
    expect(fixedDepartureSchema.safeParse({ id: 'a b', datetime: '2030-08-23 17:00' }).success).toBe(false);
  });

  it('makes a tenant file without them one with no departures and no destination', () => {
    const info = tenantInfoSchema.shape;
    expect(info.fixedDepartures.parse(undefined)).toEqual([]);
    expect(info.fixedDestination.parse(undefined)).toBeNull();
  });

  it('refuses two departures with one id or one time', () => {
    const list = tenantInfoSchema.shape.fixedDepartures;
    expect(list.safeParse([departures[0], { ...departures[1], id: 'sat' }]).success).toBe(false);
    expect(list.safeParse([departures[0], { ...departures[1], datetime: '2030-08-24 13:00' }]).success).toBe(false);
  });
});

describe('the departure check', () => {
  const now = new Date('2030-08-23T12:00:00Z'); // 14:00 in Amsterdam

  it('finds only a departure at exactly its time', () => {
    expect(offeredDeparture('2030-08-23 17:00', departures)?.id).toBe('fri');
    expect(offeredDeparture('2030-08-23 17:10', departures)).toBeUndefined();
  });

  it('offers the departures from now plus the lead time on, in time order', () => {
    expect(bookableDepartures(departures, now, 120).map((departure) => departure.id)).toEqual(['fri', 'sat']);
    // 17:00 is less than four hours after 14:00.
    expect(bookableDepartures(departures, now, 240).map((departure) => departure.id)).toEqual(['sat']);
  });

  const trip = (datetime: string): Trip => ({
    title: '',
    datetime,
    reverse: false,
    tour: [
      {
        atype: -1,
        nr: '',
        address: null,
        flightNumber: '',
        flightOrigin: '',
        flightArrival: '',
      },
    ],
    extraTripInfo: '',
  });
  const check = (datetime: string, fixedDepartures = departures) =>
    validateTrip(trip(datetime), {
      fields: [],
      destinationHidden: true,
      dateOffsetMinutes: 120,
      fixedDepartures,
      now,
      checkPhone: () => null,
    }).error;

  it('asks for a departure, refuses a time not offered, and one too soon, before anything else', () => {
    expect(check('')).toBe('noDeparture');
    expect(check('2030-08-23 17:10')).toBe('departureNotOffered');
    expect(check('2020-08-21 17:00')).toBe('datetimeTooEarly');
    // The time is right; what is left is the pickup address.
    expect(check('2030-08-23 17:00')).toBe('noFromAddress');
  });
});
