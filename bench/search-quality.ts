/**
 * Search quality: `npm run bench -- search-quality [--per-province 1000] [--special 600] [--seed 9] [--show 0]`.
 * Builds the search index from the data files in-process, draws a fixed-seed sample of real addresses
 * (evenly over the province files, plus addresses in places whose name starts with a number or an
 * apostrophe), writes each in every written form (written-forms.ts), searches it as the demo operator
 * in Groningen, and reports per form how often the address is the first suggestion and how often among
 * the first five, with the in-process search time. The table goes in docs/figures.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '#server/config.ts';
import type { Skipped } from '#server/modules/places/import/parsers.ts';
import { findSources } from '#server/modules/places/import/sources.ts';
import type { PlaceRow } from '#server/modules/places/place-row.ts';
import { addressId, designationSuffix } from '#server/modules/places/search/house-number.ts';
import { PlaceIndexBuilder } from '#server/modules/places/search/place-index-builder.ts';
import type { Origin } from '#server/modules/places/search/ranking.ts';
import { searchPlaces, type PlaceIndex } from '#server/modules/places/search/search.ts';
import { writtenForms } from './written-forms.ts';

/** The demo tenant's location (config/tenants/demo.json, `info.location`). */
const demoOperator: Origin = { lat: 53.2112, lng: 6.5681 };

/** A small seeded generator (mulberry32): the same sample every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Reservoir sampling: `size` rows drawn evenly from a stream of unknown length. */
class Reservoir {
  readonly rows: PlaceRow[] = [];
  private seen = 0;
  private readonly size: number;
  private readonly random: () => number;

  constructor(size: number, random: () => number) {
    this.size = size;
    this.random = random;
  }

  offer(row: PlaceRow): void {
    this.seen++;
    if (this.rows.length < this.size) this.rows.push(row);
    else {
      const at = Math.floor(this.random() * this.seen);
      if (at < this.size) this.rows[at] = row;
    }
  }
}

/** A place written with a leading number or apostrophe: "2e Exloërmond", "'t Zandt", "'s-Heerenhoek". */
const specialName = /^(\d|['‘’])/;
const specialGroup = 'leading number or apostrophe';

async function indexAndSample(
  dataDir: string,
  perProvince: number,
  special: number,
  random: () => number,
): Promise<{ index: PlaceIndex; sample: Array<{ row: PlaceRow; group: string }> }> {
  const builder = new PlaceIndexBuilder();
  const skipped: Skipped = { count: 0 };
  const provinces: Array<{ name: string; reservoir: Reservoir }> = [];
  const specials = new Reservoir(special, random);
  for (const source of await findSources(dataDir)) {
    const reservoir = new Reservoir(perProvince, random);
    for await (const row of source.parse(source.file, skipped)) {
      builder.add(row);
      if (row.kind !== 'address') continue;
      if (specialName.test(row.city)) specials.offer(row);
      else reservoir.offer(row);
    }
    if (reservoir.rows.length > 0)
      provinces.push({ name: path.basename(source.name).replace(/\.csv(\.gz)?$/, ''), reservoir });
  }
  const sample = [
    ...provinces.flatMap(({ name, reservoir }) => reservoir.rows.map((row) => ({ row, group: name }))),
    ...specials.rows.map((row) => ({ row, group: specialGroup })),
  ];
  return { index: builder.finish(), sample };
}

/** Rounded down, so a form with a miss never shows 100.0 %. */
const percent = (part: number, whole: number) => `${(Math.floor((1000 * part) / whole) / 10).toFixed(1)} %`;

function quantile(sorted: Float64Array, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export async function searchQuality(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'per-province': { type: 'string', default: '1000' },
      special: { type: 'string', default: '600' },
      seed: { type: 'string', default: '9' },
      show: { type: 'string', default: '0' },
      data: { type: 'string', default: path.join(repoRoot, 'data') },
    },
  });
  const random = seeded(Number(values.seed));
  const started = performance.now();
  const { index, sample } = await indexAndSample(
    values.data,
    Number(values['per-province']),
    Number(values.special),
    random,
  );
  console.log(
    `Index of ${index.addresses.addressCount} addresses built in ${((performance.now() - started) / 1000).toFixed(1)} s; ${sample.length} sampled addresses (seed ${values.seed}).`,
  );
  const show = Number(values.show);
  const search = (query: string) =>
    searchPlaces(index, {
      atype: -1,
      query,
      nr: '',
      dbstreetprefix: '',
      origin: demoOperator,
      tenantPlaces: undefined,
    });

  // Warm up the code paths once, so the times below are those of a running server.
  for (const { row } of sample.slice(0, 300)) for (const form of writtenForms) search(form.write(row, 0));

  const groups = [...new Set(sample.map(({ group }) => group))];
  console.log(
    `\n| written form | example | queries | first | among first five | p50 µs | p99 µs |\n|---|---|---:|---:|---:|---:|---:|`,
  );
  const special: string[] = [];
  for (const form of writtenForms) {
    const times = new Float64Array(sample.length);
    let first = 0;
    let firstFive = 0;
    const specialCounts = { count: 0, first: 0 };
    const misses: string[] = [];
    sample.forEach(({ row, group }, at) => {
      const query = form.write(row, at);
      const wanted = addressId(row.postcode, row.houseNumber!, designationSuffix(row.houseLetter, row.houseAddition));
      const before = performance.now();
      const { suggestions } = search(query);
      times[at] = (performance.now() - before) * 1000;
      const position = suggestions.findIndex((suggestion) => suggestion.id === wanted);
      if (position === 0) first++;
      if (position >= 0 && position < 5) firstFive++;
      if (position !== 0 && misses.length < show)
        misses.push(`  ${query} → ${suggestions[0]?.text ?? '(nothing)'} [wanted ${wanted}, at ${position}]`);
      if (group === specialGroup) {
        specialCounts.count++;
        if (position === 0) specialCounts.first++;
      }
    });
    times.sort();
    const example = form.write(
      {
        ...sample[0]!.row,
        street: 'Herestraat',
        houseNumber: 12,
        houseLetter: '',
        houseAddition: '',
        postcode: '9711LJ',
        city: 'Groningen',
      },
      0,
    );
    console.log(
      `| ${form.name}${form.namesPlace ? '' : ' (names no place)'} | \`${example}\` | ${sample.length} | ${percent(first, sample.length)} | ${percent(firstFive, sample.length)} | ${quantile(times, 0.5).toFixed(0)} | ${quantile(times, 0.99).toFixed(0)} |`,
    );
    special.push(`${form.name}: ${percent(specialCounts.first, specialCounts.count)} of ${specialCounts.count}`);
    for (const miss of misses) console.log(miss);
  }
  // While typing, before the number: the path that also looks for stations, airports and hotels.
  const typing = new Float64Array(sample.length);
  sample.forEach(({ row }, at) => {
    const query = row.street.slice(0, 3 + (at % 8));
    const before = performance.now();
    search(query);
    typing[at] = (performance.now() - before) * 1000;
  });
  typing.sort();
  console.log(
    `\nWhile typing a street (its first 3–10 letters, ${sample.length} queries): p50 ${quantile(typing, 0.5).toFixed(0)} µs, p99 ${quantile(typing, 0.99).toFixed(0)} µs.`,
  );
  console.log(
    `\nSample: ${groups.map((group) => `${sample.filter((item) => item.group === group).length} ${group}`).join(', ')}.`,
  );
  console.log(`First suggestion for addresses in places with a leading number or apostrophe: ${special.join('; ')}.`);
  return 0;
}
