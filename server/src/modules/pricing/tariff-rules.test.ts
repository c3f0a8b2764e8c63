import { describe, expect, it } from 'vitest';
import { at, demoTariff, outOfTown, schiphol } from '#server-test/support/tariff.ts';
import { fixedRoutePrice, inPostcodeAreas, postcodeArea, quoteFare, zonesOf, type Tariff } from './fare.ts';

// Issue 22 item 3 (docs/decisions/042-tariff-routing-holidays.md): holidays, postcode zones, rounding, routed legs.
const tariff: Tariff = {
  ...demoTariff,
  vehicleClassMultipliers: { sedan: 1, van: 1.4 },
  nightHours: { from: '22:00', to: '06:00' },
  holidaySurchargePercent: 25,
  zones: [
    { id: 'stad', name: 'Groningen stad', postcodes: ['9711-9718', '9725'] },
    { id: 'schiphol', name: 'Schiphol', center: { lat: 52.3086, lng: 4.7639 }, radiusKm: 3 },
  ],
  fixedRoutes: [{ from: 'stad', to: 'schiphol', priceCents: 21_500 }],
};

// Far from any circle, so only its postcode can put it in a zone.
const zernike = { lat: 53.24, lng: 6.53, airport: false };

describe('holiday surcharge', () => {
  it('adds beside night and weekend, each on the fare with the vehicle class, not compounding', () => {
    // Eerste Kerstdag 2027 is a Saturday: night 20 % + weekend 10 % + holiday 25 % of 8691.
    const fare = quoteFare({ ...outOfTown, pickup: at('2027-12-25', '02:00') }, tariff);
    expect(fare.priceLines.slice(3)).toEqual([
      { key: 'priceNightSurcharge', cents: 1738 },
      { key: 'priceWeekendSurcharge', cents: 869 },
      { key: 'priceHolidaySurcharge', cents: 2173 },
    ]);
    expect(fare.totalCents).toBe(8691 + 1738 + 869 + 2173);
  });

  it('starts at midnight: a night ride at 23:59 on Christmas Eve is no holiday, at 00:00 it is', () => {
    const eve = quoteFare({ ...outOfTown, pickup: at('2026-12-24', '23:59') }, tariff);
    expect(eve.priceLines.map((line) => line.key)).toEqual([
      'priceStartFee',
      'priceDistance',
      'priceTime',
      'priceNightSurcharge',
    ]);
    const christmas = quoteFare({ ...outOfTown, pickup: at('2026-12-25', '00:00') }, tariff);
    expect(christmas.priceLines.slice(3)).toEqual([
      { key: 'priceNightSurcharge', cents: 1738 },
      { key: 'priceHolidaySurcharge', cents: 2173 },
    ]);
  });

  it('counts the chosen holidays only, and none for a tariff without the surcharge', () => {
    const goodFriday = { ...outOfTown, pickup: at('2026-04-03', '14:00') };
    expect(quoteFare(goodFriday, tariff).totalCents).toBe(8691);
    expect(quoteFare(goodFriday, { ...tariff, holidays: ['goedeVrijdag'] }).totalCents).toBe(8691 + 2173);
    const { holidaySurchargePercent: _none, ...before } = tariff;
    expect(quoteFare({ ...outOfTown, pickup: at('2026-04-06', '14:00') }, before).totalCents).toBe(8691);
    expect(quoteFare({ ...outOfTown, pickup: at('2026-04-06', '14:00') }, tariff).totalCents).toBe(8691 + 2173);
  });
});

