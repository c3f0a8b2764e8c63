import type { Atype, Suggestion } from '#common/contracts/destinations.ts';
import type { AddressIndex } from './address-index.ts';
import { searchAddressField, type AddressOutcome } from './address-search.ts';
import type { PoiIndex } from './poi-index.ts';
import { Best, candidateKinds, type Origin } from './ranking.ts';
import { addressSuggestion, poiSuggestion, streetSuggestion } from './suggestions.ts';

/** docs/reference/api.md#suggestion: at most this many suggestions. */
export const maxSuggestions = 10;

/** Translation keys of the reply's `msg`; the SPA shows them. */
export const searchMessages = {
  none: '',
  noResults: 'noResults',
  /** Only streets matched: pick one and add a house number. */
  addHouseNumber: 'addHouseNumber',
  /** The street matched but has no such house number. */
  unknownHouseNumber: 'unknownHouseNumber',
  /** The address service does not answer now: its addresses are missing (docs/decisions/056-pdok-addresses.md). */
  addressesUnavailable: 'addressSearchUnavailable',
} as const;
export type SearchMessage = (typeof searchMessages)[keyof typeof searchMessages];

/** The searchable places: built once from the places table, read-only afterwards. */
export interface PlaceIndex {
  addresses: AddressIndex;
  airports: PoiIndex;
  stations: PoiIndex;
  hotels: PoiIndex;
}

export interface PlaceSearch {
  atype: Atype;
  query: string;
  nr: string;
  dbstreetprefix: string;
  /** The operator's location; undefined when it has none (distance does not rank). */
  origin: Origin | undefined;
  /** The operator's own places (hospitals, venues), offered in the address field. */
  tenantPlaces: PoiIndex | undefined;
}

export interface PlaceSearchResult {
  suggestions: Suggestion[];
  msg: SearchMessage;
}

function poisOfType(index: PlaceIndex, atype: Exclude<Atype, -1>): PoiIndex {
  if (atype === 1) return index.airports;
  return atype === 2 ? index.stations : index.hotels;
}

/** Reused by every search: searches run one at a time, and this is one allocation less per keystroke. */
const best = new Best(maxSuggestions);

export function searchPlaces(index: PlaceIndex, search: PlaceSearch): PlaceSearchResult {
  best.clear();
  let outcome: AddressOutcome = { unknownHouseNumber: false, postcode: undefined };
  let pois: PoiIndex | undefined;
  if (search.atype === -1) {
    pois = search.tenantPlaces;
    outcome = searchAddressField(index.addresses, { ...search, places: index }, best);
  } else {
    pois = poisOfType(index, search.atype);
    pois.search(search.query, search.origin, best);
  }
  const suggestions = best.entries().map(({ kind, index: at }) => {
    switch (kind) {
      case candidateKinds.address:
        return addressSuggestion(index.addresses, at);
      case candidateKinds.poi:
        return poiSuggestion(pois!.pois[at]!);
      case candidateKinds.station:
        return poiSuggestion(index.stations.pois[at]!);
      case candidateKinds.airport:
        return poiSuggestion(index.airports.pois[at]!);
      case candidateKinds.hotel:
        return poiSuggestion(index.hotels.pois[at]!);
      default:
        return streetSuggestion(
          index.addresses,
          at,
          kind === candidateKinds.streetInPostcode ? outcome.postcode : undefined,
        );
    }
  });
  return { suggestions, msg: messageFor(suggestions, outcome) };
}

/**
 * The bookable place a suggestion id stands for, as the search offers it; null for an unknown id and for a
 * street (`st:…`), which is not bookable. The server's own record: the ids the browser sends only point at it.
 */
export function findPlace(index: PlaceIndex, id: string, tenantPlaces: PoiIndex | undefined): Suggestion | null {
  if (id.startsWith('a:')) {
    const address = index.addresses.findAddress(id);
    return address === undefined ? null : addressSuggestion(index.addresses, address);
  }
  for (const pois of [tenantPlaces, index.stations, index.airports, index.hotels]) {
    const poi = pois?.find(id);
    if (poi) return poiSuggestion(poi);
  }
  return null;
}

function messageFor(suggestions: Suggestion[], outcome: AddressOutcome): SearchMessage {
  if (suggestions.length === 0)
    return outcome.unknownHouseNumber ? searchMessages.unknownHouseNumber : searchMessages.noResults;
  if (suggestions.some((suggestion) => suggestion.bookable)) return searchMessages.none;
  return outcome.unknownHouseNumber ? searchMessages.unknownHouseNumber : searchMessages.addHouseNumber;
}
