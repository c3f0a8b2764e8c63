import type { Suggestion } from '#common/contracts/destinations.ts';
import type { AddressProvider, Near } from './provider.ts';

export interface AddressSource {
  /** Whether a suggestion id is the service's (else the index's own). */
  owns(id: string): boolean;
  /** The service's addresses for what was typed; null while it is down or slow (the outage is logged, not thrown). */
  suggest(text: string, rows: number, near: Near | undefined): Promise<Suggestion[] | null>;
  /** The address under a suggestion id, kept after the first time; null when unknown or the service cannot answer. */
  resolve(id: string): Promise<Suggestion | null>;
}

export interface AddressSourceLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface AddressSourceOptions {
  provider: AddressProvider;
  log: AddressSourceLog;
  /** How many resolved ids are kept; the least recently used goes first. */
  cacheSize?: number;
  /** How long an address is kept. */
  cacheMs?: number;
  /** How long an id the service does not know is kept as unknown (a made-up id is not asked about on every call). */
  unknownMs?: number;
  /** After a failure, how long the service is not asked (a down service is not waited for per keystroke). */
  retryAfterMs?: number;
  now?: () => number;
}

interface Kept {
  place: Suggestion | null;
  until: number;
}

/**
 * An address service with what it resolved kept in memory (bounded, least recently used first out, for a time), so a
 * quote, its checkout and the next quotes of the same stop ask it once; and with its outages handled as the routing
 * service's are: logged once when one starts and once when it ends, and for a while not asked at all
 * (docs/decisions/056-pdok-addresses.md).
 */
export function createAddressSource(options: AddressSourceOptions): AddressSource {
  const { provider, log } = options;
  const cacheSize = options.cacheSize ?? 10_000;
  const cacheMs = options.cacheMs ?? 24 * 60 * 60 * 1000;
  const unknownMs = options.unknownMs ?? 5 * 60 * 1000;
  const retryAfterMs = options.retryAfterMs ?? 30_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const asking = new Map<string, Promise<Suggestion | null>>();
  let downSince: number | null = null;
  let retryAt = 0;

  const resting = () => downSince !== null && now() < retryAt;

  /** What the service answered, with the outage's start and end logged once each. */
  function noted<T>(answer: { kind: 'found'; value: T } | { kind: 'failed'; reason: string }): T | undefined {
    if (answer.kind === 'failed') {
      if (downSince === null) {
        downSince = now();
        log.warn(
          { reason: answer.reason },
          'address service unavailable: the address field offers the index’s places only until it answers',
        );
      }
      retryAt = now() + retryAfterMs;
      return undefined;
    }
    if (downSince !== null) {
      log.info({ downForMs: now() - downSince }, 'address service answers again');
      downSince = null;
    }
    return answer.value;
  }

  function keep(id: string, place: Suggestion | null) {
    kept.delete(id);
    kept.set(id, { place, until: now() + (place ? cacheMs : unknownMs) });
    while (kept.size > cacheSize) kept.delete(kept.keys().next().value as string);
  }

  async function ask(id: string): Promise<Suggestion | null> {
    const place = noted(await provider.lookup(id));
    if (place === undefined) return null;
    keep(id, place);
    return place;
  }

  return {
    owns: (id) => provider.owns(id),
    async suggest(text, rows, near) {
      if (resting()) return null;
      return noted(await provider.suggest(text, rows, near)) ?? null;
    },
    async resolve(id) {
      const hit = kept.get(id);
      if (hit && hit.until > now()) {
        kept.delete(id);
        kept.set(id, hit);
        return hit.place;
      }
      if (resting()) return null;
      // A quote's stops and two customers' quotes of one address at once ask once.
      const pending = asking.get(id);
      if (pending) return pending;
      const asked = ask(id).finally(() => asking.delete(id));
      asking.set(id, asked);
      return asked;
    },
  };
}
