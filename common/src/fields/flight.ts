/*
 * Flight details of an airport stop (docs/reference/record-layout.md#flight-details): the flight number's form and
 * the landing time of a pickup at an airport, the same in the browser and on the server.
 */

/** The longest landing before the pickup a driver is sent for: a flight 12 hours earlier is another booking. */
export const flightArrivalWindowMinutes = 12 * 60;

const minutesPerDay = 24 * 60;

/**
 * Airline designator, then 1–4 digits and an optional operational suffix letter. The designator is IATA's two
 * characters (letters or digits, never two digits: `U2`, `9W`) or ICAO's three letters (`KLM`).
 */
const flightNumberPattern = /^(?:[A-Z]{3}|[A-Z][A-Z0-9]|[0-9][A-Z])[0-9]{1,4}[A-Z]?$/;

/**
 * A flight number as typed in its one spelling: capitals, no spaces or hyphens (`kl 1234`, `KL-1234` → `KL1234`);
 * '' for none, null when it is no flight number.
 */
export function normalizeFlightNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  if (compact === '') return '';
  return flightNumberPattern.test(compact) ? compact : null;
}

export type FlightArrivalProblem = 'flightArrivalAfterPickup' | 'flightArrivalTooEarly';

const clockMinutes = (time: string): number | null => {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Whether a flight landing at `arrival` (HH:mm) fits a pickup at `pickupTime` (HH:mm): it lands before the pickup and
 * at most 12 hours before it. Both are clock times of the airport; the landing is on the pickup's day, or the day
 * before when that puts it in the window (a landing at 23:30 for a pickup at 00:30). Otherwise the problem says
 * which way it misses, by the landing on the pickup's day. Null when it fits, or when either time is missing.
 */
export function flightArrivalProblem(pickupTime: string, arrival: string): FlightArrivalProblem | null {
  const pickup = clockMinutes(pickupTime);
  const landing = clockMinutes(arrival);
  if (pickup === null || landing === null) return null;
  const before = pickup - landing;
  const fits = (minutes: number) => minutes > 0 && minutes <= flightArrivalWindowMinutes;
  if (fits(before) || fits(before + minutesPerDay)) return null;
  return before <= 0 ? 'flightArrivalAfterPickup' : 'flightArrivalTooEarly';
}
