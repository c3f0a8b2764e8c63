import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { stopGracefully } from '../../src/stop.ts';
import { freePort, dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { herestraat, stop, trip } from '../support/trips.ts';

// Issue 24 item 3: the server listens at once and is ready once its address index is built; it stops cleanly
// (docs/operations.md#readiness-and-stopping).
describe.each(dialects)('readiness while the index is built and while stopping (%s)', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const get = (url: string) => server!.app.inject({ method: 'GET', url });
  const post = (url: string, payload: object) =>
    server!.app.inject({ method: 'POST', url, payload, headers: { host: 'localhost:8080' } });

  it('says 503 with a reason until the index is built, and so do the calls that need it', async () => {
    server = await startTestServer(dialect, {}, { indexAfterListen: true });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({ error: 'Starting: the address index is being built' });
    expect((await get('/healthz')).statusCode).toBe(200);

    for (const [url, payload] of [
      ['/api/destinations.json', { lang: 'nl', atype: -1, query: 'Herestraat 12' }],
      [
        '/api/trip_request.json',
        { lang: 'nl', proforma: '1', validate: '*', trip: trip({ tour: [stop(herestraat)] }) },
      ],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after'], url).toBe('5');
      expect(response.json(), url).toEqual({ error: 'The address search is starting; try again in a few seconds' });
    }

    await server.app.places.reload();
    expect((await get('/readyz')).statusCode).toBe(200);
    const search = await post('/api/destinations.json', { lang: 'nl', atype: -1, query: 'Herestraat 12' });
    expect(search.statusCode).toBe(200);
  });

  it("stays not ready while the start's own work holds it", async () => {
    server = await startTestServer(dialect);
    const release = server.app.readiness.hold('Starting: importing the open data and seeding the demo');
    expect((await get('/readyz')).json()).toEqual({ error: 'Starting: importing the open data and seeding the demo' });
    release();
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('finishes a request in flight when it stops, while it is no longer ready and takes no new connection', async () => {
    let entered!: () => void;
    let finish!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slowRoute: FastifyPluginAsync = async (app) => {
      app.get('/test/slow', async () => {
        entered();
        await finished;
        return { done: true };
      });
    };
    server = await startTestServer(dialect, {}, { plugins: [slowRoute] });
    const port = await freePort();
    await server.app.listen({ port, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);

    const slow = fetch(`${url}/test/slow`);
    await inFlight;
    const stopped = stopGracefully(server.app, 5000);
    expect(server.app.readiness.stopping()).toBe(true);
    // A balancer's next probe is refused, or answered 503 while the server closes: it turns away either way.
    const probe = await fetch(`${url}/readyz`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(probe);

    finish();
    const answer = await slow;
    expect(answer.status).toBe(200);
    // Its connection is not kept alive: the client's next request goes to another instance.
    expect(answer.headers.get('connection')).toBe('close');
    expect(await answer.json()).toEqual({ done: true });
    expect(await stopped).toBe('stopped');
  });

  it('says it is stopping before it stops listening', async () => {
    server = await startTestServer(dialect);
    server.app.readiness.stop();
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'Stopping' });
  });

  it('stops anyway once a request has taken longer than its bound', async () => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let entered!: () => void;
    const inFlight = new Promise<void>((resolve) => (entered = resolve));
    const stuckRoute: FastifyPluginAsync = async (app) => {
      app.get('/test/stuck', async () => {
        entered();
        await finished;
        return { done: true };
      });
    };
    server = await startTestServer(dialect, {}, { plugins: [stuckRoute] });
    const port = await freePort();
    await server.app.listen({ port, host: '127.0.0.1' });
    const stuck = fetch(`http://127.0.0.1:${port}/test/stuck`).catch(() => undefined);
    await inFlight;
    expect(await stopGracefully(server.app, 200)).toBe('timeout');
    finish();
    await stuck;
  });
});
