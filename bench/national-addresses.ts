/**
 * A synthetic national address file: `npm run bench -- national-file --out /tmp/nl.csv.zst [--rows 9500000] [--seed 1]`.
 * The shipped provinces cover 1.44 million addresses; the national BAG extract has about 9.5 million, and is not in
 * the repository (data/addresses/SOURCE.md). This file stands in for it when measuring import, index and search at
 * that size (docs/figures.md#address-search): BAG's columns, zstd as published, the shipped rows first as they are,
 * then copies of the shipped places until `--rows`, each copy a new place with new street names and postcodes, its
 * addresses laid out as its template's around a new centre in one of the seven provinces the shipped data lacks.
 * The same seed makes the same file. Only the templates are held (typed arrays, a few tens of MiB); rows go out as
 * they are made, a MiB at a time.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { constants, createZstdCompress } from 'node:zlib';
import { repoRoot } from '#server/config.ts';
import { readLines } from '#server/modules/places/import/read-lines.ts';
import { columnsOf, splitFields } from '#server/modules/places/import/split-fields.ts';
import { GrowableInt32Array } from '#server/modules/places/search/growable.ts';
import { seeded } from './board.ts';

const usage = 'Usage: npm run bench -- national-file --out /tmp/nl.csv.zst [--rows 9500000] [--seed 1]';
const header = 'straat;huisnummer;huisletter;huisnummertoevoeging;postcode;woonplaats;gemeente;provincie;lat;lon';
const columns = ['straat', 'huisnummer', 'huisletter', 'huisnummertoevoeging', 'postcode', 'woonplaats'] as const;
const coordinateScale = 1e7;

/** The provinces the shipped data lacks, a rectangle of land inside each, and their share of the addresses. */
const provinces = [
  { name: 'Noord-Holland', lat: [52.25, 52.95], lng: [4.6, 5.15], weight: 1.35 },
  { name: 'Zuid-Holland', lat: [51.8, 52.22], lng: [4.15, 4.95], weight: 1.75 },
  { name: 'Utrecht', lat: [51.95, 52.25], lng: [4.95, 5.55], weight: 0.6 },
  { name: 'Gelderland', lat: [51.8, 52.35], lng: [5.55, 6.6], weight: 0.95 },
  { name: 'Overijssel', lat: [52.2, 52.7], lng: [6.0, 6.95], weight: 0.5 },
  { name: 'Noord-Brabant', lat: [51.35, 51.75], lng: [4.35, 5.95], weight: 1.2 },
  { name: 'Limburg', lat: [50.8, 51.35], lng: [5.75, 6.1], weight: 0.55 },
] as const;

