import { AddressIndex, coordinateScale } from './address-index.ts';
import { GrowableInt32Array } from './growable.ts';
import { compactSuffix, designationSuffix, postcodeCode } from './house-number.ts';
import { NameTrie, type NameTrieData, type TrieEntry } from './name-trie.ts';
import { nameKeys, searchKey, slug } from './normalize.ts';

export interface AddressInput {
  street: string;
  city: string;
  houseNumber: number;
  houseLetter: string;
  houseAddition: string;
  postcode: string;
  lat: number;
  lng: number;
}

/** Collects addresses in any order; `finish` sorts them into an `AddressIndex`. */
export class AddressIndexBuilder {
  /** City → street name as written → street. */
  private readonly streetsByName = new Map<string, Map<string, number>>();
  private readonly streetsById = new Map<string, number>();
  private readonly streetNames: string[] = [];
  private readonly streetCities: number[] = [];
  private readonly streetIds: string[] = [];
  private readonly citiesByName = new Map<string, number>();
  private readonly cityNames: string[] = [];
  private readonly suffixesByText = new Map<string, number>([['', 0]]);
  private readonly suffixes: string[] = [''];
  private readonly streets = new GrowableInt32Array();
  private readonly numbers = new GrowableInt32Array();
  private readonly suffixIndexes = new GrowableInt32Array();
  private readonly postcodes = new GrowableInt32Array();
  private readonly lats = new GrowableInt32Array();
  private readonly lngs = new GrowableInt32Array();

  add(address: AddressInput): void {
    this.addAddress(
      address.street,
      address.city,
      address.houseNumber,
      address.houseLetter,
      address.houseAddition,
      address.postcode,
      address.lat,
      address.lng,
    );
  }

  /** `add` without an object per address: the index is built from 1.4 million rows at start. */
  addAddress(
    street: string,
    city: string,
    houseNumber: number,
    houseLetter: string,
    houseAddition: string,
    postcode: string,
    lat: number,
    lng: number,
  ): void {
    const code = postcodeCode(postcode);
    if (code < 0 || !Number.isFinite(lat) || !Number.isFinite(lng) || street === '') return;
    const suffix = houseLetter === '' && houseAddition === '' ? '' : designationSuffix(houseLetter, houseAddition);
    let suffixIndex = this.suffixesByText.get(suffix);
    if (suffixIndex === undefined) {
      suffixIndex = this.suffixes.push(ownCopy(suffix)) - 1;
      this.suffixesByText.set(this.suffixes[suffixIndex]!, suffixIndex);
    }
    this.streets.push(this.streetFor(street, city));
    this.numbers.push(houseNumber);
    this.suffixIndexes.push(suffixIndex);
    this.postcodes.push(code);
    this.lats.push(Math.round(lat * coordinateScale));
    this.lngs.push(Math.round(lng * coordinateScale));
  }

  /** Spellings that fold to the same street id in one city are one street. */
  private streetFor(given: string, givenCity: string): number {
    let streetsOfCity = this.streetsByName.get(givenCity);
    if (!streetsOfCity) this.streetsByName.set(ownCopy(givenCity), (streetsOfCity = new Map()));
    const known = streetsOfCity.get(given);
    if (known !== undefined) return known;
    const name = ownCopy(given);
    const city = ownCopy(givenCity);
    const id = `st:${slug(city)}:${slug(name)}`;
    let street = this.streetsById.get(id);
    if (street === undefined) {
      street = this.streetNames.push(name) - 1;
      this.streetCities.push(this.cityFor(city));
      this.streetIds.push(id);
      this.streetsById.set(id, street);
    }
    streetsOfCity.set(name, street);
    return street;
  }

  private cityFor(name: string): number {
    let city = this.citiesByName.get(name);
    if (city === undefined) {
      city = this.cityNames.push(name) - 1;
      this.citiesByName.set(name, city);
    }
    return city;
  }

