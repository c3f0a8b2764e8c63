import { editsAllowed, keyKindCodes, tiersPerEdit, typedToEnd } from './name-trie.ts';
import type { PoiIndex } from './poi-index.ts';
import { candidateKinds, distanceKm, scoreOf, type Best, type CandidateKind, type Origin } from './ranking.ts';

/**
 * Stations, airports and hotels in the address field (docs/decisions/012-address-search-forms.md):
 * offered when the query names them, ranked among the streets on the scale address ranks use
 * (tier × 3), so "Schiphol" offers the airport before Schipholstraat and "station Groningen" the
 * station before Stationsweg.
 */

export interface NamedPlaceLists {
  stations: PoiIndex;
  airports: PoiIndex;
  hotels: PoiIndex;
}

type PlaceKind = 'station' | 'airport' | 'hotel';

/** Words that say which kind of place is meant: "station Groningen", "schiphol airport", "hotel de Doelen". */
const kindWords: ReadonlyMap<string, PlaceKind> = new Map([
  ['station', 'station'],
  ['treinstation', 'station'],
  ['airport', 'airport'],
  ['luchthaven', 'airport'],
  ['vliegveld', 'airport'],
  ['vlieghaven', 'airport'],
  ['hotel', 'hotel'],
]);

/**
 * "Stationsplein Groningen" names a street, and the station that is nearly always on it: the
 * station of the named place follows the street.
 */
const nearKindWords: ReadonlyMap<string, PlaceKind> = new Map([['stationsplein', 'station']]);

/** Ranks below every street (ranks from 0): a place of the kind the query asks for comes first. */
const askedForRank = -4 * 3;
/** After a street named exactly (rank 0), level with a street the query only starts. */
const nearRank = 3;

const lists: Array<{ kind: PlaceKind; candidate: CandidateKind; of: (lists: NamedPlaceLists) => PoiIndex }> = [
  { kind: 'station', candidate: candidateKinds.station, of: (places) => places.stations },
  { kind: 'airport', candidate: candidateKinds.airport, of: (places) => places.airports },
  { kind: 'hotel', candidate: candidateKinds.hotel, of: (places) => places.hotels },
];

/**
 * A place named without a hint of its kind ranks as a street would, except that a station or airport
 * named by a later word typed in full ("Schiphol", "Europapark") counts as named exactly: those words
 * are what travellers call them. Codes (NS, IATA) and the place a hotel is in count only for the
 * station, airport or hotel field, or when the kind is asked for.
 */
function unaskedRank(kind: PlaceKind, tier: number, keyKind: number): number | undefined {
  if (keyKind === keyKindCodes.code || keyKind === keyKindCodes.place) return undefined;
  const edits = Math.floor(tier / tiersPerEdit);
  const within = tier % tiersPerEdit;
  const promoted = kind !== 'hotel' && keyKind === keyKindCodes.tail && typedToEnd(tier) ? 0 : within;
  return (edits * tiersPerEdit + promoted) * 3;
}

/**
 * Offers the stations, airports and hotels that the words name to `best`; returns whether one was
 * named exactly (then typing mistakes need not be looked for).
 */
export function offerNamedPlaces(places: NamedPlaceLists, words: string[], origin: Origin | undefined, fuzzy: boolean, best: Best): boolean {
  const asked = new Set<PlaceKind>();
  const near = new Set<PlaceKind>();
  for (const word of words) {
    const kind = kindWords.get(word);
    if (kind) asked.add(kind);
    const nearKind = nearKindWords.get(word);
    if (nearKind) near.add(nearKind);
  }
  const nameWords = words.filter((word) => !kindWords.has(word) && !nearKindWords.has(word));
  let namedExactly = false;
  for (const { kind, candidate, of } of lists) {
    const pois = of(places);
    const distance = (target: number) => (origin ? distanceKm(origin, pois.pois[target]!.lat, pois.pois[target]!.lng) : 0);
    if (asked.has(kind) && nameWords.length === 0) {
      // "station": the nearest stations.
      for (let target = 0; target < pois.pois.length; target++) best.offer(scoreOf(askedForRank, distance(target)), target, candidate, target);
      namedExactly = true;
      continue;
    }
    if (near.has(kind) && nameWords.length === 0) continue;
    const ranks = new Map<number, number>();
    const keep = (target: number, rank: number | undefined) => {
      if (rank === undefined) return;
      const known = ranks.get(target);
      if (known === undefined || rank < known) ranks.set(target, rank);
    };
    const rankOf = (tier: number, keyKind: number): number | undefined => {
      if (asked.has(kind)) return askedForRank + tier * 3;
      if (near.has(kind)) return keyKind === keyKindCodes.code ? undefined : nearRank + tier * 3;
      return unaskedRank(kind, tier, keyKind);
    };
    const search = (key: string) => {
      const report = (target: number, tier: number, keyKind: number) => keep(target, rankOf(tier, keyKind));
      pois.match(key, 0, report);
      if (fuzzy) pois.match(key, editsAllowed(key.length), report);
    };
    const hinted = asked.has(kind) || near.has(kind);
    search((hinted ? nameWords : words).join(''));
    // A hotel's kind word is often part of its name: "Hotel de Doelen" is found by its whole name too.
    if (hinted && nameWords.length < words.length) search(words.join(''));
    for (const [target, rank] of ranks) {
      namedExactly ||= rank <= 0;
      best.offer(scoreOf(rank, distance(target)), target, candidate, target);
    }
  }
  return namedExactly;
}