const stems = [
  ...['Eiken', 'Beuken', 'Linden', 'Berken', 'Iepen', 'Esdoorn', 'Kastanje', 'Wilgen', 'Populieren', 'Elzen'],
  ...['Hazelaar', 'Lijsterbes', 'Meidoorn', 'Vlier', 'Taxus', 'Hulst', 'Platanen', 'Acacia', 'Sparren', 'Dennen'],
  ...['Rozen', 'Tulpen', 'Narcissen', 'Seringen', 'Lelie', 'Irissen', 'Krokus', 'Anjer', 'Margrieten', 'Klaver'],
  ...['Merel', 'Lijster', 'Spreeuwen', 'Mezen', 'Vinken', 'Zwaluw', 'Kievit', 'Reiger', 'Ooievaar', 'Fazanten'],
  ...['Leeuweriken', 'Roodborst', 'Specht', 'Wielewaal', 'Grutto', 'Tureluur', 'Scholekster', 'Buizerd', 'Uilen'],
  ...['Kerk', 'School', 'Molen', 'Dorps', 'Stations', 'Haven', 'Markt', 'Smids', 'Bakkers', 'Kuipers', 'Wevers'],
  ...['Schippers', 'Vissers', 'Boeren', 'Tol', 'Sluis', 'Veer', 'Brug', 'Poort', 'Burg', 'Slot', 'Kloster'],
  ...['Heide', 'Venne', 'Akker', 'Esch', 'Veld', 'Weide', 'Beemd', 'Polder', 'Duin', 'Zand', 'Veen', 'Bosch'],
  ...['Meer', 'Beek', 'Vaart', 'Wetering', 'Kamp', 'Hoeve', 'Oever', 'Zomer', 'Winter', 'Lente', 'Zonne', 'Noorder'],
  ...['Zuider', 'Ooster', 'Wester', 'Hoog', 'Laag', 'Nieuwe', 'Oude', 'Lange', 'Korte', 'Brede', 'Smalle'],
  ...['Prins Bernhard', 'Koningin Juliana', 'Beatrix', 'Wilhelmina', 'Prins Hendrik', 'Oranje', 'Nassau'],
  ...['Rembrandt', 'Vermeer', 'Van Gogh', 'Frans Hals', 'Jan Steen', 'Mondriaan', 'Erasmus', 'Spinoza'],
  ...['Thorbecke', 'Multatuli', 'Vondel', 'Bilderdijk', 'Da Costa', 'Huygens', 'Lorentz', 'Kamerlingh Onnes'],
  ...['Zernike', "Van 't Hoff", 'Schaepman', 'Michiel de Ruyter', 'Tromp', 'Piet Hein', 'Karel Doorman'],
  ...['Van Speijk', 'Aletta Jacobs', 'Anne Frank', 'Annie M.G. Schmidt', 'Dr. Schaepman', 'Burgemeester Visser'],
  ...['Pastoor Van Arskant', 'Meester Kuipers', 'Dokter Bakker', 'Jan van Galen', 'Johan de Witt', 'Grotius'],
];
const onsets = [
  ...['Ber', 'Hol', 'Vel', 'Zand', 'Wes', 'Oos', 'Noor', 'Zui', 'Hoog', 'Groe', 'Bos', 'Har', 'Ker', 'Mol', 'Ee'],
  ...['Ro', 'Lin', 'Dal', 'Wa', 'Hee', 'Gel', 'Ste', 'Bra', 'Klo', 'Dre', 'Fle', 'Mar', 'Ten', 'Ut', 'Ven', 'Al'],
  ...['Ouw', 'Schaar', 'Wijn', 'Rij', 'Loos', 'Nij', 'Em', 'Ot', 'Har', 'Zwa', 'Bel', 'Has', 'Lich', 'Mid', 'Ool'],
];
const middles = ['', '', '', 'ke', 'ler', 'der', 'ter', 'den', 'ling', 'se', 'mer', 'rin', 'sel', 'ne', 'be'];
const endings = [
  ...['hoven', 'broek', 'wijk', 'veld', 'horst', 'dam', 'berg', 'burg', 'loo', 'sum', 'um', 'ingen', 'rode'],
  ...['beek', 'meer', 'zijl', 'hout', 'kamp', 'dijk', 'stede', 'werf', 'voort', 'schot', 'ven', 'recht', 'geest'],
  ...['winkel', 'huizen', 'lo', 'drecht', 'mond', 'oord', 'haar', 'sel', 'zande', 'kerk', 'donk', 'rade'],
];
const placePrefixes = ['Oud-', 'Nieuw-', 'Groot-', 'Klein-', 'Sint ', "'s-", "'t ", 'Ter ', 'Den ', 'Oost-', 'West-'];
const rivers = ['Maas', 'Rijn', 'Vecht', 'IJssel', 'Amstel', 'Lek', 'Waal', 'Linge', 'Dommel', 'Berkel', 'Regge'];
/** Street kinds, the common ones several times. */
const streetKinds = [
  ...['straat', 'straat', 'straat', 'straat', 'weg', 'weg', 'weg', 'laan', 'laan', 'laan', 'plein', 'singel'],
  ...['gracht', 'kade', 'dijk', 'pad', 'hof', 'dreef', 'steeg', 'park', 'erf', 'plantsoen', 'ring', 'wal'],
];

/** The shipped rows as numbers and string tables: what a copy of a place needs. */
class Templates {
  readonly placeNames: string[] = [];
  private readonly placeIds = new Map<string, number>();
  readonly streetNames: string[] = [];
  private readonly streetIds = new Map<string, number>();
  /** `letter;addition` as written after the number. */
  readonly designations: string[] = [];
  private readonly designationIds = new Map<string, number>();
  readonly places = new GrowableInt32Array();
  readonly streets = new GrowableInt32Array();
  readonly numbers = new GrowableInt32Array();
  readonly designationOf = new GrowableInt32Array();
  readonly postcodes = new GrowableInt32Array();
  readonly lats = new GrowableInt32Array();
  readonly lngs = new GrowableInt32Array();

