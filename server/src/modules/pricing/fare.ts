import type { WallTime } from '#common/fields/trip-datetime.ts';
import type { TenantFile } from '../tenants/tenant-file.ts';
import { haversineKm, roadDistanceTenths, travelMinutes, type Coordinate } from './distance.ts';
import { applyBasisPoints, percentOf, roundHalfUp, toBasisPoints } from './money.ts';

export type Tariff = TenantFile['tariff'];

/** A tour stop as pricing sees it: where it is, and whether it is an airport. */
export interface PricedStop extends Coordinate {
  airport: boolean;
}

export interface FareRequest {
  departure: PricedStop;
  /** null for a one-stop tour (destination hidden): the fare is the start fee, at least the minimum fare. */
  arrival: PricedStop | null;
  /** The pickup as local wall time (Europe/Amsterdam): night and weekend are judged on it. */
  pickup: WallTime;
  /** The option id of the tariff's vehicle-class field; an unknown class costs as the standard one. */
  vehicleClass: string;
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
  | 'priceAirportSurcharge';

export interface PriceLine {
  key: PriceLineKey;
  cents: number;
}

export interface Fare {
  /** Road distance estimate, one decimal. */
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

/** The ids of the tariff zones a place lies in. */
export function zonesOf(place: Coordinate, zones: Tariff['zones']): string[] {
  return zones.filter((zone) => haversineKm(place, zone.center) <= zone.radiusKm).map((zone) => zone.id);
}

/** The price of the first fixed route between the stops' zones, in either direction; null when none applies. */
export function fixedRoutePrice(departure: Coordinate, arrival: Coordinate, tariff: Tariff): number | null {
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
 * (both may apply; they add, they do not compound), then the flat airport surcharge. Every line is rounded
 * half up to a whole cent and the total is the sum of the lines.
 */
export function quoteFare(request: FareRequest, tariff: Tariff): Fare {
  const distanceTenths = request.arrival
    ? roadDistanceTenths(request.departure, request.arrival, tariff.roadFactor)
    : 0;
  const minutes = travelMinutes(distanceTenths, tariff.travelSpeed);
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
  if (tariff.airportSurchargeCents > 0 && (request.departure.airport || request.arrival?.airport === true)) {
    lines.push({ key: 'priceAirportSurcharge', cents: tariff.airportSurchargeCents });
  }
  return { distanceKm: distanceTenths / 10, durationMinutes: minutes, priceLines: lines, totalCents: sum(lines) };
}
