import { describe, expect, it } from 'vitest';
import type { Suggestion } from '#common/contracts/destinations.ts';
import { createAddressSource } from './address-source.ts';
import type { AddressProvider, ProviderAnswer } from './provider.ts';
import { logLines } from '#server-test/support/log-lines.ts';

const place = (id: string): Suggestion => ({
  id,
  text: `${id}, 9711 LJ Groningen`,
  nr: '12',
  street: 'Herestraat',
  streetShortName: 'Herestraat',
  cityName: 'Groningen',
  postcode: '9711 LJ',
  lat: 53.2176922,
  lng: 6.5669792,
  flightInfo: false,
  category: '',
  atype: -1,
  bookable: true,
});

function fakeProvider(answer: () => ProviderAnswer<Suggestion | null>) {
  const asked: string[] = [];
  const provider: AddressProvider = {
    owns: (id) => id.startsWith('x:'),
    suggest: async () => {
      asked.push('suggest');
      await Promise.resolve();
      const found = answer();
      return found.kind === 'failed' ? found : { kind: 'found', value: [] };
    },
    lookup: async (id) => {
      asked.push(id);
      await Promise.resolve();
      return answer();
    },
  };
  return { provider, asked };
}

describe('an address service with its answers kept', () => {
  it('asks once for an address, also when two quotes ask at once', async () => {
    const { provider, asked } = fakeProvider(() => ({ kind: 'found', value: place('x:1') }));
    const source = createAddressSource({ provider, log: logLines().log });
    const [first, second] = await Promise.all([source.resolve('x:1'), source.resolve('x:1')]);
    expect(first).toEqual(place('x:1'));
    expect(second).toEqual(place('x:1'));
    expect(await source.resolve('x:1')).toEqual(place('x:1'));
    expect(asked).toEqual(['x:1']);
  });

  it('forgets the least recently used address beyond its size, an address after its time, an unknown id sooner', async () => {
    let now = 0;
    const { provider, asked } = fakeProvider(() => ({ kind: 'found', value: place('x:?') }));
    const source = createAddressSource({
      provider,
      log: logLines().log,
      cacheSize: 2,
      cacheMs: 1000,
      unknownMs: 100,
      now: () => now,
    });
    await source.resolve('x:1');
    await source.resolve('x:2');
    await source.resolve('x:1'); // x:1 used last: x:2 goes first
    await source.resolve('x:3');
    expect(asked).toEqual(['x:1', 'x:2', 'x:3']);
    await source.resolve('x:1');
    await source.resolve('x:2');
    expect(asked).toEqual(['x:1', 'x:2', 'x:3', 'x:2']);
    now = 1001;
    await source.resolve('x:2');
    expect(asked).toHaveLength(5);

    const { provider: knowsNothing, asked: askedAboutUnknown } = fakeProvider(() => ({ kind: 'found', value: null }));
    const unknown = createAddressSource({
      provider: knowsNothing,
      log: logLines().log,
      unknownMs: 100,
      now: () => now,
    });
    expect(await unknown.resolve('x:9')).toBeNull();
    expect(await unknown.resolve('x:9')).toBeNull();
    now += 101;
    expect(await unknown.resolve('x:9')).toBeNull();
    expect(askedAboutUnknown).toEqual(['x:9', 'x:9']);
  });

  it('logs an outage once when it starts and once when it ends, does not ask while it lasts, and keeps no failure', async () => {
    let now = 0;
    let answer: ProviderAnswer<Suggestion | null> = { kind: 'failed', reason: 'HTTP 503' };
    const { provider, asked } = fakeProvider(() => answer);
    const { log, lines } = logLines();
    const source = createAddressSource({ provider, log, retryAfterMs: 30_000, now: () => now });
    expect(await source.resolve('x:1')).toBeNull();
    expect(await source.suggest('Herestraat', 10, undefined)).toBeNull();
    expect(await source.resolve('x:2')).toBeNull();
    expect(asked).toEqual(['x:1']);
    now = 30_000;
    expect(await source.suggest('Herestraat', 10, undefined)).toBeNull();
    expect(asked).toEqual(['x:1', 'suggest']);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('unavailable') as unknown }]);
    now = 60_000;
    answer = { kind: 'found', value: place('x:1') };
    expect(await source.resolve('x:1')).toEqual(place('x:1'));
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
  });
});
