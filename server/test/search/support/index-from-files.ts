import path from 'node:path';
import type { Skipped } from '../../../src/modules/places/import/parsers.ts';
import { findSources } from '../../../src/modules/places/import/sources.ts';
import { PlaceIndexBuilder } from '../../../src/modules/places/search/place-index-builder.ts';
import type { PlaceIndex } from '../../../src/modules/places/search/search.ts';
import { tenantPlaceIndex } from '../../../src/modules/places/search/tenant-places.ts';

/** The search index straight from the data files, as an import followed by a start would build it. */
export async function indexFromFiles(dataDir: string): Promise<PlaceIndex> {
  const builder = new PlaceIndexBuilder();
  const skipped: Skipped = { count: 0 };
  for (const source of await findSources(dataDir)) {
    for await (const row of source.parse(source.file, skipped)) builder.add(row);
  }
  return builder.finish();
}

/**
 * The index of the test data: a few real streets (Groningen, Haren, Noordlaren, Meppel, Bruinisse, Westdorpe),
 * stations, airports and hotels (server/test/fixtures/open-data).
 */
export const fixtureIndex = () => indexFromFiles(path.join(import.meta.dirname, '../../fixtures/open-data'));

/** A tenant's own place, as the demo tenant has it (config/tenants/demo.json): the UMCG hospital. */
export const hospitals = tenantPlaceIndex([
  {
    name: 'UMCG',
    category: 'ZH',
    lat: 53.22101287,
    lng: 6.5770859,
    street: 'Hanzeplein',
    nr: '1',
    postcode: '9713 GZ',
    city: 'Groningen',
  },
]);