  add(field: (name: (typeof columns)[number]) => string, lat: number, lng: number): void {
    const number = Number(field('huisnummer'));
    const postcode = field('postcode');
    const street = field('straat');
    const place = field('woonplaats');
    if (!Number.isInteger(number) || number <= 0 || !/^[1-9]\d{3}[A-Z]{2}$/.test(postcode)) return;
    if (street === '' || place === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return;
    this.places.push(idOf(this.placeIds, this.placeNames, place));
    this.streets.push(idOf(this.streetIds, this.streetNames, street));
    this.numbers.push(number);
    this.designationOf.push(
      idOf(this.designationIds, this.designations, `${field('huisletter')};${field('huisnummertoevoeging')}`),
    );
    // Postcode 1234AB as 1234 × 676 + the letters' number.
    this.postcodes.push(
      Number(postcode.slice(0, 4)) * 676 + (postcode.charCodeAt(4) - 65) * 26 + postcode.charCodeAt(5) - 65,
    );
    this.lats.push(Math.round(lat * coordinateScale));
    this.lngs.push(Math.round(lng * coordinateScale));
  }

  /** Each place's rows (a counting sort) and its middle. */
  byPlace(): { starts: Int32Array; rows: Int32Array; middles: Float64Array } {
    const count = this.places.length;
    const starts = new Int32Array(this.placeNames.length + 1);
    const middles = new Float64Array(this.placeNames.length * 2);
    for (let row = 0; row < count; row++) {
      const place = this.places.get(row);
      starts[place + 1]!++;
      middles[place * 2]! += this.lats.get(row);
      middles[place * 2 + 1]! += this.lngs.get(row);
    }
    for (let place = 0; place < this.placeNames.length; place++) {
      const size = starts[place + 1]!;
      middles[place * 2]! /= size;
      middles[place * 2 + 1]! /= size;
      starts[place + 1]! += starts[place]!;
    }
    const next = starts.slice(0, -1);
    const rows = new Int32Array(count);
    for (let row = 0; row < count; row++) rows[next[this.places.get(row)]!++] = row;
    return { starts, rows, middles };
  }
}

function idOf(ids: Map<string, number>, names: string[], name: string): number {
  let id = ids.get(name);
  if (id === undefined) ids.set(name, (id = names.push(name) - 1));
  return id;
}

/** Made-up Dutch-looking names from a seeded generator. */
class Names {
  private readonly random: () => number;
  private readonly placesTaken: Set<string>;

  constructor(random: () => number, shippedPlaces: readonly string[]) {
    this.random = random;
    this.placesTaken = new Set(shippedPlaces);
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  private word(): string {
    return this.pick(onsets) + this.pick(middles) + this.pick(endings);
  }

  /** A place name no other place has: "Holderwijk", "Nieuw-Bergloo", "'s-Velterhout", "Dalsum aan de Vecht". */
  place(): string {
    for (;;) {
      const roll = this.random();
      const name =
        roll < 0.15
          ? this.pick(placePrefixes) + this.word()
          : roll < 0.2
            ? `${this.word()} aan de ${this.pick(rivers)}`
            : this.word();
      if (!this.placesTaken.has(name)) {
        this.placesTaken.add(name);
        return name;
      }
    }
  }

  /** A street name not in `taken` (the place's streets so far): "Merelstraat", "Rembrandtlaan", "Holderwijkseweg". */
  street(taken: Set<string>, nearby: string): string {
    for (;;) {
      const roll = this.random();
      const name =
        roll < 0.6
          ? this.pick(stems) + this.pick(streetKinds)
          : roll < 0.92
            ? this.word() + this.pick(streetKinds)
            : `${roll < 0.96 ? nearby : this.word()}${this.pick(['seweg', 'erweg', 'sestraat', 'erlaan'])}`;
      if (!taken.has(name)) {
        taken.add(name);
        return name;
      }
    }
  }
}

/** The four-digit postcodes no shipped address has, in a seeded order: each copy of a place takes its own. */
function freePostcodeAreas(templates: Templates, random: () => number): number[] {
  const used = new Set<number>();
  for (let row = 0; row < templates.postcodes.length; row++) used.add(Math.floor(templates.postcodes.get(row) / 676));
  const free: number[] = [];
  for (let area = 1000; area <= 9999; area++) if (!used.has(area)) free.push(area);
  for (let at = free.length - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1));
    [free[at], free[other]] = [free[other]!, free[at]!];
  }
  return free;
}

/** Text in chunks of about a MiB into the zstd stream, waiting whenever it is behind. */
class ChunkedWriter {
  private chunk = '';
  private readonly stream: NodeJS.WritableStream;

  constructor(stream: NodeJS.WritableStream) {
    this.stream = stream;
  }

