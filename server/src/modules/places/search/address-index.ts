import { addressId, formatPostcode, postcodeCode } from './house-number.ts';
import { NameTrie, type NameTrieData } from './name-trie.ts';
import { distanceKm, type Origin } from './ranking.ts';
import { TierSet } from './tier-set.ts';

/**
 * Every address, grouped by street, in typed arrays: one street is (street name, city); its
 * addresses are a contiguous range sorted by house number, then letter and addition. No object per
 * address: 1.4 million addresses take about 20 bytes each.
 */
export interface AddressIndexData {
  cityNames: string[];
  streetNames: string[];
  streetCities: Int32Array;
  /** Addresses of street s: streetStarts[s] up to streetStarts[s + 1]. */
  streetStarts: Int32Array;
  /** Middle of the street's addresses, degrees × 1e7. */
  streetLats: Int32Array;
  streetLngs: Int32Array;
  /** `st:<city>:<street>` of each street. */
  streetIds: string[];
  /** Name groups (streets of one name in different cities): streets of group g are groupStreets[groupStarts[g] …]. */
  groupStarts: Int32Array;
  groupStreets: Int32Array;
  /** Street names → name groups. */
  streetTrie: NameTrieData;
  /** City names → cities. */
  cityTrie: NameTrieData;
  numbers: Int32Array;
  /** Index into `suffixes`; the table is sorted, '' first. */
  suffixIndexes: Int32Array;
  /** As shown after the number ("A", "-1", "A-2"). */
  suffixes: string[];
  /** The same without separators, as typed suffixes are compared ("A", "1", "A2"). */
  compactSuffixes: string[];
  postcodes: Int32Array;
  lats: Int32Array;
  lngs: Int32Array;
  /** Address indexes sorted by postcode. */
  postcodeOrder: Int32Array;
}

export const coordinateScale = 1e7;

export class AddressIndex {
  readonly data: AddressIndexData;
  readonly streetTrie: NameTrie;
  readonly cityTrie: NameTrie;
  private readonly streetsById: Map<string, number>;
  private readonly distanceCache = new Map<string, Float32Array>();
  /** Scratch space of the search (see TierSet). */
  readonly scratch: { groups: TierSet; cities: TierSet; streets: TierSet; otherStreets: TierSet };

  constructor(data: AddressIndexData) {
    this.data = data;
    this.streetTrie = new NameTrie(data.streetTrie);
    this.cityTrie = new NameTrie(data.cityTrie);
    this.streetsById = new Map(data.streetIds.map((id, street) => [id, street]));
    const streetCount = data.streetNames.length;
    this.scratch = {
      groups: new TierSet(data.groupStarts.length - 1),
      cities: new TierSet(data.cityNames.length),
      streets: new TierSet(streetCount),
      otherStreets: new TierSet(streetCount),
    };
  }

  get addressCount(): number {
    return this.data.numbers.length;
  }

  get streetCount(): number {
    return this.data.streetNames.length;
  }

  streetById(id: string): number | undefined {
    return this.streetsById.get(id);
  }

  /** The street an address is on: a binary search over the street ranges. */
  streetOf(address: number): number {
    const starts = this.data.streetStarts;
    let low = 0;
    let high = starts.length - 2;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= address) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** First address of `street` whose number is at least `number`. */
  firstWithNumber(street: number, number: number): number {
    const numbers = this.data.numbers;
    let low = this.data.streetStarts[street]!;
    let high = this.data.streetStarts[street + 1]!;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (numbers[middle]! < number) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** First position in `postcodeOrder` whose postcode is at least `code`. */
  firstWithPostcode(code: number): number {
    const { postcodeOrder, postcodes } = this.data;
    let low = 0;
    let high = postcodeOrder.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (postcodes[postcodeOrder[middle]!]! < code) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The address an id (`a:9711LV-12A-1`, see `addressId`) stands for, or undefined: a binary search for
   * its postcode in `postcodeOrder`, then a look at that postcode's few addresses.
   */
  findAddress(id: string): number | undefined {
    const match = /^a:(\d{4}[A-Z]{2})-(\d{1,5})/.exec(id);
    const code = match ? postcodeCode(match[1]!) : -1;
    if (code < 0) return undefined;
    const number = Number(match![2]);
    const { postcodeOrder, postcodes, numbers, suffixes, suffixIndexes } = this.data;
    const postcode = formatPostcode(code);
    for (
      let at = this.firstWithPostcode(code);
      at < postcodeOrder.length && postcodes[postcodeOrder[at]!] === code;
      at++
    ) {
      const address = postcodeOrder[at]!;
      if (numbers[address] === number && addressId(postcode, number, suffixes[suffixIndexes[address]!]!) === id)
        return address;
    }
    return undefined;
  }

  /** Each street's distance to an operator, computed once per operator location. */
  streetDistances(origin: Origin | undefined): Float32Array {
    const key = origin ? `${origin.lat},${origin.lng}` : '';
    let distances = this.distanceCache.get(key);
    if (!distances) {
      distances = new Float32Array(this.streetCount);
      if (origin) {
        const { streetLats, streetLngs } = this.data;
        for (let street = 0; street < distances.length; street++) {
          distances[street] = distanceKm(
            origin,
            streetLats[street]! / coordinateScale,
            streetLngs[street]! / coordinateScale,
          );
        }
      }
      this.distanceCache.set(key, distances);
    }
    return distances;
  }
}
