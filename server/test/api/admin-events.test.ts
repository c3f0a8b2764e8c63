import http from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book } from '../desk/support.ts';
import { deskCall, demoHost, logInToDesk, makeStaff } from '../support/desk.ts';
import {
  dialects,
  startListeningTestServer,
  startTestServerWithPlaces,
  type TestServer,
} from '../support/test-server.ts';

/** The stream's heartbeat in these tests: short, so a logout ends it soon. */
const heartbeatMs = 150;

interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
}

/** A browser's EventSource, as far as the tests need one: the answer's head, the events and comments as they come. */
async function openEvents(baseUrl: string, cookie: string | undefined) {
  const events: ReceivedEvent[] = [];
  const comments: string[] = [];
  const request = http.get(`${baseUrl}/api/admin/events`, {
    headers: {
      host: demoHost,
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
      ...(cookie ? { cookie } : {}),
    },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  let body = '';
  const ended = new Promise<void>((resolve) => {
    response.once('end', resolve);
    response.once('close', resolve);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    body += chunk;
    for (let end = body.indexOf('\n\n'); end >= 0; end = body.indexOf('\n\n')) {
      const block = body.slice(0, end);
      body = body.slice(end + 2);
      let event: string | undefined;
      let data: string | undefined;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('data: ')) data = line.slice('data: '.length);
      }
      if (event && data) events.push({ event, data: JSON.parse(data) as Record<string, unknown> });
    }
  });
  return { response, events, comments, ended, close: () => request.destroy() };
}

/** Waits up to `ms` for `found` to hold. */
async function within<T>(ms: number, found: () => T | undefined | false): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = found();
    if (value) return value;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Counts the live subscriptions of the app's event bus, by wrapping its `subscribe`. */
function countSubscriptions(app: FastifyInstance) {
  const counter = { live: 0 };
  const subscribe = app.deskEvents.subscribe;
  app.deskEvents.subscribe = async (tenantId, listener) => {
    const stop = await subscribe(tenantId, listener);
    counter.live += 1;
    return async () => {
      counter.live -= 1;
      await stop();
    };
  };
  return counter;
}

