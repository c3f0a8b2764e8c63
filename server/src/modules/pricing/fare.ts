import { defaultHolidayChoices, isCountedHoliday } from '#common/calendar/dutch-holidays.ts';
import type { WallTime } from '#common/fields/trip-datetime.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { haversineKm, roadDistanceTenths, travelMinutes, type Coordinate } from './distance.ts';
import { applyBasisPoints, percentOf, roundHalfUp, toBasisPoints } from './money.ts';

export type Tariff = TenantFile['tariff'];

/** A tour stop as pricing sees it: where it is, and whether it is an airport. */
export interface PricedStop extends Coordinate {
  airport: boolean;
  /** Its postcode (`9711 AB`), for zones of postcode areas; absent or '' when the place has none. */
  postcode?: string;
}

/** A trip's road distance and time, from the routing service (server/src/modules/routing/). */
export interface RoadLeg {
  /** Tenths of a km. */
  distanceTenths: number;
  minutes: number;
}

/** The legs a quote may price by, asked of the routing service beforehand: null where the estimate prices it. */
export type RouteLookup = (from: Coordinate, to: Coordinate) => RoadLeg | null;

/** Where the legs come from (`app.roads`, server/src/modules/routing/). */
export interface RouteSource {
  /** False without a routing service: the quote does not even gather its legs. */
  readonly enabled: boolean;
  lookup(pairs: readonly (readonly [Coordinate, Coordinate])[]): Promise<RouteLookup>;
}

export interface FareRequest {
  departure: PricedStop;
  /** null for a one-stop tour (destination hidden): the fare is the start fee, at least the minimum fare. */
  arrival: PricedStop | null;
  /** The pickup as local wall time (Europe/Amsterdam): night and weekend are judged on it. */
  pickup: WallTime;
  /** The option id of the tariff's vehicle-class field; an unknown class costs as the standard one. */
  vehicleClass: string;
  /** The route's distance and time when a routing service gave them; else the estimate (distance.ts) prices it. */
  route?: RoadLeg | null;
}

/** Translation keys of the price lines, in the order they appear. */
export type PriceLineKey =
  | 'priceStartFee'
  | 'priceDistance'
  | 'priceTime'
  | 'priceMinimumFare'
  | 'priceFixedRoute'
  | 'priceVehicleClass'
  | 'priceNightSurcharge'
  | 'priceWeekendSurcharge'
  | 'priceHolidaySurcharge'
  | 'priceAirportSurcharge'
  | 'priceRounding';

export interface PriceLine {
  key: PriceLineKey;
  cents: number;
}

export interface Fare {
  /** Road distance, one decimal: the route's, else the estimate. */
  distanceKm: number;
  durationMinutes: number;
  /** What makes up the price; their sum is `totalCents`. */
  priceLines: PriceLine[];
  totalCents: number;
}

