import type { Coordinate } from '../pricing/distance.ts';
import type { RoadLeg, RouteLookup } from '../pricing/fare.ts';
import type { RoutingProvider } from './provider.ts';

/** Where a pair of places is kept: coordinates rounded to 4 decimals (about 10 m), in order (A→B is not B→A). */
const pairKey = (from: Coordinate, to: Coordinate): string =>
  [from.lat, from.lng, to.lat, to.lng].map((value) => value.toFixed(4)).join(',');

export interface Routing {
  /** Whether a routing service is configured (ROUTING_URL). */
  readonly enabled: boolean;
  /** The road distance and time of one leg, or null: no service, no road, or the service down or slow. */
  leg(from: Coordinate, to: Coordinate): Promise<RoadLeg | null>;
  /** The legs of several pairs at once, as a look-up for the quote (`QuoteOptions.routes`). */
  lookup(pairs: readonly (readonly [Coordinate, Coordinate])[]): Promise<RouteLookup>;
}

export interface RoutingLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface RoutingOptions {
  provider: RoutingProvider | null;
  log: RoutingLog;
  /** How many pairs are kept; the least recently used goes first. */
  cacheSize?: number;
  /** How long a route is kept. */
  cacheMs?: number;
  /** After a failure, how long the estimate is used without asking (a down service is not asked per request). */
  retryAfterMs?: number;
  now?: () => number;
}

interface Kept {
  leg: RoadLeg | null;
  until: number;
}

/** Metres and seconds as pricing counts them: tenths of a km and whole minutes, each rounded half up. */
export const legOf = (distanceMetres: number, durationSeconds: number): RoadLeg => ({
  distanceTenths: Math.round(distanceMetres / 100),
  minutes: Math.round(durationSeconds / 60),
});

/**
 * Distances and times from a routing service, kept per pair in memory (bounded, least recently used first out), with
 * the estimate (pricing/distance.ts) as the fallback when there is none, or it is down, slow or answers an error. An
 * outage is logged once when it starts and once when it ends, not per request (docs/decisions/042-tariff-routing-holidays.md).
 */
export function createRouting(options: RoutingOptions): Routing {
  const { provider, log } = options;
  const cacheSize = options.cacheSize ?? 10_000;
  const cacheMs = options.cacheMs ?? 24 * 3_600_000;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Promise<RoadLeg | null>>();
  let downSince: number | null = null;
  let retryAt = 0;

  const keep = (key: string, leg: RoadLeg | null) => {
    kept.delete(key);
    kept.set(key, { leg, until: now() + cacheMs });
    while (kept.size > cacheSize) kept.delete(kept.keys().next().value as string);
  };

  async function ask(key: string, from: Coordinate, to: Coordinate): Promise<RoadLeg | null> {
    if (!provider) return null;
    const answer = await provider.route(from, to);
    if (answer.kind === 'failed') {
      if (downSince === null) {
        downSince = now();
        log.warn({ reason: answer.reason }, 'routing service unavailable: prices use the estimate until it answers');
      }
      retryAt = now() + retryAfterMs;
      return null;
    }
    if (downSince !== null) {
      log.info({ downForMs: now() - downSince }, 'routing service answers again');
      downSince = null;
    }
    const leg = answer.kind === 'route' ? legOf(answer.route.distanceMetres, answer.route.durationSeconds) : null;
    keep(key, leg);
    return leg;
  }

  async function leg(from: Coordinate, to: Coordinate): Promise<RoadLeg | null> {
    if (!provider) return null;
    const key = pairKey(from, to);
    const hit = kept.get(key);
    if (hit && hit.until > now()) {
      kept.delete(key);
      kept.set(key, hit);
      return hit.leg;
    }
    if (downSince !== null && now() < retryAt) return null;
    // Two quotes of the same pair at once ask once.
    const pending = asking.get(key);
    if (pending) return pending;
    const asked = ask(key, from, to).finally(() => asking.delete(key));
    asking.set(key, asked);
    return asked;
  }

  return {
    enabled: provider !== null,
    leg,
    async lookup(pairs) {
      if (!provider || pairs.length === 0) return () => null;
      const legs = new Map<string, RoadLeg | null>();
      await Promise.all(
        pairs.map(async ([from, to]) => {
          legs.set(pairKey(from, to), await leg(from, to));
        }),
      );
      return (from, to) => legs.get(pairKey(from, to)) ?? null;
    },
  };
}
