/** What the places table holds and what the search index is built from: one bookable thing per row. */

export type PlaceKind = 'address' | 'station' | 'airport' | 'hotel' | 'place' | 'postcode';

export interface PlaceRow {
  /** Stable across imports and restarts; the suggestion id (`a:9711LV-12A`, `s:gn`, `l:AMS`, `h:6463124`). */
  id: string;
  kind: PlaceKind;
  /** Station, airport, hotel or place name; '' for an address. */
  name: string;
  street: string;
  /** Addresses only. */
  houseNumber: number | null;
  houseLetter: string;
  houseAddition: string;
  /** "9711LV" (addresses), "9711" (postcode centroids), else ''. */
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  /** docs/reference/api.md#suggestion category code: LH airport, NS station, HO hotel; '' otherwise. */
  category: string;
  /** NS station code, IATA code, GeoNames id. */
  code: string;
  /** Other names it is known by, separated by `|` (short station names, ICAO code, GeoNames alternate names). */
  altNames: string;
}

export const altNameSeparator = '|';
