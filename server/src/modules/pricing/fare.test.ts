import { describe, expect, it } from 'vitest';
import type { WallTime } from '#common/fields/trip-datetime.ts';
import { haversineKm, roadDistanceTenths, travelMinutes } from './distance.ts';
import { fixedRoutePrice, isNightTime, isWeekend, quoteFare, zonesOf, type FareRequest, type Tariff } from './fare.ts';

/** The demo tenant's tariff. */
const tariff: Tariff = {
  startFeeCents: 450,
  perKmCents: 245,
  perMinuteCents: 40,
  minimumFareCents: 1250,
  roadFactor: 1.3,
  travelSpeed: { cityKm: 6, cityKmh: 25, roadKmh: 95 },
  vehicleClassField: 'vehicleClass',
  vehicleClassMultipliers: { sedan: 1, estate: 1.15, van: 1.4 },
  nightSurchargePercent: 20,
  nightHours: { from: '00:00', to: '06:00' },
  weekendSurchargePercent: 10,
  airportSurchargeCents: 750,
  zones: [
    { id: 'groningen-centrum', name: 'Groningen centrum', center: { lat: 53.2194, lng: 6.5665 }, radiusKm: 2.5 },
    { id: 'schiphol', name: 'Schiphol', center: { lat: 52.3086, lng: 4.7639 }, radiusKm: 3 },
  ],
  fixedRoutes: [{ from: 'groningen-centrum', to: 'schiphol', priceCents: 21_500 }],
};

const at = (date: string, time: string): WallTime => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute };
};
const wednesday = '2026-06-10';
const saturday = '2026-06-13';

// 0.2° of latitude: 22.239 km straight, × 1.3 = 28.91 km → 28.9 km; 6 km at 25 km/h (14.4 min) + 22.9 km at 95 km/h (14.46 min) → 29 minutes.
const outOfTown: FareRequest = {
  departure: { lat: 53.0, lng: 6.0, airport: false },
  arrival: { lat: 53.2, lng: 6.0, airport: false },
  pickup: at(wednesday, '14:00'),
  vehicleClass: 'sedan',
};
const herestraat = { lat: 53.21769221, lng: 6.56697916, airport: false };
const schiphol = { lat: 52.308601, lng: 4.76389, airport: true };

describe('distance', () => {
  it('measures the great circle', () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 3);
    expect(haversineKm(herestraat, herestraat)).toBe(0);
  });

  it('estimates the road distance in 100 m and the travel time in minutes', () => {
    expect(roadDistanceTenths(outOfTown.departure, outOfTown.arrival!, 1.3)).toBe(289);
    expect(travelMinutes(289, tariff.travelSpeed)).toBe(29);
    expect(travelMinutes(0, tariff.travelSpeed)).toBe(0);
  });

  it('drives faster the longer the trip: city traffic for a short one, mostly motorway for a long one', () => {
    const speedOver = (km: number) => (km / travelMinutes(km * 10, tariff.travelSpeed)) * 60;
    // 2 km: 5 minutes; 5 km: 12 minutes, city speed all the way.
    expect(travelMinutes(20, tariff.travelSpeed)).toBe(5);
    expect(speedOver(5)).toBeCloseTo(25, 0);
    expect(speedOver(100)).toBeGreaterThan(80);
    for (const [shorter, longer] of [
      [1, 10],
      [10, 30],
      [30, 100],
      [100, 200],
    ] as const)
      expect(speedOver(longer)).toBeGreaterThan(speedOver(shorter));
  });

  it('takes about 2 h 20 min from Groningen to Schiphol (205.3 km by the estimate), not 4 h 34 min', () => {
    const minutes = travelMinutes(roadDistanceTenths(herestraat, schiphol, tariff.roadFactor), tariff.travelSpeed);
    expect(minutes).toBe(140);
    expect(minutes).toBeGreaterThanOrEqual(130);
    expect(minutes).toBeLessThanOrEqual(150);
  });
});

describe('night, weekend and zones', () => {
  it('judges night hours on the wall time, end excluded', () => {
    const night = { from: '00:00', to: '06:00' };
    expect(isNightTime(at(wednesday, '00:00'), night)).toBe(true);
    expect(isNightTime(at(wednesday, '05:59'), night)).toBe(true);
    expect(isNightTime(at(wednesday, '06:00'), night)).toBe(false);
    expect(isNightTime(at(wednesday, '23:59'), night)).toBe(false);
  });

  it('handles night hours that wrap midnight, and none at all', () => {
    const wrapping = { from: '22:00', to: '06:00' };
    expect(isNightTime(at(wednesday, '23:00'), wrapping)).toBe(true);
    expect(isNightTime(at(wednesday, '05:00'), wrapping)).toBe(true);
    expect(isNightTime(at(wednesday, '12:00'), wrapping)).toBe(false);
    expect(isNightTime(at(wednesday, '03:00'), { from: '00:00', to: '00:00' })).toBe(false);
  });

  it('knows Saturday and Sunday by the calendar date', () => {
    expect(isWeekend(at('2026-06-12', '23:59'))).toBe(false);
    expect(isWeekend(at(saturday, '00:00'))).toBe(true);
    expect(isWeekend(at('2026-06-14', '23:59'))).toBe(true);
    expect(isWeekend(at('2026-06-15', '00:00'))).toBe(false);
  });

  it('finds the zones of a place and a fixed route in either direction', () => {
    expect(zonesOf(herestraat, tariff.zones)).toEqual(['groningen-centrum']);
    expect(zonesOf(outOfTown.departure, tariff.zones)).toEqual([]);
    expect(fixedRoutePrice(herestraat, schiphol, tariff)).toBe(21_500);
    expect(fixedRoutePrice(schiphol, herestraat, tariff)).toBe(21_500);
    expect(fixedRoutePrice(herestraat, outOfTown.arrival!, tariff)).toBeNull();
  });
});

