import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const placeholder = readFileSync(new URL('../../assets/placeholder-tile.png', import.meta.url));

/** A stand-in for the OpenStreetMap tile server that records what it was asked. */
interface TileServer {
  url: string;
  requests: Array<{ url: string; headers: IncomingHttpHeaders }>;
  /** What the next requests get: a tile, an error status, or no answer at all. */
  mode: 'tile' | 'error' | 'silent';
  close(): Promise<void>;
}

const tileBytes = (url: string) => Buffer.from(`\x89PNG stand-in tile ${url}`);

async function startTileServer(): Promise<TileServer> {
  const state: TileServer = { url: '', requests: [], mode: 'tile', close: async () => {} };
  const server: Server = createServer((request, response) => {
    state.requests.push({ url: request.url ?? '', headers: request.headers });
    if (state.mode === 'silent') return;
    if (state.mode === 'error') {
      response.writeHead(503, { 'content-type': 'text/plain' }).end('overloaded');
      return;
    }
    // A little latency, so that simultaneous requests overlap as they would for real.
    setTimeout(() => response.writeHead(200, { 'content-type': 'image/png' }).end(tileBytes(request.url ?? '')), 50);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

describe.each(dialects)('GET /api/tiles (%s)', (dialect) => {
  let upstream: TileServer;
  let server: TestServer;
  beforeAll(async () => {
    upstream = await startTileServer();
    server = await startTestServer(dialect, {
      TILE_URL: `${upstream.url}/{z}/{x}/{y}.png`,
      PUBLIC_URL: 'https://taxi.example.nl',
    });
  });
  afterAll(async () => {
    await server.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.requests = [];
    upstream.mode = 'tile';
  });

  const tile = (query: string) => server.app.inject({ method: 'GET', url: `/api/tiles?${query}` });
  const cacheFile = (z: number, x: number, y: number) =>
    path.join(server.settings.dataDir, 'tiles', String(z), String(x), `${y}.png`);

  it('passes a tile through from the tile server, and serves it from the disk cache the second time', async () => {
    const first = await tile('z=13&x=4245&y=2693&r=&client=demo');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.rawPayload).toEqual(tileBytes('/13/4245/2693.png'));
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]?.headers['user-agent']).toMatch(
      /^taxi-booking\/\d+\.\d+\.\d+ \(\+https:\/\/taxi\.example\.nl\)$/,
    );
    expect(readFileSync(cacheFile(13, 4245, 2693))).toEqual(first.rawPayload);

    const second = await tile('z=13&x=4245&y=2693&r=@2x&client=zakelijk');
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(upstream.requests).toHaveLength(1);
  });

  it('asks the tile server once when several visitors want the same new tile at once', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => tile('z=12&x=2122&y=1346&client=demo')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(upstream.requests).toHaveLength(1);
  });

  it('shows a grey placeholder, briefly cached and not kept on disk, when the tile server fails', async () => {
    upstream.mode = 'error';
    const response = await tile('z=5&x=16&y=10&client=demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.rawPayload).toEqual(placeholder);
    expect(existsSync(cacheFile(5, 16, 10))).toBe(false);

    upstream.mode = 'tile';
    const recovered = await tile('z=5&x=16&y=10&client=demo');
    expect(recovered.rawPayload).toEqual(tileBytes('/5/16/10.png'));
  });

  it('refuses tiles that do not exist and unknown clients with a 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['z=19&x=0&y=0&client=demo', 'z'],
      ['z=2&x=4&y=0&client=demo', 'x'],
      ['z=2&x=0&y=4&client=demo', 'y'],
      ['z=2&x=-1&y=0&client=demo', 'x'],
      ['z=2&x=1.5&y=0&client=demo', 'x'],
      ['z=2&x=0&y=0&client=acme', 'client'],
      ['z=2&x=0&y=0&r=@3x&client=demo', 'r'],
      ['z=2&x=0&client=demo', 'y'],
    ] as const) {
      const response = await tile(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toContain(`querystring/${field}:`);
    }
    expect(upstream.requests).toHaveLength(0);
  });
});

describe('GET /api/tiles with the tile server down', () => {
  it('answers the placeholder when nothing listens upstream', async () => {
    const server = await startTestServer('sqlite');
    try {
      const response = await server.app.inject({ method: 'GET', url: '/api/tiles?z=0&x=0&y=0&client=demo' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload).toEqual(placeholder);
    } finally {
      await server.close();
    }
  });

  it('gives up on a tile server that does not answer within the timeout', async () => {
    const upstream = await startTileServer();
    upstream.mode = 'silent';
    const server = await startTestServer('sqlite', { TILE_URL: `${upstream.url}/{z}/{x}/{y}.png` });
    try {
      const started = Date.now();
      const response = await server.app.inject({ method: 'GET', url: '/api/tiles?z=1&x=1&y=1&client=demo' });
      expect(response.rawPayload).toEqual(placeholder);
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      await server.close();
      await upstream.close();
    }
  });
});
