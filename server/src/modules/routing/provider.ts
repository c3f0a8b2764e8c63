import type { Coordinate } from '../pricing/distance.ts';

/** A road route between two places, as a routing service measures it. */
export interface RoadRoute {
  distanceMetres: number;
  durationSeconds: number;
}

/**
 * What a routing service answered: a route; `none` when it looked and found no road between the places (OSRM's
 * `NoRoute`, `NoSegment`); `failed` when it could not answer (down, slow, an error, a reply it does not document).
 */
export type RoutingAnswer =
  { kind: 'route'; route: RoadRoute } | { kind: 'none'; code: string } | { kind: 'failed'; reason: string };

/** A routing service behind one interface (docs/decisions/042-tariff-routing-holidays.md). */
export interface RoutingProvider {
  route(from: Coordinate, to: Coordinate): Promise<RoutingAnswer>;
}