describe.each(dialects)('desk events: GET /api/admin/events (%s)', (dialect) => {
  let server: TestServer & { url: string };
  let subscriptions: { live: number };
  beforeAll(async () => {
    // With the request rate limit on: it counts the connection, never the events. The public URL the bookings'
    // payment forms name is the one `book` expects.
    server = await startListeningTestServer(
      dialect,
      { RATE_LIMIT: '30', PUBLIC_URL: 'http://localhost:8080' },
      { deskHeartbeatMs: heartbeatMs },
    );
    subscriptions = countSubscriptions(server.app);
  });
  afterAll(() => server.close());

  const staffCookie = async (role: 'admin' | 'dispatcher' = 'dispatcher') =>
    logInToDesk(server.app, await makeStaff(server.app, { role }));

  it('streams the tenant’s events, uncompressed and not kept: a booking’s tripCreated within 2 s, nothing of another tenant', async () => {
    const stream = await openEvents(server.url, await staffCookie());
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.response.headers['cache-control']).toBe('no-store');
      expect(stream.response.headers['content-encoding']).toBeUndefined();
      await within(2000, () => stream.comments.includes('connected'));
      await server.app.deskEvents.publish('zakelijk', {
        type: 'tripChanged',
        tripId: 1,
        orderId: 1,
        change: 'status',
      });
      const booked = await book(server.app);
      const created = await within(2000, () =>
        stream.events.filter((each) => each.event === 'tripCreated' && each.data.orderId === booked.orderId),
      );
      expect(created.map((each) => each.data)).toEqual(
        expect.arrayContaining([{ tripId: booked.tripIds[0], orderId: booked.orderId, orderStatus: 'pending' }]),
      );
      await within(2000, () =>
        stream.events.some((each) => each.event === 'tripCreated' && each.data.orderStatus === 'paid'),
      );
      expect(stream.events.every((each) => each.data.orderId === booked.orderId)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('sends a heartbeat, and ends at the next one after its session ended (logout)', async () => {
    const cookie = await staffCookie('admin');
    const stream = await openEvents(server.url, cookie);
    await within(2000, () => stream.comments.includes('heartbeat'));
    const logout = await deskCall(server.app, 'POST', '/api/admin/logout', { cookie });
    expect(logout.statusCode).toBe(204);
    await Promise.race([
      stream.ended,
      new Promise((_, reject) => setTimeout(() => reject(new Error('the stream did not end')), 10 * heartbeatMs)),
    ]);
    stream.close();
  });

  it('ends its subscription when the browser goes away', async () => {
    const before = subscriptions.live;
    const stream = await openEvents(server.url, await staffCookie());
    await within(2000, () => subscriptions.live === before + 1);
    stream.close();
    await within(2000, () => subscriptions.live === before);
  });

  it('refuses a request without a desk session: 401 as JSON, no stream', async () => {
    const stream = await openEvents(server.url, undefined);
    expect(stream.response.statusCode).toBe(401);
    expect(stream.response.headers['content-type']).toMatch(/^application\/json/);
    expect(stream.response.headers['cache-control']).toBe('no-store');
    stream.close();
  });

  // Last: it stops the server.
  it('ends its open streams when the server stops, so stopping does not wait for them', async () => {
    const stream = await openEvents(server.url, await staffCookie());
    await within(2000, () => stream.comments.includes('connected'));
    const started = Date.now();
    await server.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe.each(dialects)('desk events end with their session at once, not at the next heartbeat (%s)', (dialect) => {
  const envs: Array<[string, Record<string, string>]> = [['in one process', {}]];
  if (process.env.TEST_REDIS_URL) envs.push(['through Redis', { REDIS_URL: process.env.TEST_REDIS_URL }]);
  describe.each(envs)('%s', (_bus, env) => {
    let server: TestServer & { url: string };
    beforeAll(async () => {
      // A heartbeat far beyond the test's wait: only the notice of the ended session can end the stream in time.
      server = await startListeningTestServer(
        dialect,
        { PUBLIC_URL: 'http://localhost:8080', ...env },
        {
          deskHeartbeatMs: 60_000,
        },
      );
    });
    afterAll(() => server.close());

    const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
      Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]);

    it('ends the stream of a member who logs out, and no one else’s', async () => {
      const cookie = await logInToDesk(server.app, await makeStaff(server.app, { role: 'dispatcher' }));
      const otherCookie = await logInToDesk(server.app, await makeStaff(server.app, { role: 'dispatcher' }));
      const stream = await openEvents(server.url, cookie);
      const other = await openEvents(server.url, otherCookie);
      try {
        await within(2000, () => stream.comments.includes('connected') && other.comments.includes('connected'));
        expect((await deskCall(server.app, 'POST', '/api/admin/logout', { cookie })).statusCode).toBe(204);
        expect(await endsWithin(stream, 2000)).toBe(true);
        expect(await endsWithin(other, 300)).toBe(false);
      } finally {
        stream.close();
        other.close();
      }
    });

    it('ends the stream of a member an admin disables', async () => {
      const member = await makeStaff(server.app, { role: 'dispatcher' });
      const cookie = await logInToDesk(server.app, member);
      const adminCookie = await logInToDesk(server.app, await makeStaff(server.app, { role: 'admin' }));
      const stream = await openEvents(server.url, cookie);
      try {
        await within(2000, () => stream.comments.includes('connected'));
        const disabled = await deskCall(server.app, 'PATCH', `/api/admin/staff/${member.id}`, {
          cookie: adminCookie,
          payload: { disabled: true },
        });
        expect(disabled.statusCode).toBe(200);
        expect(await endsWithin(stream, 2000)).toBe(true);
      } finally {
        stream.close();
      }
    });
  });
});

/** Whatever listens on the local Redis port; the test across instances is skipped without one. */
const redisUrl = 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.connect(6379, '127.0.0.1');
});
if (!redisReachable)
  console.warn('The desk event stream across instances is skipped: nothing listens on 127.0.0.1:6379.');

describe.skipIf(!redisReachable)(
  'desk events across two instances sharing Redis (needs Redis at 127.0.0.1:6379)',
  () => {
    let listening: TestServer & { url: string };
    let booking: TestServer;
    beforeAll(async () => {
      listening = await startListeningTestServer('sqlite', { REDIS_URL: redisUrl });
      booking = await startTestServerWithPlaces('sqlite', { REDIS_URL: redisUrl });
    });
    afterAll(async () => {
      await listening?.close();
      await booking?.close();
    });

    it('streams on one instance the booking made on the other', async () => {
      const cookie = await logInToDesk(listening.app, await makeStaff(listening.app, { role: 'dispatcher' }));
      const stream = await openEvents(listening.url, cookie);
      try {
        await within(2000, () => stream.comments.includes('connected'));
        const booked = await book(booking.app);
        // Other runs may book on the same Redis: this booking's own event is the one looked for.
        await within(2000, () =>
          stream.events.some(
            (each) =>
              each.event === 'tripCreated' &&
              each.data.orderId === booked.orderId &&
              each.data.tripId === booked.tripIds[0],
          ),
        );
      } finally {
        stream.close();
      }
    });
  },
);