  finish(): AddressIndex {
    const suffixRanks = this.rankSuffixes();
    const order = this.sortedByStreetAndNumber(suffixRanks);

    // The data lists some addresses twice (two BAG objects with one address): keep the first.
    const streetCount = this.streetNames.length;
    const streetStarts = new Int32Array(streetCount + 1);
    const kept = new GrowableInt32Array();
    let previous = -1;
    for (const address of order) {
      if (
        previous >= 0 &&
        this.streets.get(previous) === this.streets.get(address) &&
        this.numbers.get(previous) === this.numbers.get(address) &&
        suffixRanks[this.suffixIndexes.get(previous)] === suffixRanks[this.suffixIndexes.get(address)]
      ) {
        continue;
      }
      kept.push(address);
      streetStarts[this.streets.get(address) + 1]!++;
      previous = address;
    }
    for (let street = 0; street < streetCount; street++) streetStarts[street + 1]! += streetStarts[street]!;
    this.streets.release();

    // Each column is copied out in the new order and let go of before the next, so the build never holds two of all.
    const pick = (source: GrowableInt32Array) => {
      const picked = new Int32Array(kept.length);
      for (let at = 0; at < kept.length; at++) picked[at] = source.get(kept.get(at));
      source.release();
      return picked;
    };
    const lats = pick(this.lats);
    const lngs = pick(this.lngs);
    const postcodes = pick(this.postcodes);
    const numbers = pick(this.numbers);
    const suffixIndexes = pick(this.suffixIndexes).map((index) => suffixRanks[index]!);
    const sortedSuffixes = this.suffixes
      .slice()
      .sort((a, b) => suffixRanks[this.suffixesByText.get(a)!]! - suffixRanks[this.suffixesByText.get(b)!]!);
    const { streetLats, streetLngs } = middles(streetStarts, lats, lngs);
    const { groupStarts, groupStreets, streetTrie } = this.nameGroups();

    return new AddressIndex({
      cityNames: this.cityNames,
      streetNames: this.streetNames,
      streetCities: Int32Array.from(this.streetCities),
      streetStarts,
      streetLats,
      streetLngs,
      streetIds: this.streetIds,
      groupStarts,
      groupStreets,
      streetTrie,
      cityTrie: NameTrie.build(
        this.cityNames.flatMap((name, city) =>
          cityKeys(name).map((key) => ({ key, target: city, kind: 'whole' as const })),
        ),
      ).data,
      numbers,
      suffixIndexes,
      suffixes: sortedSuffixes,
      compactSuffixes: sortedSuffixes.map(compactSuffix),
      postcodes,
      lats,
      lngs,
      postcodeOrder: sortByPostcode(postcodes),
    });
  }

  /** Suffixes in the order a list shows them: '' first, then A, B, …, numbers by value (-2 before -10). */
  private rankSuffixes(): Int32Array {
    const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
    const sorted = this.suffixes
      .map((suffix, index) => ({ suffix, index }))
      .sort((a, b) => collator.compare(a.suffix, b.suffix) || (a.suffix < b.suffix ? -1 : 1));
    const ranks = new Int32Array(this.suffixes.length);
    sorted.forEach(({ index }, rank) => (ranks[index] = rank));
    return ranks;
  }

  /**
   * Counting sort by street, then each street by house number and suffix: a numeric sort of
   * (number, suffix rank, position) packed in one float, which needs no comparator function.
   */
  private sortedByStreetAndNumber(suffixRanks: Int32Array): Int32Array {
    const count = this.streets.length;
    const streetCount = this.streetNames.length;
    const starts = new Int32Array(streetCount + 1);
    for (let address = 0; address < count; address++) starts[this.streets.get(address) + 1]!++;
    let longest = 0;
    for (let street = 0; street < streetCount; street++) {
      longest = Math.max(longest, starts[street + 1]!);
      starts[street + 1]! += starts[street]!;
    }
    const next = starts.slice(0, streetCount);
    const order = new Int32Array(count);
    for (let address = 0; address < count; address++) order[next[this.streets.get(address)]!++] = address;

    const positionBits = 2 ** Math.ceil(Math.log2(longest + 1));
    const suffixSpan = this.suffixes.length;
    const keys = new Float64Array(longest);
    const positions = new Int32Array(longest);
    for (let street = 0; street < streetCount; street++) {
      const start = starts[street]!;
      const length = starts[street + 1]! - start;
      if (length < 2) continue;
      for (let at = 0; at < length; at++) {
        const address = order[start + at]!;
        keys[at] =
          (this.numbers.get(address) * suffixSpan + suffixRanks[this.suffixIndexes.get(address)]!) * positionBits + at;
      }
      const sorted = keys.subarray(0, length).sort();
      for (let at = 0; at < length; at++) positions[at] = order[start + (sorted[at]! % positionBits)]!;
      order.set(positions.subarray(0, length), start);
    }
    return order;
  }

