import { tripTimeStepMinutes } from '../constants.ts';

/** Pickup times are wall-clock times where the operators drive. */
export const tripTimeZone = 'Europe/Amsterdam';

const minuteMs = 60_000;
const tripDatetimePattern = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

export interface WallTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * A trip datetime `YYYY-MM-DD HH:mm` (docs/reference/api.md#trip) as its parts, or null when it is not a real date and
 * time.
 */
export function parseTripDatetime(value: string): WallTime | null {
  const match = tripDatetimePattern.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  return { year, month, day, hour, minute };
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export function formatTripDatetime(wall: WallTime): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)} ${pad(wall.hour)}:${pad(wall.minute)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall time in `timeZone` at an instant, from ICU: a `formatToParts`, tens of microseconds and a dozen objects. */
function wallTimeOfParts(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

const hourMs = 3_600_000;
/** Since 1973 every zone's offset is whole minutes and changes on a whole minute; before, some had seconds. */
const wholeMinuteOffsetsFrom = Date.UTC(1973, 0, 1);
/** At most this many hours per zone are kept; then the map starts again. */
const maxCachedHours = 4096;
/**
 * Per zone, its offset (wall time minus UTC, ms) through each UTC hour asked for; null for an hour in which it
 * changes, whose instants each go to ICU.
 */
const offsetsByHour = new Map<string, Map<number, number | null>>();

/**
 * The wall time in `timeZone` at an instant. A quote asks it about ten times (the pickup's clock-change rules, the
 * earliest pickup, the fare's hours): ICU once per zone and hour, then the offset of that hour.
 */
export function wallTimeAt(instant: Date, timeZone = tripTimeZone): WallTime {
  const time = instant.getTime();
  if (!(time >= wholeMinuteOffsetsFrom)) return wallTimeOfParts(instant, timeZone);
  let offsets = offsetsByHour.get(timeZone);
  if (!offsets) offsetsByHour.set(timeZone, (offsets = new Map()));
  const hour = Math.floor(time / hourMs);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const start = hour * hourMs;
    const last = start + hourMs - minuteMs;
    const first = naiveMs(wallTimeOfParts(new Date(start), timeZone)) - start;
    offset = naiveMs(wallTimeOfParts(new Date(last), timeZone)) - last === first ? first : null;
    if (offsets.size >= maxCachedHours) offsets.clear();
    offsets.set(hour, offset);
  }
  if (offset === null) return wallTimeOfParts(instant, timeZone);
  const wall = new Date(time + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** The wall time's parts read as if it were UTC: minutes since the epoch of a zone-less calendar. */
function naiveMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/**
 * The instant a wall time in `timeZone` denotes. A time that happens twice (the autumn clock change) is the
 * first one; a time that does not exist (inside the spring-forward gap) is moved forward by the gap,
 * as a clock would show it: 02:30 on the last Sunday of March is 03:30 in Amsterdam.
 */
export function instantOfWallTime(wall: WallTime, timeZone = tripTimeZone): Date {
  const naive = naiveMs(wall);
  // The zone's offset one day either side of the wall time covers any single clock change in between.
  const offsets = [naive - 86_400_000, naive + 86_400_000].map(
    (probe) => naiveMs(wallTimeAt(new Date(probe), timeZone)) - probe,
  );
  const candidates = [...new Set(offsets)].map((offset) => naive - offset).sort((a, b) => a - b);
  const exact = candidates.find((candidate) => naiveMs(wallTimeAt(new Date(candidate), timeZone)) === naive);
  if (exact !== undefined) return new Date(exact);
  // In the gap: the offset before the change moves the time forward past it.
  return new Date(naive - Math.min(...offsets));
}

/**
 * The earliest pickup time a customer may book (docs/reference/record-layout.md#trip-rules): now plus the tenant's
 * `bookingLeadMinutes` (`dateOffset` on the wire), rounded up to a 10-minute step. The instant is rounded: Amsterdam's
 * offset is whole hours, so this is the wall time rounded up, and the result never falls in a clock-change gap.
 */
export function minimumTripDatetime(now: Date, dateOffsetMinutes: number, timeZone = tripTimeZone): string {
  const stepMs = tripTimeStepMinutes * minuteMs;
  const earliest = now.getTime() + dateOffsetMinutes * minuteMs;
  return formatTripDatetime(wallTimeAt(new Date(Math.ceil(earliest / stepMs) * stepMs), timeZone));
}

/**
 * A valid datetime earlier than the minimum is pushed to the minimum (docs/reference/record-layout.md#trip-rules);
 * anything else is kept. Both are `YYYY-MM-DD HH:mm`, whose text order is their time order.
 */
export function pushToMinimum(value: string, minimum: string): string {
  return parseTripDatetime(value) !== null && value < minimum ? minimum : value;
}

/** At most this many booked times are kept; then the map starts again. */
const maxCachedBookings = 4096;
/** Per zone, the booked time of each datetime asked for: a quote asks it three times, and customers pick few times. */
const bookedByZone = new Map<string, Map<string, string | null>>();

/** The pickup time as it will be booked: a time inside the spring-forward gap becomes the time the clock shows. */
export function bookedTripDatetime(value: string, timeZone = tripTimeZone): string | null {
  let booked = bookedByZone.get(timeZone);
  if (!booked) bookedByZone.set(timeZone, (booked = new Map()));
  let result = booked.get(value);
  if (result === undefined) {
    const wall = parseTripDatetime(value);
    result = wall === null ? null : formatTripDatetime(wallTimeAt(instantOfWallTime(wall, timeZone), timeZone));
    if (booked.size >= maxCachedBookings) booked.clear();
    booked.set(value, result);
  }
  return result;
}
