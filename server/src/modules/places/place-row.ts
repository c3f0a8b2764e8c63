import type { PlacesTable } from '../../db/tables.ts';

/** What the places table holds and what the search index is built from: one bookable thing per row. */

export type PlaceKind = 'address' | 'station' | 'airport' | 'hotel' | 'place' | 'postcode';

/** A row of the places table as the code names its columns (the table's comments say what each holds). */
export interface PlaceRow extends Pick<
  PlacesTable,
  'id' | 'name' | 'street' | 'postcode' | 'city' | 'lat' | 'lng' | 'category' | 'code'
> {
  kind: PlaceKind;
  houseNumber: number | null;
  houseLetter: string;
  houseAddition: string;
  altNames: string;
}

export const altNameSeparator = '|';
