import type { Atype } from '#common/contracts/destinations.ts';
import { editsAllowed, NameTrie, type KeyKind, type NameTrieData, type Report, type TrieEntry } from './name-trie.ts';
import { nameKeys, searchKey } from './normalize.ts';
import { candidateKinds, distanceKm, scoreOf, type Best, type Origin } from './ranking.ts';
import { TierSet } from './tier-set.ts';

/** A place found by its name: station, airport, hotel, or one of the operator's own places. */
export interface Poi {
  id: string;
  /** What the list shows: "Station Groningen", "Amsterdam Airport Schiphol (AMS)". */
  text: string;
  street: string;
  nr: string;
  postcode: string;
  city: string;
  lat: number;
  lng: number;
  category: string;
  atype: Atype;
  flightInfo: boolean;
}

export interface PoiName {
  name: string;
  /**
   * `whole`: also found by each later word; `tail`: found by it, ranked below a whole-name match; `code`:
   * typed exactly; `place`: the place it is in, ranked as a tail.
   */
  kind: KeyKind;
}

/** A PoiIndex's contents: what a worker thread that built it hands over (see load-index.ts). */
export interface PoiIndexData {
  pois: Poi[];
  trie: NameTrieData;
}

/** Places of one kind with the names they are found by. */
export class PoiIndex {
  readonly data: PoiIndexData;
  readonly pois: Poi[];
  private readonly trie: NameTrie;
  private readonly byId: Map<string, Poi>;
  /** Scratch space of a search in the address field (see TierSet). */
  readonly scratch: TierSet;
  private readonly distanceCache = new Map<string, Float32Array>();
  private lastOrigin: Origin | undefined;
  private lastDistances: Float32Array | undefined;

  constructor(data: PoiIndexData) {
    this.data = data;
    this.pois = data.pois;
    this.trie = new NameTrie(data.trie);
    this.byId = new Map(data.pois.map((poi) => [poi.id, poi]));
    this.scratch = new TierSet(data.pois.length);
  }

  /** The place with this id (`s:GN`, `l:AMS`, `h:6463124`, `t:umcg`), or undefined. */
  find(id: string): Poi | undefined {
    return this.byId.get(id);
  }

  static build(items: Array<{ poi: Poi; names: PoiName[] }>): PoiIndex {
    const entries: TrieEntry[] = [];
    items.forEach(({ names }, target) => {
      for (const { name, kind } of names) {
        if (kind === 'whole') {
          const { whole, tails } = nameKeys(name);
          entries.push({ key: whole, target, kind: 'whole' });
          for (const tail of tails) entries.push({ key: tail, target, kind: 'tail' });
        } else {
          entries.push({ key: searchKey(name), target, kind });
        }
      }
    });
    return new PoiIndex({ pois: items.map((item) => item.poi), trie: NameTrie.build(entries).data });
  }

  /** Each place's distance to an operator, computed once per operator location (as AddressIndex.streetDistances). */
  distances(origin: Origin | undefined): Float32Array {
    // Most searches come from the operator of the search before: no key to build.
    if (this.lastDistances && origin?.lat === this.lastOrigin?.lat && origin?.lng === this.lastOrigin?.lng)
      return this.lastDistances;
    const key = origin ? `${origin.lat},${origin.lng}` : '';
    let distances = this.distanceCache.get(key);
    if (!distances) {
      distances = new Float32Array(this.pois.length);
      if (origin) this.pois.forEach((poi, target) => (distances![target] = distanceKm(origin, poi.lat, poi.lng)));
      this.distanceCache.set(key, distances);
    }
    this.lastOrigin = origin;
    this.lastDistances = distances;
    return distances;
  }

  /** Reports each place with a key that `key` starts or equals within `maxEdits` typing mistakes (see NameTrie). */
  match(key: string, maxEdits: number, report: Report): void {
    this.trie.search(key, maxEdits, report);
  }

  /**
   * Offers the places whose names match `text` to `best`, ranked by match quality (tier × 3, the
   * scale address ranks use), then distance.
   */
  search(text: string, origin: Origin | undefined, best: Best): void {
    const key = searchKey(text);
    const tiers = new Map<number, number>();
    const record = (target: number, tier: number) => {
      const known = tiers.get(target);
      if (known === undefined || tier < known) tiers.set(target, tier);
    };
    let exact = false;
    this.trie.search(key, 0, (target, tier) => {
      exact ||= tier === 0;
      record(target, tier);
    });
    // Typing mistakes are looked for only when nothing is named exactly and the list has room.
    if (tiers.size < best.size && !exact) this.trie.search(key, editsAllowed(key.length), record);
    for (const [target, tier] of tiers) {
      const poi = this.pois[target]!;
      best.offer(
        scoreOf(tier * 3, origin ? distanceKm(origin, poi.lat, poi.lng) : 0),
        target,
        candidateKinds.poi,
        target,
      );
    }
  }
}
