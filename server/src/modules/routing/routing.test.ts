import { describe, expect, it } from 'vitest';
import type { RoutingAnswer, RoutingProvider } from './provider.ts';
import { createRouting, legOf } from './routing.ts';
import { logLines } from '#server-test/support/log-lines.ts';

const a = { lat: 53.2176922, lng: 6.5669792 };
const b = { lat: 53.1236384, lng: 6.6663572 };
const c = { lat: 52.308601, lng: 4.76389 };

function fakeProvider(answers: () => RoutingAnswer) {
  const asked: string[] = [];
  const provider: RoutingProvider = {
    route: async (from, to) => {
      asked.push(`${from.lat}->${to.lat}`);
      await Promise.resolve();
      return answers();
    },
  };
  return { provider, asked };
}

const route = (distanceMetres: number, durationSeconds: number): RoutingAnswer => ({
  kind: 'route',
  route: { distanceMetres, durationSeconds },
});

describe('routing', () => {
  it('turns metres and seconds into tenths of a km and whole minutes, half up', () => {
    expect(legOf(15_250, 90)).toEqual({ distanceTenths: 153, minutes: 2 });
    expect(legOf(15_249, 89)).toEqual({ distanceTenths: 152, minutes: 1 });
  });

  it('asks nothing and gives nothing without a service', async () => {
    const routing = createRouting({ provider: null, log: logLines().log });
    expect(routing.enabled).toBe(false);
    expect(await routing.leg(a, b)).toBeNull();
  });

  it('keeps a pair (by coordinates rounded to about 10 m), one way only', async () => {
    const { provider, asked } = fakeProvider(() => route(10_000, 600));
    const routing = createRouting({ provider, log: logLines().log });
    expect(await routing.leg(a, b)).toEqual({ distanceTenths: 100, minutes: 10 });
    expect(await routing.leg({ lat: a.lat + 0.00001, lng: a.lng }, b)).toEqual({ distanceTenths: 100, minutes: 10 });
    expect(asked).toHaveLength(1);
    await routing.leg(b, a);
    expect(asked).toHaveLength(2);
  });

  it('asks once for the same pair asked twice at once', async () => {
    const { provider, asked } = fakeProvider(() => route(1000, 60));
    const routing = createRouting({ provider, log: logLines().log });
    await Promise.all([routing.leg(a, b), routing.leg(a, b)]);
    expect(asked).toHaveLength(1);
  });

  it('forgets the least recently used pair beyond its size, and a pair after its time', async () => {
    let now = 0;
    const { provider, asked } = fakeProvider(() => route(1000, 60));
    const routing = createRouting({ provider, log: logLines().log, cacheSize: 2, cacheMs: 1000, now: () => now });
    await routing.leg(a, b);
    await routing.leg(b, c);
    await routing.leg(a, b); // a→b used last: b→c goes first
    await routing.leg(a, c);
    expect(asked).toHaveLength(3);
    await routing.leg(a, b);
    expect(asked).toHaveLength(3);
    await routing.leg(b, c);
    expect(asked).toHaveLength(4);
    now = 1001;
    await routing.leg(b, c);
    expect(asked).toHaveLength(5);
  });

  it('logs an outage once when it starts and once when it ends, and does not ask while it lasts', async () => {
    let now = 0;
    let answer: RoutingAnswer = { kind: 'failed', reason: 'HTTP 503' };
    const { provider, asked } = fakeProvider(() => answer);
    const { log, lines } = logLines();
    const routing = createRouting({ provider, log, retryAfterMs: 30_000, now: () => now });
    expect(await routing.leg(a, b)).toBeNull();
    expect(await routing.leg(a, c)).toBeNull();
    expect(await routing.leg(b, c)).toBeNull();
    expect(asked).toHaveLength(1);
    now = 30_000;
    expect(await routing.leg(a, c)).toBeNull();
    expect(asked).toHaveLength(2);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('unavailable') as unknown }]);
    now = 60_000;
    answer = route(2000, 120);
    expect(await routing.leg(a, c)).toEqual({ distanceTenths: 20, minutes: 2 });
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });

  it('takes a NoRoute as an answer: the estimate for that pair, no outage, not asked again', async () => {
    const { provider, asked } = fakeProvider(() => ({ kind: 'none', code: 'NoRoute' }));
    const { log, lines } = logLines();
    const routing = createRouting({ provider, log });
    expect(await routing.leg(a, b)).toBeNull();
    expect(await routing.leg(a, b)).toBeNull();
    expect(asked).toHaveLength(1);
    expect(lines).toEqual([]);
  });

  it('gives a look-up of several pairs for a quote', async () => {
    const { provider } = fakeProvider(() => route(5000, 300));
    const routing = createRouting({ provider, log: logLines().log });
    const lookup = await routing.lookup([
      [a, b],
      [b, c],
    ]);
    expect(lookup(a, b)).toEqual({ distanceTenths: 50, minutes: 5 });
    expect(lookup(a, c)).toBeNull();
  });
});
