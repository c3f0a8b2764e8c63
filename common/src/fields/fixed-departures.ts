import type { FixedDeparture } from '../tenant/settings.ts';
import { minimumTripDatetime, tripTimeZone } from './trip-datetime.ts';

/*
 * Fixed-time trips (docs/reference/tenant-settings.md#hideTime, docs/decisions/023-fixed-time-trips.md): the
 * customer books one of the operator's departures, never a time of their own. The same rules in the browser (the
 * choices offered) and on the server (the authority).
 */

/** The offered departure at this datetime, if any. */
export function offeredDeparture(datetime: string, departures: readonly FixedDeparture[]): FixedDeparture | undefined {
  return departures.find((departure) => departure.datetime === datetime);
}

/**
 * The departures a customer may still book: at or after now plus the lead time, in time order. Both sides are
 * `YYYY-MM-DD HH:mm`, whose text order is their time order.
 */
export function bookableDepartures(
  departures: readonly FixedDeparture[],
  now: Date,
  leadMinutes: number,
  timeZone = tripTimeZone,
): FixedDeparture[] {
  const minimum = minimumTripDatetime(now, leadMinutes, timeZone);
  return departures
    .filter((departure) => departure.datetime >= minimum)
    .sort((a, b) => a.datetime.localeCompare(b.datetime));
}
