import type { WallTime } from '#common/fields/trip-datetime.ts';
import type { FareRequest, Tariff } from '#server/modules/pricing/fare.ts';

/** The demo tenant's tariff, which the pricing tests quote with (or change a rule of). */
export const demoTariff: Tariff = {
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

/** A pickup's wall time from `YYYY-MM-DD` and `HH:mm`. */
export const at = (date: string, time: string): WallTime => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return { year, month, day, hour, minute };
};

export const wednesday = '2026-06-10';

/**
 * A trip out of town on a Wednesday afternoon. 0.2° of latitude: 22.239 km straight, × 1.3 = 28.91 km → 28.9 km;
 * 6 km at 25 km/h (14.4 min) + 22.9 km at 95 km/h (14.46 min) → 29 minutes: 450 + 7081 + 1160 = 8691 cents.
 */
export const outOfTown: FareRequest = {
  departure: { lat: 53.0, lng: 6.0, airport: false },
  arrival: { lat: 53.2, lng: 6.0, airport: false },
  pickup: at(wednesday, '14:00'),
  vehicleClass: 'sedan',
};

export const schiphol = { lat: 52.308601, lng: 4.76389, airport: true };
