import type { Suggestion } from '../contracts/destinations.ts';
import { formatTripDatetime, type WallTime } from '../fields/trip-datetime.ts';
import type { OpeningWindow, ServiceArea, ServiceRules, VehicleCapacity, VehicleClasses } from './settings.ts';
import { weekdayKeys, type WeekdayKey } from './weekdays.ts';

/*
 * The operator's service rules and vehicle capacities as pure checks, the same in the browser (said before sending)
 * and on the server (the authority): docs/decisions/043-service-rules.md, docs/reference/tenant-settings.md#serviceRules.
 * Times are Amsterdam wall times, as every trip datetime is.
 */

/** Why a pickup time is not bookable under the rules. */
export type ServiceTimeProblem = 'closedDate' | 'outsideOpeningHours' | 'beyondHorizon';

const pad = (value: number): string => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a wall time. */
export const dateOf = (wall: Pick<WallTime, 'year' | 'month' | 'day'>): string =>
  `${String(wall.year).padStart(4, '0')}-${pad(wall.month)}-${pad(wall.day)}`;

/** The calendar date `days` after a date (negative: before). */
export function addDays(date: Pick<WallTime, 'year' | 'month' | 'day'>, days: number): WallTime {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: 0,
    minute: 0,
  };
}

/** The weekday of a date, as the opening hours name it. */
export function weekdayOf(date: Pick<WallTime, 'year' | 'month' | 'day'>): WeekdayKey {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekdayKeys[(sundayFirst + 6) % 7] as WeekdayKey;
}

const minutesOf = (clock: string): number => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** A window that crosses midnight (`22:00`–`02:00`). */
export const crossesMidnight = (window: OpeningWindow): boolean => minutesOf(window.from) > minutesOf(window.to);

/**
 * The windows open on a date at `minute` of the day: its own windows `[from, to)`, and the part after midnight of the
 * previous day's crossing windows, unless that previous day was closed.
 */
export function isOpenAt(wall: WallTime, rules: Pick<ServiceRules, 'openingHours' | 'closedDates'>): boolean {
  const hours = rules.openingHours;
  if (hours === null) return true;
  const minute = wall.hour * 60 + wall.minute;
  const own = hours[weekdayOf(wall)] ?? [];
  for (const window of own) {
    const from = minutesOf(window.from);
    if (crossesMidnight(window) ? minute >= from : minute >= from && minute < minutesOf(window.to)) return true;
  }
  const previous = addDays(wall, -1);
  if (rules.closedDates.includes(dateOf(previous))) return false;
  return (hours[weekdayOf(previous)] ?? []).some((window) => crossesMidnight(window) && minute < minutesOf(window.to));
}

/** The last date a pickup may fall on: today (Amsterdam) plus the horizon; null without one. */
export function lastBookableDate(today: WallTime, rules: Pick<ServiceRules, 'horizonDays'>): string | null {
  return rules.horizonDays === null ? null : dateOf(addDays(today, rules.horizonDays));
}

/**
 * Why a pickup at this wall time is refused by the rules, null when it is allowed: a closed date first, then the
 * horizon, then the opening hours. `today` is the Amsterdam date of now. The lead time is the trip validation's own
 * check (`datetimeTooEarly`).
 */
export function serviceTimeProblem(pickup: WallTime, today: WallTime, rules: ServiceRules): ServiceTimeProblem | null {
  if (rules.closedDates.includes(dateOf(pickup))) return 'closedDate';
  const last = lastBookableDate(today, rules);
  if (last !== null && dateOf(pickup) > last) return 'beyondHorizon';
  return isOpenAt(pickup, rules) ? null : 'outsideOpeningHours';
}

/**
 * Whether any pickup on a date could be bookable under the rules (the calendar offers only those days): not closed,
 * within the horizon, and with a window of its own or the tail of the previous day's.
 */
export function isBookableDay(date: WallTime, today: WallTime, rules: ServiceRules): boolean {
  const day = dateOf(date);
  if (rules.closedDates.includes(day)) return false;
  const last = lastBookableDate(today, rules);
  if (last !== null && day > last) return false;
  const hours = rules.openingHours;
  if (hours === null) return true;
  if ((hours[weekdayOf(date)] ?? []).length > 0) return true;
  const previous = addDays(date, -1);
  return !rules.closedDates.includes(dateOf(previous)) && (hours[weekdayOf(previous)] ?? []).some(crossesMidnight);
}

