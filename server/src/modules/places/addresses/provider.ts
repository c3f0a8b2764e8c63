import type { Suggestion } from '#common/contracts/destinations.ts';

/** A point to rank addresses by distance from: the operator's location. */
export interface Near {
  lat: number;
  lng: number;
}

/**
 * What an address service answered: what it found (nothing found is an empty list or null), or `failed` when it could
 * not answer (down, slow, an error, a reply it does not document).
 */
export type ProviderAnswer<T> = { kind: 'found'; value: T } | { kind: 'failed'; reason: string };

/**
 * A service that knows the country's addresses, behind one interface (docs/decisions/056-pdok-addresses.md): the
 * address field's suggestions come from it instead of the in-memory index, and a picked one is resolved by its id again
 * when a trip is priced. Its suggestions have the shape of the index's (a bookable address, `atype` -1).
 */
export interface AddressProvider {
  /** Whether a suggestion id is one of this service's (else the index's own). */
  owns(id: string): boolean;
  /** Bookable addresses for what was typed, best first, at most `rows`. */
  suggest(text: string, rows: number, near: Near | undefined): Promise<ProviderAnswer<Suggestion[]>>;
  /** The address under one of this service's ids; null when it knows none. */
  lookup(id: string): Promise<ProviderAnswer<Suggestion | null>>;
}
