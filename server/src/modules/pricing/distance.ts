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

/** Travel time in whole minutes at the tariff's average speed. */
export function travelMinutes(distanceTenths: number, averageSpeedKmh: number): number {
  return Math.round((distanceTenths * 6) / averageSpeedKmh);
}