  async line(text: string): Promise<void> {
    this.chunk += `${text}\n`;
    if (this.chunk.length >= 1 << 20) {
      const more = this.stream.write(this.chunk);
      this.chunk = '';
      if (!more) await once(this.stream, 'drain');
    }
  }

  end(): void {
    this.stream.end(this.chunk);
  }
}

export async function nationalAddresses(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      out: { type: 'string' },
      rows: { type: 'string', default: '9500000' },
      seed: { type: 'string', default: '1' },
      help: { type: 'boolean' },
    },
  });
  const rows = Number(values.rows);
  if (values.help || !values.out || !Number.isInteger(rows) || rows < 1 || !values.out.endsWith('.csv.zst')) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  const started = performance.now();
  const random = seeded(Number(values.seed));
  const zstd = createZstdCompress({ params: { [constants.ZSTD_c_compressionLevel]: 3 } });
  const file = createWriteStream(values.out);
  zstd.pipe(file);
  const out = new ChunkedWriter(zstd);
  await out.line(header);

  // The shipped rows, as they are, and as templates.
  const templates = new Templates();
  const folder = path.join(repoRoot, 'data/addresses/provinces');
  let written = 0;
  for (const name of (await readdir(folder)).filter((name) => name.endsWith('.csv.gz')).sort()) {
    let positions: ({ lat: number; lon: number } & Record<(typeof columns)[number], number>) | undefined;
    for await (const line of readLines(path.join(folder, name))) {
      if (!positions) {
        positions = columnsOf(line, ';', [...columns, 'lat', 'lon'], name);
        continue;
      }
      if (line === '') continue;
      if (written < rows) {
        await out.line(line);
        written++;
      }
      const fields = splitFields(line, ';');
      templates.add(
        (column) => fields[positions![column]]?.trim() ?? '',
        Number(fields[positions.lat]),
        Number(fields[positions.lon]),
      );
    }
  }
  const shipped = written;

  // Copies of the shipped places until there are `rows`.
  const names = new Names(random, templates.placeNames);
  const freeAreas = freePostcodeAreas(templates, random);
  const { starts, rows: placeRows, middles } = templates.byPlace();
  const designations = templates.designations;
  let places = 0;
  while (written < rows) {
    for (let template = 0; template < templates.placeNames.length && written < rows; template++) {
      const place = names.place();
      places++;
      const province = weighted(random);
      const centreLat = province.lat[0] + random() * (province.lat[1] - province.lat[0]);
      const centreLng = province.lng[0] + random() * (province.lng[1] - province.lng[0]);
      const shiftLat = Math.round(centreLat * coordinateScale - middles[template * 2]!);
      const shiftLng = Math.round(centreLng * coordinateScale - middles[template * 2 + 1]!);
      const streets = new Map<number, string>();
      const streetsTaken = new Set<string>();
      const areas = new Map<number, string>();
      for (let at = starts[template]!; at < starts[template + 1]! && written < rows; at++) {
        const row = placeRows[at]!;
        const templateStreet = templates.streets.get(row);
        let street = streets.get(templateStreet);
        if (street === undefined) streets.set(templateStreet, (street = names.street(streetsTaken, place)));
        const code = templates.postcodes.get(row);
        const templateArea = Math.floor(code / 676);
        let area = areas.get(templateArea);
        if (area === undefined) {
          const free = freeAreas.pop();
          if (free === undefined)
            throw new Error(`Out of free postcodes after ${written.toLocaleString('en-US')} rows`);
          areas.set(templateArea, (area = String(free)));
        }
        const letters = String.fromCharCode(65 + Math.floor((code % 676) / 26), 65 + (code % 26));
        const lat = (templates.lats.get(row) + shiftLat) / coordinateScale;
        const lng = (templates.lngs.get(row) + shiftLng) / coordinateScale;
        await out.line(
          `${street};${templates.numbers.get(row)};${designations[templates.designationOf.get(row)]};${area}${letters};` +
            `${place};${place};${province.name};${lat.toFixed(8)};${lng.toFixed(8)}`,
        );
        written++;
      }
    }
  }
  out.end();
  await finished(file);
  console.log(
    `${values.out}: ${written.toLocaleString('en-US')} addresses (${shipped.toLocaleString('en-US')} shipped, ` +
      `the rest in ${places.toLocaleString('en-US')} made-up places) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

function weighted(random: () => number): (typeof provinces)[number] {
  let roll = random() * provinces.reduce((sum, province) => sum + province.weight, 0);
  for (const province of provinces) if ((roll -= province.weight) < 0) return province;
  return provinces.at(-1)!;
}
