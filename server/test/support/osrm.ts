import { createServer } from 'node:http';
import { listen } from './stand-in-http.ts';

/** How the stand-in answers a route: a road of this length and time, OSRM's NoRoute, a server error, or late. */
export type OsrmAnswer =
  | { kind: 'route'; distanceMetres: number; durationSeconds: number }
  | { kind: 'noRoute' }
  | { kind: 'error' }
  | { kind: 'slow'; delayMs: number };

export interface OsrmRequest {
  path: string;
  from: { lng: number; lat: number };
  to: { lng: number; lat: number };
  overview: string | null;
}

export interface OsrmStandIn {
  url: string;
  /** Every route request it answered, in order. */
  requests: OsrmRequest[];
  /** What it answers next; a test sets it. */
  answer: OsrmAnswer;
  close(): Promise<void>;
}

const coordinatePattern = /^(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/;

/**
 * An OSRM server on 127.0.0.1 that speaks the route service of its HTTP API (`/route/v1/{profile}/{lon},{lat};…`):
 * `{ code: 'Ok', routes: [{ distance, duration, … }], waypoints }`, or a 400 `{ code, message }` (`InvalidUrl`,
 * `InvalidQuery`, `NoRoute`), as docs/decisions/042-tariff-routing-holidays.md describes it.
 */
export async function startOsrmStandIn(): Promise<OsrmStandIn> {
  const standIn = {
    requests: [] as OsrmRequest[],
    answer: { kind: 'route', distanceMetres: 15_234.5, durationSeconds: 1268.3 } as OsrmAnswer,
  };
  const server = createServer((request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const match = /^\/route\/v1\/([\w-]+)\/([^/]+)$/.exec(url.pathname);
    if (request.method !== 'GET' || !match) return reply(400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const points = decodeURIComponent(match[2] ?? '')
      .split(';')
      .map((point) => coordinatePattern.exec(point));
    if (points.length !== 2 || points.some((point) => point === null))
      return reply(400, { code: 'InvalidQuery', message: 'Query string malformed' });
    const [from, to] = points.map((point) => ({ lng: Number(point?.[1]), lat: Number(point?.[2]) })) as [
      OsrmRequest['from'],
      OsrmRequest['to'],
    ];
    standIn.requests.push({ path: url.pathname, from, to, overview: url.searchParams.get('overview') });
    const answer = standIn.answer;
    switch (answer.kind) {
      case 'noRoute':
        return reply(400, { code: 'NoRoute', message: 'Impossible route between points' });
      case 'error':
        return reply(500, { code: 'InternalError', message: 'stand-in failure' });
      case 'slow':
        setTimeout(() => reply(200, okBody(1000, 60, from, to)), answer.delayMs);
        return;
      case 'route':
        return reply(200, okBody(answer.distanceMetres, answer.durationSeconds, from, to));
    }
  });
  const listening = await listen(server);
  return Object.assign(standIn, { url: listening.url, close: listening.close });
}

function okBody(distance: number, duration: number, from: OsrmRequest['from'], to: OsrmRequest['to']) {
  return {
    code: 'Ok',
    routes: [
      {
        distance,
        duration,
        weight: duration,
        weight_name: 'routability',
        legs: [{ distance, duration, steps: [], summary: '', weight: duration }],
      },
    ],
    waypoints: [
      { hint: 'stand-in', distance: 1.2, name: '', location: [from.lng, from.lat] },
      { hint: 'stand-in', distance: 0.8, name: '', location: [to.lng, to.lat] },
    ],
  };
}
