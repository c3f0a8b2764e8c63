import { addressId, designationSuffix, postcodeCode } from '../search/house-number.ts';
import { AddressKeys } from './address-keys.ts';
import { altNameSeparator, type PlaceRow } from '../place-row.ts';
import { readLines } from './read-lines.ts';
import { columnsOf, splitFields } from './split-fields.ts';

/** Rows a file had that are not imported: malformed, or the same place twice. */
export interface Skipped {
  count: number;
}

export type RowParser = (file: string, skipped: Skipped) => AsyncGenerator<PlaceRow>;

function placeRow(fields: Pick<PlaceRow, 'id' | 'kind' | 'lat' | 'lng'> & Partial<PlaceRow>): PlaceRow {
  return {
    name: '',
    street: '',
    houseNumber: null,
    houseLetter: '',
    houseAddition: '',
    postcode: '',
    city: '',
    category: '',
    code: '',
    altNames: '',
    ...fields,
  };
}

const validCoordinates = (lat: number, lng: number) =>
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180 &&
  !(lat === 0 && lng === 0);

/** Other names, without the name itself and without repeats. */
function altNames(name: string, others: string[]): string {
  const seen = new Set([name]);
  return others
    .map((other) => other.trim().replaceAll(altNameSeparator, ' '))
    .filter((other) => other !== '' && !seen.has(other) && seen.add(other))
    .join(altNameSeparator);
}

/** Whether a row's place came before in the same file; records it when not. */
type RepeatCheck = (row: PlaceRow) => boolean;

function idSet(): RepeatCheck {
  const seen = new Set<string>();
  return (row) => seen.has(row.id) || (seen.add(row.id), false);
}

/** Rows of a delimited file with a header, each mapped by `toRow` (undefined: skip it). */
async function* delimitedRows<Name extends string>(
  file: string,
  delimiter: string,
  columns: readonly Name[],
  skipped: Skipped,
  toRow: (field: (name: Name) => string) => PlaceRow | undefined,
  isRepeat: RepeatCheck = idSet(),
): AsyncGenerator<PlaceRow> {
  let positions: Record<Name, number> | undefined;
  for await (const line of readLines(file)) {
    if (!positions) {
      positions = columnsOf(line, delimiter, columns, file);
      continue;
    }
    if (line === '') continue;
    const fields = splitFields(line, delimiter);
    const row = toRow((name) => (fields[positions![name]] ?? '').trim());
    if (!row || isRepeat(row)) {
      skipped.count++;
      continue;
    }
    yield row;
  }
}

/** BAG addresses (`straat;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;…;lat;lon`). */
export const addressRows: RowParser = (file, skipped) => {
  const keys = new AddressKeys();
  return delimitedRows(
    file,
    ';',
    ['straat', 'huisnummer', 'huisletter', 'huisnummertoevoeging', 'postcode', 'woonplaats', 'lat', 'lon'],
    skipped,
    (field) => {
      const houseNumber = Number(field('huisnummer'));
      const postcode = field('postcode').replace(' ', '').toUpperCase();
      const lat = Number(field('lat'));
      const lng = Number(field('lon'));
      const street = field('straat');
      if (
        !Number.isInteger(houseNumber) ||
        houseNumber <= 0 ||
        postcodeCode(postcode) < 0 ||
        !validCoordinates(lat, lng) ||
        street === ''
      )
        return undefined;
      const houseLetter = field('huisletter').toUpperCase();
      const houseAddition = field('huisnummertoevoeging').toUpperCase();
      return placeRow({
        id: addressId(postcode, houseNumber, designationSuffix(houseLetter, houseAddition)),
        kind: 'address',
        street,
        houseNumber,
        houseLetter,
        houseAddition,
        postcode,
        city: field('woonplaats'),
        lat,
        lng,
      });
    },
    (row) =>
      keys.addedBefore(row.postcode, row.houseNumber!, designationSuffix(row.houseLetter, row.houseAddition), row.id),
  );
};

/** NS stations (Rijden de Treinen, 2017) with their station codes. */
export const stationRows: RowParser = (file, skipped) =>
  delimitedRows(file, ',', ['code', 'naam', 'middel_naam', 'korte_naam', 'geo_lat', 'geo_lng'], skipped, (field) => {
    const code = field('code').toUpperCase();
    const lat = Number(field('geo_lat'));
    const lng = Number(field('geo_lng'));
    if (code === '' || field('naam') === '' || !validCoordinates(lat, lng)) return undefined;
    return placeRow({
      id: `s:${code}`,
      kind: 'station',
      name: field('naam'),
      altNames: altNames(field('naam'), [field('middel_naam'), field('korte_naam')]),
      category: 'NS',
      code,
      lat,
      lng,
    });
  });

/** Airports with an IATA code (OurAirports). */
export const airportRows: RowParser = (file, skipped) =>
  delimitedRows(file, ',', ['iata', 'icao', 'name', 'municipality', 'lat', 'lon'], skipped, (field) => {
    const code = field('iata').toUpperCase();
    const lat = Number(field('lat'));
    const lng = Number(field('lon'));
    if (!/^[A-Z]{3}$/.test(code) || field('name') === '' || !validCoordinates(lat, lng)) return undefined;
    return placeRow({
      id: `l:${code}`,
      kind: 'airport',
      name: field('name'),
      city: field('municipality'),
      altNames: altNames(code, [field('icao')]),
      category: 'LH',
      code,
      lat,
      lng,
    });
  });

const geonamesColumns = ['geonameid', 'name', 'asciiname', 'lat', 'lon', 'municipality', 'alternatenames'] as const;

function geonamesRow(kind: 'hotel' | 'place', prefix: string, category: string): RowParser {
  return (file, skipped) =>
    delimitedRows(file, ',', geonamesColumns, skipped, (field) => {
      const lat = Number(field('lat'));
      const lng = Number(field('lon'));
      if (!/^\d+$/.test(field('geonameid')) || field('name') === '' || !validCoordinates(lat, lng)) return undefined;
      return placeRow({
        id: `${prefix}:${field('geonameid')}`,
        kind,
        name: field('name'),
        city: field('municipality'),
        altNames: altNames(field('name'), [field('asciiname'), ...field('alternatenames').split(',')]),
        category,
        code: field('geonameid'),
        lat,
        lng,
      });
    });
}

/** Hotels (GeoNames HTL): name and place, no street address. */
export const hotelRows = geonamesRow('hotel', 'h', 'HO');

/** Populated places (GeoNames class P). */
export const placeRows = geonamesRow('place', 'p', '');

/** 4-digit postcode centroids (GeoNames postal codes, tab-separated, no header); one row per postcode. */
export const postcodeRows: RowParser = async function* (file, skipped) {
  const seen = new Set<string>();
  for await (const line of readLines(file)) {
    if (line === '') continue;
    const fields = line.split('\t');
    const postcode = fields[1] ?? '';
    const lat = Number(fields[9]);
    const lng = Number(fields[10]);
    if (!/^[1-9]\d{3}$/.test(postcode) || !validCoordinates(lat, lng) || seen.has(postcode)) {
      skipped.count++;
      continue;
    }
    seen.add(postcode);
    yield placeRow({
      id: `pc:${postcode}`,
      kind: 'postcode',
      name: fields[2] ?? '',
      postcode,
      city: fields[5] || (fields[2] ?? ''),
      code: postcode,
      lat,
      lng,
    });
  }
};
