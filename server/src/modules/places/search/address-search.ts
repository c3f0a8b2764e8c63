import type { AddressIndex } from './address-index.ts';
import { parseHouseNumber, postcodeRange, type HouseNumberQuery } from './house-number.ts';
import { editsAllowed, type NameTrie } from './name-trie.ts';
import { offerNamedPlaces, type NamedPlaceLists } from './named-places.ts';
import type { PoiIndex } from './poi-index.ts';
import { parseAddressQuery, type AddressQuery, type PostcodeQuery } from './query.ts';
import { candidateKinds, scoreOf, type Best, type Origin } from './ranking.ts';
import type { TierSet } from './tier-set.ts';

/**
 * The address field (atype -1): streets, addresses, the operator's own places, and the stations,
 * airports and hotels the query names (named-places.ts). An address ranks as its street's match
 * tier × 3, plus 0 for the house number as typed, 1 for the same number with a letter or addition
 * after the typed one, 2 for the same number with another letter or addition, or a number that
 * starts with the typed digits. A street without a number ranks as its tier × 3. The written forms
 * it reads: docs/decisions/012-address-search-forms.md.
 */

export interface AddressSearch {
  query: string;
  nr: string;
  dbstreetprefix: string;
  origin: Origin | undefined;
  tenantPlaces: PoiIndex | undefined;
  /** Stations, airports and hotels, offered when the query names them. */
  places: NamedPlaceLists;
}

/** How the search went beyond its candidates, for the reply's message. */
export interface AddressOutcome {
  /** A house number was asked for that the matching streets do not have. */
  unknownHouseNumber: boolean;
  /** The postcode, when the street-level candidates are streets of one typed postcode. */
  postcode: number | undefined;
}

function matchNames(trie: NameTrie, key: string, fuzzy: boolean, into: TierSet): TierSet {
  into.clear();
  const record = (target: number, tier: number) => into.keepLowest(target, tier);
  trie.search(key, 0, record);
  if (fuzzy) trie.search(key, editsAllowed(key.length), record);
  return into;
}

/** The most words a place name has ("Nieuw en Sint Joosland"). */
const maxPlaceWords = 4;

/**
 * Streets matching the name words, narrowed to a city when one is named: after the house number, as
 * the last words ("Herestraat Groningen", tried at each split), or as the first words typed in full
 * and right ("Groningen Herestraat"). A street's tier adds its city's.
 */
function matchStreets(
  index: AddressIndex,
  words: string[],
  cityWords: string[],
  fuzzy: boolean,
  streets: TierSet,
): TierSet {
  const { streetTrie, cityTrie } = index;
  const { groupStarts, groupStreets, streetCities } = index.data;
  const { groups, cities } = index.scratch;
  streets.clear();
  const addStreets = (key: string, inCities: TierSet | undefined) => {
    matchNames(streetTrie, key, fuzzy, groups);
    for (let at = 0; at < groups.size; at++) {
      const group = groups.ids[at]!;
      const tier = groups.tierOf(group);
      for (let member = groupStarts[group]!; member < groupStarts[group + 1]!; member++) {
        const street = groupStreets[member]!;
        const cityTier = inCities ? inCities.tierOf(streetCities[street]!) : 0;
        if (cityTier >= 0) streets.keepLowest(street, tier + cityTier);
      }
    }
  };
  if (cityWords.length > 0) {
    matchNames(cityTrie, cityWords.join(''), fuzzy, cities);
    // A city we do not know narrows nothing.
    addStreets(words.join(''), cities.size > 0 ? cities : undefined);
    return streets;
  }
  addStreets(words.join(''), undefined);
  for (let split = words.length - 1; split >= Math.max(1, words.length - maxPlaceWords); split--) {
    matchNames(cityTrie, words.slice(split).join(''), fuzzy, cities);
    if (cities.size > 0) addStreets(words.slice(0, split).join(''), cities);
  }
  // A place written first is written in full, and right: "Groningen Herestraat", not "Gr Herestraat".
  const keepCity = (city: number, tier: number) => cities.keepLowest(city, tier);
  for (let split = 1; split <= Math.min(maxPlaceWords, words.length - 1); split++) {
    cities.clear();
    cityTrie.searchWhole(words.slice(0, split).join(''), keepCity);
    if (cities.size > 0) addStreets(words.slice(split).join(''), cities);
  }
  return streets;
}

