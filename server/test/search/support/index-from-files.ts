import type { Skipped } from '../../../src/modules/places/import/parsers.ts';
import { findSources } from '../../../src/modules/places/import/sources.ts';
import { PlaceIndexBuilder } from '../../../src/modules/places/search/place-index-builder.ts';
import type { PlaceIndex } from '../../../src/modules/places/search/search.ts';

/** The search index straight from the data files, as an import followed by a start would build it. */
export async function indexFromFiles(dataDir: string): Promise<PlaceIndex> {
  const builder = new PlaceIndexBuilder();
  const skipped: Skipped = { count: 0 };
  for (const source of await findSources(dataDir)) {
    for await (const row of source.parse(source.file, skipped)) builder.add(row);
  }
  return builder.finish();
}
