import { describe, expect, it } from 'vitest';
import { at, demoTariff as tariff, outOfTown, schiphol, wednesday } from '#server-test/support/tariff.ts';
import { haversineKm, roadDistanceTenths, travelMinutes } from './distance.ts';
import { fixedRoutePrice, isNightTime, isWeekend, quoteFare, zonesOf } from './fare.ts';

const saturday = '2026-06-13';
const herestraat = { lat: 53.21769221, lng: 6.56697916, airport: false };

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
