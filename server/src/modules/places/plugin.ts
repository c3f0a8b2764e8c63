import fp from 'fastify-plugin';
import type { Suggestion } from '#common/contracts/destinations.ts';
import type { Settings } from '../../config.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { loadPlaceIndexInWorker } from './load-index.ts';
import { SearchCache } from './search-cache.ts';
import type { PoiIndex } from './search/poi-index.ts';
import { originOf } from './search/ranking.ts';
import { findPlace, searchPlaces, type PlaceIndex, type PlaceSearch, type PlaceSearchResult } from './search/search.ts';
import { tenantPlaceIndex } from './search/tenant-places.ts';
import { poiSuggestion } from './search/suggestions.ts';

export type DestinationQuery = Pick<PlaceSearch, 'atype' | 'query' | 'nr' | 'dbstreetprefix'>;

export interface Places {
  /**
   * Suggestions for one keystroke in an address field of this tenant's trip screen; a query asked lately is answered
   * from a cache (search-cache.ts), the same object each time: read it, never change it.
   */
  search(tenant: Tenant, query: DestinationQuery): PlaceSearchResult;
  /**
   * The bookable place a suggestion id stands for, exactly as the search offers it (this tenant's own places
   * included); null for an unknown id or a street. A map look-up, or a binary search over the postcodes.
   */
  find(tenant: Tenant, id: string): Suggestion | null;
  /**
   * The airports, the stations and this tenant's own places, for the tariff preview's sample grid
   * (docs/decisions/042-tariff-routing-holidays.md); no other tenant's places.
   */
  landmarks(tenant: Tenant): Suggestion[];
  /** Builds the index anew from the places table (after an import) and swaps it in. */
  reload(): Promise<void>;
  /** How much the index in use holds, for the metrics (docs/operations.md#metrics). */
  size(): PlaceIndexSize;
}

export interface PlaceIndexSize {
  addresses: number;
  streets: number;
  stations: number;
  airports: number;
  hotels: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    places: Places;
  }
}

/**
 * The address search: an in-memory index of the places table, built at start (docs/architecture.md#address-search).
 * Each instance holds its own read-only copy.
 */
export const placesPlugin = fp<Pick<Settings, 'databaseUrl' | 'dataDir'>>(
  async (app, settings) => {
    const load = async (): Promise<PlaceIndex> => {
      const started = performance.now();
      const index = await loadPlaceIndexInWorker(settings);
      const { addresses, stations, airports, hotels } = index;
      app.log.info(
        `Address search index: ${addresses.addressCount.toLocaleString('en-US')} addresses on ${addresses.streetCount.toLocaleString('en-US')} streets, ` +
          `${stations.pois.length} stations, ${airports.pois.length} airports, ${hotels.pois.length} hotels; built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return index;
    };
    let index = await load();
    // Each tenant's own places as its configuration in force has them: indexed again when a new version brings a new
    // list (docs/decisions/044-configuration-versions.md).
    const placeIndexes = new WeakMap<object, PoiIndex>();
    const placesOf = (tenant: Tenant): PoiIndex => {
      let placeIndex = placeIndexes.get(tenant.places);
      if (!placeIndex) placeIndexes.set(tenant.places, (placeIndex = tenantPlaceIndex(tenant.places)));
      return placeIndex;
    };
    for (const tenant of app.tenants.all) placesOf(tenant);

    // Shared by the callers, which only read them.
    const answers = new SearchCache<Tenant, PlaceSearchResult>();

    app.decorate('places', {
      search: (tenant, query) =>
        answers.answer(tenant, JSON.stringify([query.atype, query.nr, query.dbstreetprefix, query.query]), () =>
          searchPlaces(index, {
            ...query,
            origin: originOf(tenant.info.location.lat, tenant.info.location.lng),
            tenantPlaces: placesOf(tenant),
          }),
        ),
      find: (tenant, id) => findPlace(index, id, placesOf(tenant)),
      landmarks: (tenant) =>
        [...placesOf(tenant).pois, ...index.stations.pois, ...index.airports.pois].map(poiSuggestion),
      async reload() {
        index = await load();
        answers.clear();
      },
      size: () => ({
        addresses: index.addresses.addressCount,
        streets: index.addresses.streetCount,
        stations: index.stations.pois.length,
        airports: index.airports.pois.length,
        hotels: index.hotels.pois.length,
      }),
    } satisfies Places);
  },
  { name: 'places', dependencies: ['database', 'tenants'] },
);
