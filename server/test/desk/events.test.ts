import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inProcessDeskEvents,
  redisDeskEvents,
  type DeskBusMessage,
  type DeskEvent,
  type DeskEvents,
} from '../../src/modules/desk-events/events.ts';
import { dialects, startTestServer, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { book, listen } from './support.ts';

const log = { warn: () => {} };
const changed = (tripId: number): DeskEvent => ({ type: 'tripChanged', tripId, orderId: 1, change: 'status' });

/** Whatever listens on the local Redis port; the Redis tests are skipped without one. */
const redisUrl = 'redis://127.0.0.1:6379';
const redisReachable = await new Promise<boolean>((resolve) => {
  const socket = new Socket();
  socket.setTimeout(500);
  socket.once('connect', () => resolve(true));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
  socket.connect(6379, '127.0.0.1');
});

/** Waits until `events` holds `count` events (Redis delivers a moment later). */
async function received(events: DeskBusMessage[], count: number): Promise<DeskBusMessage[]> {
  for (let waited = 0; events.length < count && waited < 2000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return events;
}

describe('the desk event bus within one process', () => {
  it('tells every subscriber of the tenant, and no other tenant', async () => {
    const bus = inProcessDeskEvents(log);
    const first: DeskBusMessage[] = [];
    const second: DeskBusMessage[] = [];
    const other: DeskBusMessage[] = [];
    const stopFirst = await bus.subscribe('demo', (event) => first.push(event));
    await bus.subscribe('demo', (event) => second.push(event));
    await bus.subscribe('zakelijk', (event) => other.push(event));
    await bus.publish('demo', changed(1));
    await stopFirst();
    await bus.publish('demo', changed(2));
    expect(first).toEqual([changed(1)]);
    expect(second).toEqual([changed(1), changed(2)]);
    expect(other).toEqual([]);
  });

  it('keeps delivering when one listener throws', async () => {
    const bus = inProcessDeskEvents(log);
    const heard: DeskBusMessage[] = [];
    await bus.subscribe('demo', () => {
      throw new Error('closed stream');
    });
    await bus.subscribe('demo', (event) => heard.push(event));
    await bus.publish('demo', changed(3));
    expect(heard).toEqual([changed(3)]);
  });
});

describe.skipIf(!redisReachable)('the desk event bus through Redis (needs Redis at 127.0.0.1:6379)', () => {
  let one: DeskEvents;
  let two: DeskEvents;
  // A tenant of this run only: other runs on the same Redis stay apart.
  const tenant = `test-${randomBytes(4).toString('hex')}`;
  beforeAll(async () => {
    one = await redisDeskEvents(redisUrl, log);
    two = await redisDeskEvents(redisUrl, log);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('lets two instances sharing Redis hear each other’s events, each once', async () => {
    const onOne: DeskBusMessage[] = [];
    const onTwo: DeskBusMessage[] = [];
    const elsewhere: DeskBusMessage[] = [];
    await one.subscribe(tenant, (event) => onOne.push(event));
    const stopTwo = await two.subscribe(tenant, (event) => onTwo.push(event));
    await two.subscribe(`${tenant}-other`, (event) => elsewhere.push(event));
    await one.publish(tenant, changed(10));
    await two.publish(tenant, changed(11));
    expect(await received(onOne, 2)).toEqual([changed(10), changed(11)]);
    expect(await received(onTwo, 2)).toEqual([changed(10), changed(11)]);
    await stopTwo();
    await one.publish(tenant, changed(12));
    expect(await received(onOne, 3)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onTwo).toHaveLength(2);
    expect(elsewhere).toEqual([]);
  });

  it('connects two app instances with REDIS_URL', async () => {
    const first = await startTestServer('sqlite', { REDIS_URL: redisUrl });
    const second = await startTestServer('sqlite', { REDIS_URL: redisUrl });
    try {
      const heard: DeskBusMessage[] = [];
      const stop = await second.app.deskEvents.subscribe(tenant, (event) => heard.push(event));
      await first.app.deskEvents.publish(tenant, changed(20));
      expect(await received(heard, 1)).toEqual([changed(20)]);
      await stop();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

if (!redisReachable) console.warn('The Redis desk event tests are skipped: nothing listens on 127.0.0.1:6379.');

describe.each(dialects)('the desk hears of checkouts (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  it('announces a trip when its order is written (pending) and again when it is paid, with its alert', async () => {
    const heard = await listen(server.app);
    const { tripIds, orderId } = await book(server.app, { trips: [{}, { extraTripInfo: 'second' }] });
    await heard.stop();
    expect(heard.events).toEqual([
      { type: 'tripCreated', tripId: tripIds[0], orderId, orderStatus: 'pending' },
      { type: 'tripCreated', tripId: tripIds[1], orderId, orderStatus: 'pending' },
      { type: 'tripCreated', tripId: tripIds[0], orderId, orderStatus: 'paid' },
      { type: 'tripCreated', tripId: tripIds[1], orderId, orderStatus: 'paid' },
      { type: 'alertRaised', alertId: expect.any(Number), tripId: tripIds[0], orderId, kind: 'newBooking' },
      { type: 'alertRaised', alertId: expect.any(Number), tripId: tripIds[1], orderId, kind: 'newBooking' },
    ]);
  });
});