  /** Streets that share a name (Stationsweg in forty places) form one group in the trie. */
  private nameGroups(): { groupStarts: Int32Array; groupStreets: Int32Array; streetTrie: NameTrieData } {
    const groupsByKey = new Map<string, number[]>();
    this.streetNames.forEach((name, street) => {
      const key = searchKey(name);
      const group = groupsByKey.get(key);
      if (group) group.push(street);
      else groupsByKey.set(key, [street]);
    });
    const groupStarts = new Int32Array(groupsByKey.size + 1);
    const groupStreets = new Int32Array(this.streetNames.length);
    const entries: TrieEntry[] = [];
    let at = 0;
    let group = 0;
    for (const streets of groupsByKey.values()) {
      groupStarts[group] = at;
      for (const street of streets) groupStreets[at++] = street;
      const { whole, tails } = nameKeys(this.streetNames[streets[0]!]!);
      entries.push({ key: whole, target: group, kind: 'whole' });
      for (const tail of tails) entries.push({ key: tail, target: group, kind: 'tail' });
      group++;
    }
    groupStarts[group] = at;
    return { groupStarts, groupStreets, streetTrie: NameTrie.build(entries).data };
  }
}

/**
 * The text as a string of its own. A name cut from a larger text (a line of COPY's output, sliced by `split`) keeps
 * that whole text alive while the index holds it: 9.5 million addresses read from PostgreSQL kept half a GiB of
 * COPY chunks that way. Called once per distinct name.
 */
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** The province BAG adds to a place name that several provinces have: "Haren Gn". */
const provinceSuffix = / (Gn|Fr|Dr|Ov|Gld|Ut|Nh|Zh|Zl|Nb|Lb|L)$/;

/** A place is found by its name, and by its name without the province: travellers write "Haren". */
function cityKeys(name: string): string[] {
  const withoutProvince = name.replace(provinceSuffix, '');
  return withoutProvince === name ? [searchKey(name)] : [searchKey(name), searchKey(withoutProvince)];
}

function middles(
  streetStarts: Int32Array,
  lats: Int32Array,
  lngs: Int32Array,
): { streetLats: Int32Array; streetLngs: Int32Array } {
  const streetCount = streetStarts.length - 1;
  const streetLats = new Int32Array(streetCount);
  const streetLngs = new Int32Array(streetCount);
  for (let street = 0; street < streetCount; street++) {
    const start = streetStarts[street]!;
    const end = streetStarts[street + 1]!;
    let lat = 0;
    let lng = 0;
    for (let address = start; address < end; address++) {
      lat += lats[address]!;
      lng += lngs[address]!;
    }
    const count = Math.max(1, end - start);
    streetLats[street] = Math.round(lat / count);
    streetLngs[street] = Math.round(lng / count);
  }
  return { streetLats, streetLngs };
}

/** Address indexes ordered by postcode (stable, so by street and number within one): two radix passes. */
function sortByPostcode(postcodes: Int32Array): Int32Array {
  const bits = 12;
  const buckets = 1 << bits;
  let order = new Int32Array(postcodes.length);
  for (let address = 0; address < order.length; address++) order[address] = address;
  let next = new Int32Array(postcodes.length);
  for (let shift = 0; shift < 24; shift += bits) {
    const counts = new Int32Array(buckets + 1);
    for (const address of order) counts[((postcodes[address]! >> shift) & (buckets - 1)) + 1]!++;
    for (let bucket = 0; bucket < buckets; bucket++) counts[bucket + 1]! += counts[bucket]!;
    for (const address of order) next[counts[(postcodes[address]! >> shift) & (buckets - 1)]!++] = address;
    [order, next] = [next, order];
  }
  return order;
}
