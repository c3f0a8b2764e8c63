import type { PlaceRow } from '../place-row.ts';

/** The columns the importer fills, in order (`seq` numbers itself). */
export const placeColumns = [
  'source',
  'id',
  'kind',
  'name',
  'street',
  'house_number',
  'house_letter',
  'house_addition',
  'postcode',
  'city',
  'lat',
  'lng',
  'category',
  'code',
  'alt_names',
] as const;

export type PlaceValue = string | number | null;

export function placeValues(source: string, row: PlaceRow): PlaceValue[] {
  return [
    source,
    row.id,
    row.kind,
    row.name,
    row.street,
    row.houseNumber,
    row.houseLetter,
    row.houseAddition,
    row.postcode,
    row.city,
    row.lat,
    row.lng,
    row.category,
    row.code,
    row.altNames,
  ];
}

export interface ImportedSource {
  fingerprint: string;
  rows: number;
}

/** Where the importer writes: the places table and its bookkeeping, on SQLite or PostgreSQL. */
export interface PlacesStore {
  imported(): Promise<Map<string, ImportedSource>>;
  /**
   * In one transaction: the source's rows replaced by `rows`, its fingerprint recorded. Answers the
   * number of rows written, or undefined when (unless forced) another process has imported this
   * fingerprint meanwhile.
   */
  replace(
    source: string,
    fingerprint: string,
    rows: AsyncIterable<PlaceRow>,
    force: boolean,
  ): Promise<number | undefined>;
  /** A data file that is gone: its rows and record go too. */
  remove(source: string): Promise<void>;
  close(): Promise<void>;
}
