import type { Coordinate } from '../pricing/distance.ts';
import type { RoutingAnswer, RoutingProvider } from './provider.ts';

/** OSRM's codes for "no road between these places": an answer, not an outage (docs/reference/environment.md#routing). */
const noRouteCodes = new Set(['NoRoute', 'NoSegment']);

const lonLat = (place: Coordinate): string => `${place.lng.toFixed(6)},${place.lat.toFixed(6)}`;

/**
 * The OSRM HTTP API's route service: `GET {base}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=false`. Its reply
 * is `{ code: 'Ok', routes: [{ distance (m), duration (s) }] }`; an error is a 4xx with `{ code, message }`, of which
 * `NoRoute` and `NoSegment` say there is no road, the rest that the request or the server failed.
 */
export function osrmProvider(baseUrl: string, timeoutMs: number): RoutingProvider {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async route(from, to): Promise<RoutingAnswer> {
      const url = `${base}/route/v1/driving/${lonLat(from)};${lonLat(to)}?overview=false`;
      let body: unknown;
      let status: number;
      try {
        const response = await fetch(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        status = response.status;
        body = await response.json().catch(() => null);
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error);
        return { kind: 'failed', reason };
      }
      const code = typeof body === 'object' && body !== null && 'code' in body ? String(body.code) : '';
      if (code === 'Ok') {
        const first = (body as { routes?: unknown }).routes;
        const route = Array.isArray(first)
          ? (first[0] as { distance?: unknown; duration?: unknown } | undefined)
          : undefined;
        if (
          route &&
          typeof route.distance === 'number' &&
          typeof route.duration === 'number' &&
          Number.isFinite(route.distance) &&
          Number.isFinite(route.duration) &&
          route.distance >= 0 &&
          route.duration >= 0
        ) {
          return { kind: 'route', route: { distanceMetres: route.distance, durationSeconds: route.duration } };
        }
        return { kind: 'failed', reason: 'an Ok reply without a route' };
      }
      if (noRouteCodes.has(code)) return { kind: 'none', code };
      return { kind: 'failed', reason: `HTTP ${status}${code ? ` ${code}` : ''}` };
    },
  };
}
