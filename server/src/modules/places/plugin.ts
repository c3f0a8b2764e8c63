import fp from 'fastify-plugin';
import type { Suggestion } from '#common/contracts/destinations.ts';
import type { Settings } from '../../config.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { PlaceFinder } from '../trips/places.ts';
import { createAddressSource, type AddressSource } from './addresses/address-source.ts';
import { pdokProvider } from './addresses/pdok.ts';
import { loadPlaceIndexInWorker } from './load-index.ts';
import { PlacesNotReadyError } from './not-ready.ts';
import { SearchCache } from './search-cache.ts';
import type { PoiIndex } from './search/poi-index.ts';
import { originOf } from './search/ranking.ts';
import {
  findPlace,
  maxSuggestions,
  searchMessages,
  searchPlaces,
  type PlaceIndex,
  type PlaceSearch,
  type PlaceSearchResult,
} from './search/search.ts';
import { tenantPlaceIndex } from './search/tenant-places.ts';
import { poiSuggestion } from './search/suggestions.ts';

export type DestinationQuery = Pick<PlaceSearch, 'atype' | 'query' | 'nr' | 'dbstreetprefix'>;

/**
 * The address search. Every call but `ready`, `reload` and `size` throws `PlacesNotReadyError` (a 503) until the
 * index is built.
 */
export interface Places {
  /**
   * Suggestions for one keystroke in an address field of this tenant's trip screen; what the index finds for a query
   * asked lately comes from a cache (search-cache.ts), the same object each time: read it, never change it.
   */
  search(tenant: Tenant, query: DestinationQuery): Promise<PlaceSearchResult>;
  /**
   * The bookable places these suggestion ids stand for, exactly as the search offers them (this tenant's own places
   * included), resolved at once: a look-up that is null for an unknown id or a street. The index's are a map look-up
   * or a binary search; an address service's are asked once and kept (docs/decisions/056-pdok-addresses.md).
   */
  finder(tenant: Tenant, ids: readonly string[]): Promise<PlaceFinder>;
  /** One place as `finder` resolves it. */
  find(tenant: Tenant, id: string): Promise<Suggestion | null>;
  /**
   * The airports, the stations and this tenant's own places, for the tariff preview's sample grid
   * (docs/decisions/042-tariff-routing-holidays.md); no other tenant's places.
   */
  landmarks(tenant: Tenant): Suggestion[];
  /** Whether the index is built (the readiness probe). */
  ready(): boolean;
  /** Builds the index anew from the places table (at start, after an import) and swaps it in. */
  reload(): Promise<void>;
  /** How much the index in use holds, for the metrics (docs/operations.md#metrics); nothing before it is built. */
  size(): PlaceIndexSize;
}

export interface PlaceIndexSize {
  addresses: number;
  streets: number;
  stations: number;
  airports: number;
  hotels: number;
}

export interface PlacesOptions extends Pick<Settings, 'databaseUrl' | 'dataDir' | 'addresses'> {
  /**
   * Build the index while the app is built, so it is ready when `buildApp` returns (tests, the benchmarks); false: at
   * the first `reload`, which main.ts calls once the server listens.
   */
  buildAtStart: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    places: Places;
  }
}

/**
 * With an address service, at most this many of the index's own places (the tenant's, stations, airports, hotels the
 * text names) lead the service's addresses in the address field (docs/decisions/056-pdok-addresses.md).
 */
const placesBeforeAddresses = 5;

/**
 * The address search: an in-memory index of the places table (docs/architecture.md#address-search), each instance
 * its own read-only copy; with ADDRESS_PROVIDER=pdok the addresses come from the PDOK Locatieserver and the index
 * holds the rest (docs/decisions/056-pdok-addresses.md).
 */
