import type { Suggestion } from '#common/contracts/destinations.ts';
import type { TourStop } from '#common/contracts/trip.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { repoRoot } from '../../src/config.ts';

/** A few real streets, stations, airports and hotels (server/test/fixtures/open-data), imported in the suite's setup. */

// Places as the address search gives them for the fixture (coordinates to 1e-7°); the server prices the place it has under the id.
export const place = (
  overrides: Partial<Suggestion> & Pick<Suggestion, 'id' | 'text' | 'lat' | 'lng'>,
): Suggestion => ({
  nr: '',
  street: '',
  streetShortName: '',
  cityName: 'Groningen',
  postcode: '',
  flightInfo: false,
  category: '',
  atype: -1,
  bookable: true,
  ...overrides,
});
export const herestraat = place({
  id: 'a:9711LJ-12',
  text: 'Herestraat 12, 9711 LJ Groningen',
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  postcode: '9711 LJ',
  lat: 53.2176922,
  lng: 6.5669792,
});
export const lageweg = place({
  id: 'a:9479PA-31',
  text: 'Lageweg 31, 9479 PA Noordlaren',
  nr: '31',
  street: 'Lageweg',
  cityName: 'Noordlaren',
  postcode: '9479 PA',
  lat: 53.1236384,
  lng: 6.6663572,
});
export const stationGroningen = place({
  id: 's:GN',
  text: 'Station Groningen',
  category: 'NS',
  atype: 2,
  lat: 53.2105560302734,
  lng: 6.56472206115723,
});
export const schiphol = place({
  id: 'l:AMS',
  text: 'Amsterdam Airport Schiphol (AMS)',
  cityName: 'Amsterdam',
  category: 'LH',
  flightInfo: true,
  atype: 1,
  lat: 52.308601,
  lng: 4.76389,
});
/** One of the demo tenant's own places (config/tenants/demo.json). */
export const umcg = place({
  id: 't:umcg',
  text: 'UMCG, Hanzeplein 1, 9713 GZ Groningen',
  category: 'ZH',
  lat: 53.22101287,
  lng: 6.5770859,
});
export const eelde = place({
  id: 'l:GRQ',
  text: 'Eelde Airport (GRQ)',
  category: 'LH',
  flightInfo: true,
  atype: 1,
  lat: 53.1197013855,
  lng: 6.57944011688,
});

export const stop = (address: Suggestion | null): TourStop => ({
  atype: address?.atype ?? -1,
  nr: address?.nr ?? '',
  address,
  flightNumber: '',
  flightOrigin: '',
  flightArrival: '',
});

/** A day of the week (0 Sunday … 6 Saturday) at least two days ahead in Amsterdam, so the tests never rot. */
export function upcoming(weekday: number, time: string): string {
  const today = wallTimeAt(new Date());
  const base = Date.UTC(today.year, today.month - 1, today.day);
  for (let days = 2; ; days += 1) {
    const date = new Date(base + days * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    // The demo's closed dates (config/tenants/demo.json) take no trip: the next such weekday instead.
    if (date.getUTCDay() === weekday && !demoClosedDates.includes(day)) return `${day} ${time}`;
  }
}
const demoClosedDates: readonly string[] =
  (
    JSON.parse(readFileSync(path.join(repoRoot, 'config/tenants/demo.json'), 'utf8')) as {
      serviceRules?: { closedDates?: string[] };
    }
  ).serviceRules?.closedDates ?? [];
/** The next last Sunday of March (the spring clock change) at least two days ahead. */
export function nextSpringForward(time: string): string {
  const now = new Date();
  for (let year = now.getUTCFullYear(); ; year += 1) {
    const lastDay = new Date(Date.UTC(year, 2, 31));
    const lastSunday = new Date(lastDay.getTime() - lastDay.getUTCDay() * 86_400_000);
    if (lastSunday.getTime() - now.getTime() > 2 * 86_400_000)
      return `${lastSunday.toISOString().slice(0, 10)} ${time}`;
  }
}
export const wednesdayAfternoon = upcoming(3, '14:00');

/** A trip of the demo tenant's layout, Herestraat 12 to Station Groningen on a Wednesday afternoon. */
export const trip = (overrides: Record<string, unknown> = {}) => ({
  title: '',
  datetime: wednesdayAfternoon,
  reverse: false,
  tour: [stop(herestraat), stop(stationGroningen)],
  extraTripInfo: '',
  passengerCount: 2,
  bagage: 1,
  vehicleClass: 'sedan',
  ...overrides,
});
