import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  addressRows,
  airportRows,
  hotelRows,
  placeRows,
  postcodeRows,
  stationRows,
  type RowParser,
} from './parsers.ts';

/**
 * Raised whenever what the importer writes for the same file changes, so that every installation
 * imports again at its next start.
 */
const importFormat = 1;

/** One data file and how to read it; `name` is its path under the data folder, the key in `imports`. */
export interface PlaceSource {
  name: string;
  file: string;
  parse: RowParser;
}

/**
 * The shipped address files are one per province; an operator may add provinces by dropping their file in, or
 * name other files instead (`findSources`).
 */
const addressFolder = 'addresses/provinces';

/** Whether a source (by its name) is an address file. */
export const isAddressSource = (name: string): boolean => name.startsWith(`${addressFolder}/`);

const fixedSources: Array<{ name: string; parse: RowParser }> = [
  { name: 'stations/stations-nl-2017-01.csv', parse: stationRows },
  { name: 'airports/airports-nl-nearby.csv', parse: airportRows },
  { name: 'hotels/hotels-nl-geonames.csv', parse: hotelRows },
  { name: 'places/places-nl-geonames.csv', parse: placeRows },
  { name: 'postcodes/geonames-postalcodes-NL.txt', parse: postcodeRows },
];

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** What the importer reads as addresses: BAG's columns, plain, gzip or zstd. */
const addressFileName = /\.csv(\.gz|\.zst)?$/;

/**
 * The data files present under `dataDir`. `addresses/gemeente-groningen.csv.gz` is left out: its rows
 * are a part of the Groningen province file. `addressFiles` (the setting `ADDRESS_FILES`), when given,
 * take the place of the province files: the national extract, say, named `addresses/<file name>`. Without
 * `addresses`, no address file is found.
 */
export async function findSources(
  dataDir: string,
  { addresses = true, addressFiles = [] }: { addresses?: boolean; addressFiles?: readonly string[] } = {},
): Promise<PlaceSource[]> {
  const sources: PlaceSource[] = [];
  // With an address service (ADDRESS_PROVIDER=pdok) no address file is imported.
  if (addresses && addressFiles.length > 0) {
    for (const file of addressFiles) {
      const name = `addresses/${path.basename(file)}`;
      if (!addressFileName.test(file)) throw new Error(`${file}: an address file ends in .csv, .csv.gz or .csv.zst`);
      if (sources.some((source) => source.name === name))
        throw new Error(`${file}: two address files are called ${path.basename(file)}`);
      if (!(await exists(file))) throw new Error(`${file}: no such address file`);
      sources.push({ name, file: path.resolve(file), parse: addressRows });
    }
  } else if (addresses) {
    const provinceFiles = await readdir(path.join(dataDir, addressFolder)).catch(() => []);
    for (const fileName of provinceFiles.filter((name) => addressFileName.test(name)).sort()) {
      const name = `${addressFolder}/${fileName}`;
      sources.push({ name, file: path.join(dataDir, name), parse: addressRows });
    }
  }
  for (const { name, parse } of fixedSources) {
    const file = path.join(dataDir, name);
    if (await exists(file)) sources.push({ name, file, parse });
  }
  return sources;
}

/** What a file's rows depend on: its bytes and the importer's format. */
export async function fingerprintOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`format ${importFormat}\n`);
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