/** Offers the addresses of `street` that match the typed number, best first; returns how many matched. */
function offerNumbers(
  index: AddressIndex,
  street: number,
  wanted: HouseNumberQuery,
  rank: number,
  km: number,
  best: Best,
): number {
  const { numbers, suffixIndexes, compactSuffixes, streetStarts } = index.data;
  const end = streetStarts[street + 1]!;
  let matched = 0;
  for (
    let address = index.firstWithNumber(street, wanted.number);
    address < end && numbers[address] === wanted.number;
    address++
  ) {
    matched++;
    best.offer(
      scoreOf(rank + suffixRank(compactSuffixes[suffixIndexes[address]!]!, wanted.suffix), km),
      address,
      candidateKinds.address,
      address,
    );
  }
  if (wanted.suffix !== '' || wanted.number === 0) return matched;
  // Still typing: 1 → 10–19, 100–199, … (BAG numbers have at most five digits).
  for (let scale = 10; wanted.number * scale < 100_000; scale *= 10) {
    const high = (wanted.number + 1) * scale;
    for (
      let address = index.firstWithNumber(street, wanted.number * scale);
      address < end && numbers[address]! < high;
      address++
    ) {
      matched++;
      const score = scoreOf(rank + 2, km);
      if (!best.wouldKeep(score, address)) return matched;
      best.offer(score, address, candidateKinds.address, address);
    }
  }
  return matched;
}

/** Same number: 0 with the typed letter and addition, 1 with more after them ("12" → 12A), else 2 (no 12A: 12). */
function suffixRank(suffix: string, wanted: string): number {
  if (suffix === wanted) return 0;
  return suffix.startsWith(wanted) ? 1 : 2;
}

function numberRank(index: AddressIndex, address: number, wanted: HouseNumberQuery): number {
  const number = index.data.numbers[address]!;
  if (number === wanted.number)
    return suffixRank(index.data.compactSuffixes[index.data.suffixIndexes[address]!]!, wanted.suffix);
  return wanted.suffix === '' && wanted.number > 0 && String(number).startsWith(wanted.digits) ? 2 : -1;
}

/** A street of the postcode that the typed street name does not name ranks after every named one. */
const unnamedInPostcodeRank = 24 * 3;

/**
 * "9711LV", "9711 lv 12", "9711": the addresses of that postcode, or its streets. With `named` (the
 * streets a street name typed with the postcode matches), those rank by their match, the postcode's
 * other streets after them; `named` in the reply says whether one of the named streets was offered.
 */
function searchPostcode(
  index: AddressIndex,
  query: PostcodeQuery & { houseNumber: HouseNumberQuery | undefined },
  origin: Origin | undefined,
  best: Best,
  named?: TierSet,
): AddressOutcome & { named: boolean } {
  const { first, last } = postcodeRange(query.digits, query.letters);
  const { postcodeOrder, postcodes, streetStarts } = index.data;
  const distances = index.streetDistances(origin);
  const wholePostcode = query.letters.length === 2;
  let street = -1;
  let nameRank = 0;
  let offeredNamed = false;
  for (let position = index.firstWithPostcode(first); position < postcodeOrder.length; position++) {
    const address = postcodeOrder[position]!;
    if (postcodes[address]! > last) break;
    if (street < 0 || address < streetStarts[street]! || address >= streetStarts[street + 1]!) {
      street = index.streetOf(address);
      const tier = named ? named.tierOf(street) : 0;
      nameRank = tier >= 0 ? tier * 3 : unnamedInPostcodeRank;
      if (!query.houseNumber) {
        best.offer(
          scoreOf(nameRank, distances[street]!),
          street,
          wholePostcode ? candidateKinds.streetInPostcode : candidateKinds.street,
          street,
        );
        offeredNamed ||= tier >= 0;
      }
    }
    if (query.houseNumber) {
      const rank = numberRank(index, address, query.houseNumber);
      if (rank >= 0) {
        best.offer(scoreOf(nameRank + rank, distances[street]!), address, candidateKinds.address, address);
        offeredNamed ||= nameRank !== unnamedInPostcodeRank;
      }
    } else if (wholePostcode) {
      best.offer(scoreOf(nameRank + 1, distances[street]!), address, candidateKinds.address, address);
    }
  }
  return {
    unknownHouseNumber: query.houseNumber !== undefined && best.count === 0,
    postcode: wholePostcode ? first : undefined,
    named: offeredNamed,
  };
}

function offerStreets(streets: TierSet, distances: Float32Array, best: Best, maxTier = Infinity): void {
  for (let at = 0; at < streets.size; at++) {
    const street = streets.ids[at]!;
    const tier = streets.tierOf(street);
    if (tier <= maxTier) best.offer(scoreOf(tier * 3, distances[street]!), street, candidateKinds.street, street);
  }
}

/**
 * The other reading of "Horst 32 28" (see AddressQuery): the addresses numbered 28 on a street named
 * "Horst 32", ranked as any address; nothing else, as the usual reading offers the streets.
 */
