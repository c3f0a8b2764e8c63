import type { SQLOutputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Settings } from '../../config.ts';
import { dialectOf, sqliteFile } from '../../db/connect.ts';
import { openSqliteFile } from '../../db/node-sqlite-adapter.ts';
import { linesOf } from './import/read-lines.ts';
import type { PlaceKind } from './place-row.ts';
import { PlaceIndexBuilder } from './search/place-index-builder.ts';
import { placeIndexFromData, type PlaceIndexData } from './search/place-index-data.ts';
import type { PlaceIndex } from './search/search.ts';

/**
 * Reads the places table into a new search index, through a connection of its own: rows come as
 * arrays (SQLite) or COPY text (PostgreSQL), not as objects through Kysely, which for 1.4 million
 * rows costs seconds and hundreds of MiB.
 */

const addressColumns = 'street, city, house_number, house_letter, house_addition, postcode, lat, lng';
const poiColumns = 'id, kind, name, street, postcode, city, lat, lng, category, code, alt_names';
const poiKinds = "('station', 'airport', 'hotel')";
type Row = SQLOutputValue[] | unknown[];

function addAddress(builder: PlaceIndexBuilder, row: Row): void {
  builder.addresses.addAddress(
    row[0] as string,
    row[1] as string,
    Number(row[2]),
    row[3] as string,
    row[4] as string,
    row[5] as string,
    Number(row[6]),
    Number(row[7]),
  );
}

function addPoi(builder: PlaceIndexBuilder, row: Row): void {
  builder.add({
    id: row[0] as string,
    kind: row[1] as PlaceKind,
    name: row[2] as string,
    street: row[3] as string,
    houseNumber: null,
    houseLetter: '',
    houseAddition: '',
    postcode: row[4] as string,
    city: row[5] as string,
    lat: Number(row[6]),
    lng: Number(row[7]),
    category: row[8] as string,
    code: row[9] as string,
    altNames: row[10] as string,
  });
}

function readSqlite(file: string, builder: PlaceIndexBuilder): void {
  const db = openSqliteFile(file);
  try {
    const addresses = db.prepare(`select ${addressColumns} from places where kind = 'address'`);
    addresses.setReturnArrays(true);
    for (const row of addresses.iterate()) addAddress(builder, row as unknown as Row);
    const pois = db.prepare(`select ${poiColumns} from places where kind in ${poiKinds}`);
    pois.setReturnArrays(true);
    for (const row of pois.iterate()) addPoi(builder, row as unknown as Row);
  } finally {
    db.close();
  }
}

/** COPY's text format back to values: `\N` is null, backslash escapes. */
function copyValue(field: string): string | null {
  if (field === '\\N') return null;
  if (!field.includes('\\')) return field;
  return field.replace(
    /\\(.)/g,
    (_, char: string) => ({ t: '\t', n: '\n', r: '\r', b: '\b', f: '\f', v: '\v' })[char] ?? char,
  );
}

/** Rows of a query streamed out with COPY: one round trip, no row objects. */
async function* copyRows(client: pg.Client, query: string): AsyncGenerator<Array<string | null>> {
  for await (const line of linesOf(client.query(copyTo(`copy (${query}) to stdout`))))
    yield line.split('\t').map(copyValue);
}

async function readPostgres(databaseUrl: string, builder: PlaceIndexBuilder): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for await (const row of copyRows(client, `select ${addressColumns} from places where kind = 'address'`))
      addAddress(builder, row);
    for await (const row of copyRows(client, `select ${poiColumns} from places where kind in ${poiKinds}`))
      addPoi(builder, row);
  } finally {
    await client.end();
  }
}

export async function loadPlaceIndex(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<PlaceIndex> {
  const builder = new PlaceIndexBuilder();
  if (dialectOf(settings) === 'postgres') await readPostgres(settings.databaseUrl!, builder);
  else readSqlite(sqliteFile(settings.dataDir), builder);
  return builder.finish();
}

/** `loadPlaceIndex` in a worker thread (index-worker.ts). */
export function loadPlaceIndexInWorker(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<PlaceIndex> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./index-worker.ts', import.meta.url), {
      workerData: { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir },
    });
    worker.once('message', (data: PlaceIndexData) => resolve(placeIndexFromData(data)));
    worker.once('error', reject);
    // After the message this changes nothing; before it, the thread failed without saying why.
    worker.once('exit', (code) =>
      reject(new Error(`The search index builder stopped (exit code ${code}) before it finished`)),
    );
  });
}
