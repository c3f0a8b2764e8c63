import { editsAllowed, keyKindCodes, tiersPerEdit, typedToEnd } from './name-trie.ts';
import type { PoiIndex } from './poi-index.ts';
import { candidateKinds, scoreOf, type Best, type CandidateKind, type Origin } from './ranking.ts';

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

/** The shortest text that is looked for among the places when no kind is asked for. */
const minimumKey = 3;

/** Below every street's rank (those start at 0): a place of the kind the query asks for comes first. */
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
export function offerNamedPlaces(
  places: NamedPlaceLists,
  words: string[],
  origin: Origin | undefined,
  fuzzy: boolean,
  best: Best,
): boolean {
  const asked = new Set<PlaceKind>();
  const near = new Set<PlaceKind>();
  for (const word of words) {
    const kind = kindWords.get(word);
    if (kind) asked.add(kind);
    const nearKind = nearKindWords.get(word);
    if (nearKind) near.add(nearKind);
  }
  const nameWords =
    asked.size + near.size === 0 ? words : words.filter((word) => !kindWords.has(word) && !nearKindWords.has(word));
  let namedExactly = false;
  for (const { kind, candidate, of } of lists) {
    const pois = of(places);
    const distances = pois.distances(origin);
    const hinted = asked.has(kind) || near.has(kind);
    if (hinted && nameWords.length === 0) {
      if (near.has(kind)) continue;
      // "station": the nearest stations.
      for (let target = 0; target < pois.pois.length; target++)
        best.offer(scoreOf(askedForRank, distances[target]!), target, candidate, target);
      namedExactly = true;
      continue;
    }
    // Ranks from askedForRank up, kept as tiers from 0 up.
    const ranks = pois.scratch;
    ranks.clear();
    const report = (target: number, tier: number, keyKind: number) => {
      const rank = asked.has(kind)
        ? askedForRank + tier * 3
        : near.has(kind)
          ? keyKind === keyKindCodes.code
            ? undefined
            : nearRank + tier * 3
          : unaskedRank(kind, tier, keyKind);
      if (rank !== undefined) ranks.keepLowest(target, rank - askedForRank);
    };
    // Hotels are many and their names common words: typing mistakes are looked for when one is asked for.
    const lookForMistakes = fuzzy && (kind !== 'hotel' || hinted);
    const search = (key: string) => {
      pois.match(key, 0, report);
      const edits = editsAllowed(key.length);
      if (lookForMistakes && edits > 0) pois.match(key, edits, report);
    };
    const key = (hinted ? nameWords : words).join('');
    // One or two letters name no place yet, but each starts hundreds of names.
    if (!hinted && key.length < minimumKey) continue;
    search(key);
    // A hotel's kind word is often part of its name: "Hotel de Doelen" is found by its whole name too.
    if (hinted && nameWords.length < words.length) search(words.join(''));
    for (let at = 0; at < ranks.size; at++) {
      const target = ranks.ids[at]!;
      const rank = ranks.tierOf(target) + askedForRank;
      namedExactly ||= rank <= 0;
      best.offer(scoreOf(rank, distances[target]!), target, candidate, target);
    }
  }
  return namedExactly;
}