describe('postcode zones', () => {
  it('reads the PC4 area of a postcode', () => {
    expect(postcodeArea('9711 AB')).toBe(9711);
    expect(postcodeArea('9711AB')).toBe(9711);
    expect(postcodeArea('')).toBeNull();
    expect(postcodeArea(undefined)).toBeNull();
    expect(postcodeArea('97111')).toBeNull();
    expect(postcodeArea('0123 AB')).toBeNull();
  });

  it('takes both ends of a range and nothing beyond them', () => {
    const areas = ['9711-9718', '9725'];
    expect(inPostcodeAreas(9710, areas)).toBe(false);
    expect(inPostcodeAreas(9711, areas)).toBe(true);
    expect(inPostcodeAreas(9718, areas)).toBe(true);
    expect(inPostcodeAreas(9719, areas)).toBe(false);
    expect(inPostcodeAreas(9724, areas)).toBe(false);
    expect(inPostcodeAreas(9725, areas)).toBe(true);
    expect(inPostcodeAreas(9726, areas)).toBe(false);
  });

  it('puts a stop in a postcode zone by its postcode, and one without a postcode in none', () => {
    expect(zonesOf({ ...zernike, postcode: '9718 AA' }, tariff.zones)).toEqual(['stad']);
    expect(zonesOf({ ...zernike, postcode: '9719 AA' }, tariff.zones)).toEqual([]);
    expect(zonesOf(zernike, tariff.zones)).toEqual([]);
    expect(zonesOf(schiphol, tariff.zones)).toEqual(['schiphol']);
  });

  it('prices a fixed route between a postcode zone and a circle zone, either way', () => {
    const inTown = { ...zernike, postcode: '9712 CP' };
    expect(fixedRoutePrice(inTown, schiphol, tariff)).toBe(21_500);
    expect(fixedRoutePrice(schiphol, inTown, tariff)).toBe(21_500);
    expect(fixedRoutePrice({ ...zernike, postcode: '9720 AA' }, schiphol, tariff)).toBeNull();
    const fare = quoteFare({ ...outOfTown, departure: inTown, arrival: schiphol }, tariff);
    expect(fare.priceLines).toEqual([
      { key: 'priceFixedRoute', cents: 21_500 },
      { key: 'priceAirportSurcharge', cents: 750 },
    ]);
  });
});

describe('rounding', () => {
  it('rounds the total half up as a last line, the lines still summing to it', () => {
    // 8691 → 8700 (to 10 cents: +9; to 50: +9; to 100: +9); 8691 to 5 → 8690 (−1).
    const to = (roundToCents: 1 | 5 | 10 | 50 | 100) => quoteFare(outOfTown, { ...tariff, roundToCents });
    expect(to(1).priceLines.some((line) => line.key === 'priceRounding')).toBe(false);
    expect(to(5).priceLines.at(-1)).toEqual({ key: 'priceRounding', cents: -1 });
    expect(to(10).totalCents).toBe(8690);
    expect(to(50).totalCents).toBe(8700);
    expect(to(100).totalCents).toBe(8700);
    for (const step of [1, 5, 10, 50, 100] as const) {
      const fare = to(step);
      expect(fare.totalCents % step).toBe(0);
      expect(fare.totalCents).toBe(fare.priceLines.reduce((sum, line) => sum + line.cents, 0));
    }
  });

  it('rounds exactly half up: 8650 to a euro is 8700, 8649 is 8600', () => {
    const meter = (cents: number) =>
      quoteFare(
        { ...outOfTown, route: null },
        { ...tariff, perKmCents: 0, perMinuteCents: 0, startFeeCents: cents, minimumFareCents: 0, roundToCents: 100 },
      );
    expect(meter(8650).totalCents).toBe(8700);
    expect(meter(8649).totalCents).toBe(8600);
  });
});

describe('a routed leg', () => {
  it("prices the route's distance and time instead of the estimate", () => {
    const fare = quoteFare({ ...outOfTown, route: { distanceTenths: 312, minutes: 27 } }, tariff);
    // 450 + 245 × 31.2 (7644) + 40 × 27 (1080)
    expect(fare).toMatchObject({ distanceKm: 31.2, durationMinutes: 27, totalCents: 450 + 7644 + 1080 });
  });
});