export const placesPlugin = fp<PlacesOptions>(
  async (app, options) => {
    const addresses: AddressSource | null =
      options.addresses.provider === 'pdok'
        ? createAddressSource({
            provider: pdokProvider(options.addresses.url, options.addresses.timeoutMs),
            log: app.log,
          })
        : null;
    const load = async (): Promise<PlaceIndex> => {
      const started = performance.now();
      const index = await loadPlaceIndexInWorker({
        databaseUrl: options.databaseUrl,
        dataDir: options.dataDir,
        addresses: addresses === null,
      });
      const { stations, airports, hotels } = index;
      const addressCount = addresses
        ? 'addresses from the PDOK Locatieserver'
        : `${index.addresses.addressCount.toLocaleString('en-US')} addresses on ${index.addresses.streetCount.toLocaleString('en-US')} streets`;
      app.log.info(
        `Address search index: ${addressCount}, ${stations.pois.length} stations, ${airports.pois.length} airports, ` +
          `${hotels.pois.length} hotels; built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return index;
    };
    let index: PlaceIndex | undefined = options.buildAtStart ? await load() : undefined;
    const built = (): PlaceIndex => {
      if (!index) throw new PlacesNotReadyError();
      return index;
    };
    // Each tenant's own places as its configuration in force has them: indexed again when a new version brings a new
    // list (docs/decisions/044-configuration-versions.md).
    const placeIndexes = new WeakMap<object, PoiIndex>();
    const placesOf = (tenant: Tenant): PoiIndex => {
      let placeIndex = placeIndexes.get(tenant.places);
      if (!placeIndex) placeIndexes.set(tenant.places, (placeIndex = tenantPlaceIndex(tenant.places)));
      return placeIndex;
    };
    for (const tenant of app.tenants.all) placesOf(tenant);

    // What the index answered lately, shared by the callers, which only read it; an address service's answers are
    // not kept (one that failed must be asked again).
    const answers = new SearchCache<Tenant, PlaceSearchResult>();

    async function search(tenant: Tenant, query: DestinationQuery): Promise<PlaceSearchResult> {
      const origin = originOf(tenant.info.location.lat, tenant.info.location.lng);
      const current = built();
      const local = answers.answer(
        tenant,
        JSON.stringify([query.atype, query.nr, query.dbstreetprefix, query.query]),
        () => searchPlaces(current, { ...query, origin, tenantPlaces: placesOf(tenant) }),
      );
      if (!addresses || query.atype !== -1) return local;
      const places = local.suggestions.slice(0, placesBeforeAddresses);
      const found = await addresses.suggest(`${query.query} ${query.nr}`, maxSuggestions - places.length, origin);
      if (found === null)
        return {
          suggestions: places,
          msg: places.length > 0 ? searchMessages.none : searchMessages.addressesUnavailable,
        };
      const suggestions = [...places, ...found];
      return { suggestions, msg: suggestions.length > 0 ? searchMessages.none : searchMessages.noResults };
    }

    async function finder(tenant: Tenant, ids: readonly string[]): Promise<PlaceFinder> {
      const current = built();
      const tenantPlaces = placesOf(tenant);
      const resolved = new Map<string, Suggestion | null>();
      if (addresses) {
        const own = [...new Set(ids)].filter((id) => addresses.owns(id));
        await Promise.all(own.map(async (id) => resolved.set(id, await addresses.resolve(id))));
      }
      return (id) => (resolved.has(id) ? (resolved.get(id) ?? null) : findPlace(current, id, tenantPlaces));
    }

    app.decorate('places', {
      search,
      finder,
      find: async (tenant, id) => (await finder(tenant, [id]))(id),
      landmarks: (tenant) => {
        const current = built();
        return [...placesOf(tenant).pois, ...current.stations.pois, ...current.airports.pois].map(poiSuggestion);
      },
      ready: () => index !== undefined,
      async reload() {
        index = await load();
        answers.clear();
      },
      size: () => ({
        addresses: index?.addresses.addressCount ?? 0,
        streets: index?.addresses.streetCount ?? 0,
        stations: index?.stations.pois.length ?? 0,
        airports: index?.airports.pois.length ?? 0,
        hotels: index?.hotels.pois.length ?? 0,
      }),
    } satisfies Places);
  },
  { name: 'places', dependencies: ['database', 'tenants'] },
);