describe('quoteFare', () => {
  it('meters start fee, distance and time', () => {
    // 450 + 245 × 28.9 (7080.5 → 7081) + 40 × 29 (1160)
    expect(quoteFare(outOfTown, tariff)).toEqual({
      distanceKm: 28.9,
      durationMinutes: 29,
      priceLines: [
        { key: 'priceStartFee', cents: 450 },
        { key: 'priceDistance', cents: 7081 },
        { key: 'priceTime', cents: 1160 },
      ],
      totalCents: 8691,
    });
  });

  it('charges at least the minimum fare', () => {
    const station = { lat: 53.2105560302734, lng: 6.56472206115723, airport: false };
    expect(quoteFare({ ...outOfTown, departure: herestraat, arrival: station }, tariff)).toEqual({
      distanceKm: 1,
      durationMinutes: 2,
      priceLines: [{ key: 'priceMinimumFare', cents: 1250 }],
      totalCents: 1250,
    });
  });

  it('multiplies by the vehicle class and treats an unknown class as the standard one', () => {
    // 8691 × 1.4 = 12167.4 → 12167; 8691 × 1.15 = 9994.65 → 9995.
    expect(quoteFare({ ...outOfTown, vehicleClass: 'van' }, tariff).priceLines.at(-1)).toEqual({
      key: 'priceVehicleClass',
      cents: 3476,
    });
    expect(quoteFare({ ...outOfTown, vehicleClass: 'van' }, tariff).totalCents).toBe(12_167);
    expect(quoteFare({ ...outOfTown, vehicleClass: 'estate' }, tariff).totalCents).toBe(9995);
    expect(quoteFare({ ...outOfTown, vehicleClass: 'limousine' }, tariff).totalCents).toBe(8691);
  });

  it('adds the night surcharge on the wall time of the pickup', () => {
    const fare = quoteFare({ ...outOfTown, pickup: at(wednesday, '02:00') }, tariff);
    // 20 % of 8691 = 1738.2 → 1738.
    expect(fare.priceLines.at(-1)).toEqual({ key: 'priceNightSurcharge', cents: 1738 });
    expect(fare.totalCents).toBe(10_429);
  });

  it('adds night and weekend surcharges side by side, both on the fare with the vehicle class', () => {
    const fare = quoteFare({ ...outOfTown, pickup: at(saturday, '02:00'), vehicleClass: 'van' }, tariff);
    expect(fare.priceLines.slice(3)).toEqual([
      { key: 'priceVehicleClass', cents: 3476 },
      { key: 'priceNightSurcharge', cents: 2433 },
      { key: 'priceWeekendSurcharge', cents: 1217 },
    ]);
    expect(fare.totalCents).toBe(15_817);
  });

  it('replaces the metered fare by a fixed route, with the vehicle class and the airport surcharge on top', () => {
    expect(quoteFare({ ...outOfTown, departure: herestraat, arrival: schiphol }, tariff)).toEqual({
      distanceKm: 205.3,
      durationMinutes: 140,
      priceLines: [
        { key: 'priceFixedRoute', cents: 21_500 },
        { key: 'priceAirportSurcharge', cents: 750 },
      ],
      totalCents: 22_250,
    });
    const back = quoteFare({ ...outOfTown, departure: schiphol, arrival: herestraat, vehicleClass: 'van' }, tariff);
    expect(back.priceLines).toEqual([
      { key: 'priceFixedRoute', cents: 21_500 },
      { key: 'priceVehicleClass', cents: 8600 },
      { key: 'priceAirportSurcharge', cents: 750 },
    ]);
    expect(back.totalCents).toBe(30_850);
  });

  it('charges the airport surcharge once for a metered airport trip', () => {
    const fare = quoteFare({ ...outOfTown, arrival: { ...outOfTown.arrival!, airport: true } }, tariff);
    expect(fare.totalCents).toBe(8691 + 750);
  });

  it('prices a one-stop tour at the start fee, at least the minimum fare', () => {
    expect(quoteFare({ ...outOfTown, arrival: null }, tariff)).toEqual({
      distanceKm: 0,
      durationMinutes: 0,
      priceLines: [{ key: 'priceMinimumFare', cents: 1250 }],
      totalCents: 1250,
    });
  });

  it('leaves out surcharges that are 0', () => {
    const free = { ...tariff, nightSurchargePercent: 0, weekendSurchargePercent: 0, airportSurchargeCents: 0 };
    expect(
      quoteFare(
        { ...outOfTown, pickup: at(saturday, '02:00'), arrival: { ...outOfTown.arrival!, airport: true } },
        free,
      ).totalCents,
    ).toBe(8691);
  });

  it('always totals the sum of its lines', () => {
    for (const time of ['01:00', '13:00']) {
      for (const vehicleClass of ['sedan', 'estate', 'van']) {
        const fare = quoteFare({ ...outOfTown, pickup: at(saturday, time), vehicleClass }, tariff);
        expect(fare.totalCents).toBe(fare.priceLines.reduce((sum, line) => sum + line.cents, 0));
        expect(fare.priceLines.every((line) => Number.isInteger(line.cents))).toBe(true);
      }
    }
  });
});