const minutesOfDay = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether a wall time falls in the night hours [from, to); a range may wrap midnight (22:00–06:00). */
export function isNightTime(pickup: WallTime, nightHours: Tariff['nightHours']): boolean {
  const minute = pickup.hour * 60 + pickup.minute;
  const from = minutesOfDay(nightHours.from);
  const to = minutesOfDay(nightHours.to);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Saturday or Sunday, by the pickup's own calendar date. */
export function isWeekend(pickup: WallTime): boolean {
  const day = new Date(Date.UTC(pickup.year, pickup.month - 1, pickup.day)).getUTCDay();
  return day === 0 || day === 6;
}

/** The PC4 area of a Dutch postcode (`9711 AB` → 9711), or null when it has none. */
export function postcodeArea(postcode: string | undefined): number | null {
  const match = /^\s*([1-9]\d{3})(?!\d)/.exec(postcode ?? '');
  return match ? Number(match[1]) : null;
}

/** Whether a PC4 area is one of a zone's areas (`9711`) or inside one of its ranges (`9711-9718`, both ends in). */
export function inPostcodeAreas(area: number, areas: readonly string[]): boolean {
  return areas.some((entry) => {
    const [from = '', to = from] = entry.split('-');
    return area >= Number(from) && area <= Number(to);
  });
}

type Zone = Tariff['zones'][number];

/** A place is in a circle zone within its radius, in a postcode zone by its postcode's PC4 area. */
function inZone(place: Coordinate & { postcode?: string }, zone: Zone): boolean {
  if ('postcodes' in zone) {
    const area = postcodeArea(place.postcode);
    return area !== null && inPostcodeAreas(area, zone.postcodes);
  }
  return haversineKm(place, zone.center) <= zone.radiusKm;
}

/** The ids of the tariff zones a place lies in. */
export function zonesOf(place: Coordinate & { postcode?: string }, zones: Tariff['zones']): string[] {
  return zones.filter((zone) => inZone(place, zone)).map((zone) => zone.id);
}

/** The price of the first fixed route between the stops' zones, in either direction; null when none applies. */
export function fixedRoutePrice(
  departure: Coordinate & { postcode?: string },
  arrival: Coordinate & { postcode?: string },
  tariff: Tariff,
): number | null {
  const fromZones = zonesOf(departure, tariff.zones);
  const toZones = zonesOf(arrival, tariff.zones);
  const connects = (a: string, b: string) => fromZones.includes(a) && toZones.includes(b);
  const route = tariff.fixedRoutes.find(
    (candidate) => connects(candidate.from, candidate.to) || connects(candidate.to, candidate.from),
  );
  return route ? route.priceCents : null;
}

/** The fare before surcharges: a fixed route's price, else the metered fare (at least the minimum fare). */
function baseLines(request: FareRequest, tariff: Tariff, distanceTenths: number, minutes: number): PriceLine[] {
  const fixed = request.arrival ? fixedRoutePrice(request.departure, request.arrival, tariff) : null;
  if (fixed !== null) return [{ key: 'priceFixedRoute', cents: fixed }];
  const metered: PriceLine[] = [
    { key: 'priceStartFee', cents: tariff.startFeeCents },
    { key: 'priceDistance', cents: roundHalfUp(tariff.perKmCents * distanceTenths, 10) },
    { key: 'priceTime', cents: tariff.perMinuteCents * minutes },
  ];
  const meteredCents = sum(metered);
  return meteredCents < tariff.minimumFareCents
    ? [{ key: 'priceMinimumFare', cents: tariff.minimumFareCents }]
    : metered;
}

const sum = (lines: readonly PriceLine[]): number => lines.reduce((total, line) => total + line.cents, 0);

/**
 * The price of one trip in whole cents (docs/architecture.md#pricing; docs/decisions/009-pricing.md):
 * base (fixed route, or metered start + km + minutes, at least the minimum fare), then the vehicle-class
 * multiplier on the base, then the night and weekend surcharges, each a percentage of base + vehicle class
 * (both may apply; they add, they do not compound), then the holiday surcharge beside them, then the flat airport
 * surcharge. Every line is rounded half up to a whole cent; the tariff's rounding is a last line, and the total is
 * the sum of the lines. The distance and time are the route's when one is given, else the estimate
 * (docs/decisions/042-tariff-routing-holidays.md).
 */
export function quoteFare(request: FareRequest, tariff: Tariff): Fare {
  const routed = request.arrival ? request.route : null;
  const distanceTenths = routed
    ? routed.distanceTenths
    : request.arrival
      ? roadDistanceTenths(request.departure, request.arrival, tariff.roadFactor)
      : 0;
  const minutes = routed ? routed.minutes : travelMinutes(distanceTenths, tariff.travelSpeed);
  const lines = baseLines(request, tariff, distanceTenths, minutes);
  const base = sum(lines);

  const multiplier = tariff.vehicleClassMultipliers[request.vehicleClass] ?? 1;
  const vehicleCents = applyBasisPoints(base, toBasisPoints(multiplier)) - base;
  if (vehicleCents !== 0) lines.push({ key: 'priceVehicleClass', cents: vehicleCents });

  const ride = base + vehicleCents;
  if (tariff.nightSurchargePercent > 0 && isNightTime(request.pickup, tariff.nightHours)) {
    lines.push({ key: 'priceNightSurcharge', cents: percentOf(ride, tariff.nightSurchargePercent) });
  }
  if (tariff.weekendSurchargePercent > 0 && isWeekend(request.pickup)) {
    lines.push({ key: 'priceWeekendSurcharge', cents: percentOf(ride, tariff.weekendSurchargePercent) });
  }
  const holidayPercent = tariff.holidaySurchargePercent ?? 0;
  if (holidayPercent > 0 && isCountedHoliday(request.pickup, tariff.holidays ?? defaultHolidayChoices)) {
    lines.push({ key: 'priceHolidaySurcharge', cents: percentOf(ride, holidayPercent) });
  }
  if (tariff.airportSurchargeCents > 0 && (request.departure.airport || request.arrival?.airport === true)) {
    lines.push({ key: 'priceAirportSurcharge', cents: tariff.airportSurchargeCents });
  }
  const unrounded = sum(lines);
  const step = tariff.roundToCents ?? 1;
  const rounding = roundHalfUp(unrounded, step) * step - unrounded;
  if (rounding !== 0) lines.push({ key: 'priceRounding', cents: rounding });
  return { distanceKm: distanceTenths / 10, durationMinutes: minutes, priceLines: lines, totalCents: sum(lines) };
}
