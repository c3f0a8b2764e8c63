import { describe, expect, it } from 'vitest';
import { erasedEmail, scrubTrip } from './anonymise.ts';
import { monthsBefore } from './retention.ts';

const home = {
  id: 'a:9711LJ-12',
  text: 'Herestraat 12, 9711 LJ Groningen',
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  cityName: 'Groningen',
  postcode: '9711 LJ',
  lat: 53.2176922,
  lng: 6.5669792,
  category: '',
};
const airport = { id: 'l:AMS', text: 'Amsterdam Airport Schiphol (AMS)', cityName: 'Amsterdam', category: 'LH' };

describe('what an anonymised trip keeps', () => {
  const stored = JSON.stringify({
    datetime: '2024-03-01 09:00',
    tour: [
      { atype: -1, nr: '12', address: home, flightNumber: '', flightOrigin: '', flightArrival: '' },
      { atype: 1, nr: '', address: airport, flightNumber: 'KL1234', flightOrigin: 'Oslo', flightArrival: '10:15' },
    ],
    extraTripInfo: 'Sleutel onder de mat',
    passengerCount: 2,
    vehicleClass: 'van',
    remarks: 'Rolstoel',
    reverse: false,
  });

  it('makes a street address its town and coarse spot, and keeps a public place', () => {
    const { trip, stops } = scrubTrip(stored, 'vehicleClass');
    const scrubbed = JSON.parse(trip) as { tour: Array<{ address: Record<string, unknown>; flightNumber: string }> };
    expect(scrubbed.tour[0]!.address).toMatchObject({
      id: '',
      text: 'Groningen',
      street: '',
      nr: '',
      postcode: '9711',
      lat: 53.22,
      lng: 6.57,
    });
    expect(scrubbed.tour[1]!.address).toEqual(airport);
    expect(scrubbed.tour[1]!.flightNumber).toBe('');
    expect(stops).toHaveLength(2);
    expect(trip).not.toContain('Herestraat');
  });

  it('empties free text but keeps the pickup, counts, yes/no fields and the vehicle class', () => {
    const scrubbed = JSON.parse(scrubTrip(stored, 'vehicleClass').trip) as Record<string, unknown>;
    expect(scrubbed).toMatchObject({
      datetime: '2024-03-01 09:00',
      extraTripInfo: '',
      remarks: '',
      passengerCount: 2,
      vehicleClass: 'van',
      reverse: false,
    });
  });

  it('replaces what does not parse', () => {
    expect(scrubTrip('not json', 'vehicleClass')).toEqual({ trip: '{}', stops: [] });
  });

  it('gives an erased record an address of its own that cannot receive mail', () => {
    expect(erasedEmail(42)).toBe('erased-42@erased.invalid');
  });
});

describe('the retention cut-off', () => {
  it('goes back whole calendar months, a 31st to the shorter month’s last day', () => {
    expect(monthsBefore(new Date('2026-11-28T10:00:00Z'), 24).toISOString()).toBe('2024-11-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2026-05-31T10:00:00Z'), 3).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2028-03-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });
});