function offerNumberInName(
  index: AddressIndex,
  query: Extract<AddressQuery, { kind: 'name' }>,
  origin: Origin | undefined,
  fuzzy: boolean,
  best: Best,
): { matched: number; namedExactly: boolean } {
  if (!query.numberInName) return { matched: 0, namedExactly: false };
  const { words, houseNumber, cityWords } = query.numberInName;
  const streets = matchStreets(index, words, cityWords, fuzzy, index.scratch.otherStreets);
  if (query.postcode) {
    const inPostcode = searchPostcode(index, { ...query.postcode, houseNumber }, origin, best, streets);
    return { matched: inPostcode.named ? 1 : 0, namedExactly: inPostcode.named && streets.lowest() === 0 };
  }
  const distances = index.streetDistances(origin);
  let matched = 0;
  for (let at = 0; at < streets.size; at++) {
    const street = streets.ids[at]!;
    const rank = streets.tierOf(street) * 3;
    if (best.wouldKeep(scoreOf(rank, distances[street]!), index.data.streetStarts[street]!))
      matched += offerNumbers(index, street, houseNumber, rank, distances[street]!, best);
  }
  return { matched, namedExactly: matched > 0 && streets.lowest() === 0 };
}

/** The search went as far as it should: something was named exactly, so typing mistakes need not be looked for. */
type NamedOutcome = AddressOutcome & { namedExactly: boolean };

/**
 * A street and a house number: its addresses; streets without that number say so. With a postcode
 * typed after the street, the addresses of that postcode whose street the name matches come first;
 * when the name matches none of its streets, the postcode's addresses follow those the name finds.
 */
function searchNamed(
  index: AddressIndex,
  query: Extract<AddressQuery, { kind: 'name' }>,
  search: AddressSearch,
  fuzzy: boolean,
  best: Best,
): NamedOutcome {
  const distances = index.streetDistances(search.origin);
  const inName = offerNumberInName(index, query, search.origin, fuzzy, best);
  const streets = matchStreets(index, query.words, query.cityWords, fuzzy, index.scratch.streets);
  const namedExactly = streets.lowest() === 0 || inName.namedExactly;
  const wanted = query.houseNumber;
  if (query.postcode) {
    const inPostcode = searchPostcode(index, { ...query.postcode, houseNumber: wanted }, search.origin, best, streets);
    if (inPostcode.named || inName.matched > 0 || best.count >= best.size)
      return { ...inPostcode, unknownHouseNumber: false, namedExactly: inPostcode.named || inName.namedExactly };
  }
  if (!wanted) {
    offerStreets(streets, distances, best);
    search.tenantPlaces?.search([...query.words, ...query.cityWords].join(' '), search.origin, best);
    const placeNamed = query.postcode
      ? false
      : offerNamedPlaces(search.places, [...query.words, ...query.cityWords], search.origin, fuzzy, best);
    return { unknownHouseNumber: false, postcode: undefined, namedExactly: namedExactly || placeNamed };
  }
  const { streetStarts } = index.data;
  let matched = 0;
  for (let at = 0; at < streets.size; at++) {
    const street = streets.ids[at]!;
    const rank = streets.tierOf(street) * 3;
    // Its best address could not make the list: skip the number lookup.
    if (!best.wouldKeep(scoreOf(rank, distances[street]!), streetStarts[street]!)) continue;
    matched += offerNumbers(index, street, wanted, rank, distances[street]!, best);
  }
  if (matched + inName.matched > 0) return { unknownHouseNumber: false, postcode: undefined, namedExactly };
  if (query.numberFromQuery) {
    // "Plein 1944": the number may belong to the name.
    const named = matchStreets(
      index,
      [...query.words, wanted.digits + wanted.suffix.toLowerCase(), ...query.cityWords],
      [],
      fuzzy,
      index.scratch.otherStreets,
    );
    const before = best.count;
    offerStreets(named, distances, best, 1);
    if (best.count > before) return { unknownHouseNumber: false, postcode: undefined, namedExactly };
  }
  offerStreets(streets, distances, best);
  return { unknownHouseNumber: streets.size > 0, postcode: undefined, namedExactly };
}

export function searchAddressField(index: AddressIndex, search: AddressSearch, best: Best): AddressOutcome {
  if (search.dbstreetprefix !== '') {
    // The customer picked a street and now types its house number (docs/decisions/008-dbstreetprefix.md).
    const wanted = parseHouseNumber(search.nr.trim() === '' ? search.query : search.nr);
    if (wanted) {
      const street = index.streetById(search.dbstreetprefix);
      if (street !== undefined) offerNumbers(index, street, wanted, 0, 0, best);
      return { unknownHouseNumber: street !== undefined && best.count === 0, postcode: undefined };
    }
  }
  const query = parseAddressQuery(search.query, search.nr);
  if (query.kind === 'postcode') return searchPostcode(index, query, search.origin, best);
  // Typing mistakes are looked for only when the query as typed names no street exactly and leaves
  // room in the list: a customer who typed "Herestraat" right has no use for "Heerestraat".
  const outcome = searchNamed(index, query, search, false, best);
  if (best.count >= best.size || outcome.namedExactly) return outcome;
  best.clear();
  return searchNamed(index, query, search, true, best);
}
