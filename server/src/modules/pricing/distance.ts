export interface Coordinate {
  lat: number;
  lng: number;
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km. */
export function haversineKm(a: Coordinate, b: Coordinate): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The road distance estimate in tenths of a km: the straight line times the tariff's road factor, rounded to
 * 100 m. The price is computed from this rounded figure, so the distance the customer sees explains the price.
 */
export function roadDistanceTenths(from: Coordinate, to: Coordinate, roadFactor: number): number {
  return Math.round(haversineKm(from, to) * roadFactor * 10);
}

/** How fast a taxi goes: the first `cityKm` of a trip (out of town and into it) at `cityKmh`, the rest at `roadKmh`. */
export interface TravelSpeed {
  cityKm: number;
  cityKmh: number;
  roadKmh: number;
}

/**
 * Travel time in whole minutes. The average speed grows with the distance: a short trip is city traffic all the
 * way, a long one mostly motorway (with 6 km at 25 km/h and 95 km/h after: 2 km 5 minutes, 30 km 30 minutes,
 * Groningen to Schiphol 2 h 20 min). docs/decisions/009-pricing.md.
 */
export function travelMinutes(distanceTenths: number, speed: TravelSpeed): number {
  const km = distanceTenths / 10;
  const cityKm = Math.min(km, speed.cityKm);
  return Math.round((cityKm / speed.cityKmh + (km - cityKm) / speed.roadKmh) * 60);
}