/** The half hour a pickup starts in, `[start, end)` as trip datetimes: `10:00`–`10:30` or `10:30`–`11:00`. */
export function halfHourOf(pickup: WallTime): { start: string; end: string } {
  const startMinute = pickup.minute < 30 ? 0 : 30;
  const start = { ...pickup, minute: startMinute };
  const end =
    startMinute === 0
      ? { ...pickup, minute: 30 }
      : pickup.hour === 23
        ? { ...addDays(pickup, 1), hour: 0, minute: 0 }
        : { ...pickup, hour: pickup.hour + 1, minute: 0 };
  return { start: formatTripDatetime(start), end: formatTripDatetime(end) };
}

/** Whether one more trip fits in a half hour that already has `booked` trips. */
export const halfHourHasRoom = (booked: number, rules: Pick<ServiceRules, 'maxTripsPerHalfHour'>): boolean =>
  rules.maxTripsPerHalfHour === null || booked < rules.maxTripsPerHalfHour;

/* ---- Service area ---- */

/** A stop as the area check needs it: the server's own place (its postcode, coordinates and category). */
export type AreaStop = Pick<Suggestion, 'postcode' | 'lat' | 'lng' | 'category' | 'atype'>;

const earthRadiusKm = 6371;
/** Straight-line (great-circle) distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

const airportOrStation = (stop: AreaStop): boolean =>
  stop.category === 'LH' || stop.category === 'NS' || stop.atype === 1 || stop.atype === 2;

/** A stop inside the area: its postcode starts with one of the area's, or it lies within the radius of the base. */
export function insideArea(stop: AreaStop, area: ServiceArea, base: { lat: number; lng: number }): boolean {
  if (area.airportsAndStationsAnywhere && airportOrStation(stop)) return true;
  const postcode = stop.postcode.replace(/\s+/g, '');
  if (postcode !== '' && area.postcodes.some((prefix) => postcode.startsWith(prefix))) return true;
  return area.radiusKm !== null && distanceKm(stop, base) <= area.radiusKm;
}

/** A trip the area allows: its pickup inside, or (`either`) its destination. No area: anywhere. */
export function tripInArea(
  pickup: AreaStop,
  destination: AreaStop | null,
  area: ServiceArea | null,
  base: { lat: number; lng: number },
): boolean {
  if (area === null || insideArea(pickup, area, base)) return true;
  return area.applies === 'either' && destination !== null && insideArea(destination, area, base);
}

/* ---- Vehicle classes ---- */

export interface VehicleClassCheck {
  /** The class the trip asks for. */
  vehicleClass: string;
  passengers: number;
  /** Pieces of luggage, null when the layout does not ask for them. */
  luggage: number | null;
}

const fits = (capacity: VehicleCapacity, check: VehicleClassCheck): boolean =>
  check.passengers <= capacity.seats && (check.luggage === null || check.luggage <= capacity.luggage);

/**
 * The smallest class that takes the trip (fewest seats, then fewest luggage places, then the layout's order), among
 * `offered` (the options of the vehicle-class field, in their order); null when none does.
 */
export function fittingVehicleClass(
  classes: VehicleClasses,
  offered: readonly string[],
  check: VehicleClassCheck,
): string | null {
  const candidates = offered
    .map((id, order) => ({ id, order, capacity: classes[id] }))
    .filter((entry): entry is { id: string; order: number; capacity: VehicleCapacity } => entry.capacity !== undefined)
    .filter((entry) => fits(entry.capacity, check))
    .sort(
      (a, b) => a.capacity.seats - b.capacity.seats || a.capacity.luggage - b.capacity.luggage || a.order - b.order,
    );
  return candidates[0]?.id ?? null;
}

/**
 * Whether the chosen class takes the trip; a class without a capacity takes anything. When it does not, `fitting` is
 * the smallest class that does (null: none of them).
 */
export function vehicleClassProblem(
  classes: VehicleClasses,
  offered: readonly string[],
  check: VehicleClassCheck,
): { fitting: string | null } | null {
  const capacity = classes[check.vehicleClass];
  if (capacity === undefined || fits(capacity, check)) return null;
  return { fitting: fittingVehicleClass(classes, offered, check) };
}
