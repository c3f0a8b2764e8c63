import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Settings } from '../../../config.ts';
import { dialectOf, sqliteFile } from '../../../db/connect.ts';
import type { PlaceRow } from '../place-row.ts';
import type { Skipped } from './parsers.ts';
import type { PlacesStore } from './places-store.ts';
import { openPostgresStore } from './postgres-store.ts';
import { findSources, fingerprintOf, isAddressSource } from './sources.ts';
import { openSqliteStore } from './sqlite-store.ts';

export interface ImportOptions {
  /** The open data folder (see data/README.md). */
  from: string;
  /** Address files to import instead of the folder's provinces (the setting `ADDRESS_FILES`). */
  addressFiles?: readonly string[];
  /** Import every file again, even those whose fingerprint is recorded. */
  force?: boolean;
  /** One line per file, and one per 100,000 rows of a big file. */
  log: (line: string) => void;
  /**
   * Import the address files too (the default). False when an address service answers for the addresses
   * (docs/decisions/056-pdok-addresses.md): they are neither imported nor removed.
   */
  addresses?: boolean;
}

export interface ImportSummary {
  /** Whether the places table changed, so an index built from it is out of date. */
  changed: boolean;
  files: number;
  rows: number;
  seconds: number;
}

const progressEvery = 100_000;
const count = (value: number) => value.toLocaleString('en-US');
const secondsSince = (started: number) => (performance.now() - started) / 1000;

async function openStore(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<PlacesStore> {
  return dialectOf(settings) === 'postgres'
    ? openPostgresStore(settings.databaseUrl!)
    : openSqliteStore(sqliteFile(settings.dataDir));
}

async function* withProgress(
  rows: AsyncIterable<PlaceRow>,
  name: string,
  log: (line: string) => void,
): AsyncGenerator<PlaceRow> {
  const started = performance.now();
  let seen = 0;
  for await (const row of rows) {
    yield row;
    if (++seen % progressEvery === 0)
      log(`${name}: ${count(seen)} rows (${count(Math.round(seen / secondsSince(started)))} rows/s)`);
  }
}

/**
 * Brings the places table in line with the data files: a file whose fingerprint is recorded is
 * skipped, a new or changed one replaces its rows, a removed one takes its rows along. The database
 * must be migrated. Each file is one transaction, so an interrupted import resumes with the file
 * it was on.
 */
export async function importPlaces(
  settings: Pick<Settings, 'databaseUrl' | 'dataDir'>,
  options: ImportOptions,
): Promise<ImportSummary> {
  const started = performance.now();
  const withAddresses = options.addresses ?? true;
  const sources = await findSources(options.from, {
    addresses: withAddresses,
    addressFiles: options.addressFiles ?? [],
  });
  if (sources.length === 0)
    throw new Error(`No place data found in ${options.from} (expected the layout of data/README.md)`);
  const store = await openStore(settings);
  const summary: ImportSummary = { changed: false, files: 0, rows: 0, seconds: 0 };
  try {
    const imported = await store.imported();
    for (const name of imported.keys()) {
      if (sources.some((source) => source.name === name) || (!withAddresses && isAddressSource(name))) continue;
      await store.remove(name);
      const where = name.startsWith('addresses/') && options.addressFiles?.length ? 'ADDRESS_FILES' : options.from;
      options.log(`${name}: no longer in ${where}; its rows are removed`);
      summary.changed = true;
    }
    for (const source of sources) {
      const fingerprint = await fingerprintOf(source.file);
      if (!options.force && imported.get(source.name)?.fingerprint === fingerprint) continue;
      const fileStarted = performance.now();
      const skipped: Skipped = { count: 0 };
      const rows = await store.replace(
        source.name,
        fingerprint,
        withProgress(source.parse(source.file, skipped), source.name, options.log),
        options.force ?? false,
      );
      if (rows === undefined) continue;
      const seconds = secondsSince(fileStarted);
      const skippedNote = skipped.count > 0 ? `; ${count(skipped.count)} skipped (malformed or listed twice)` : '';
      options.log(
        `${source.name}: ${count(rows)} rows in ${seconds.toFixed(1)} s (${count(Math.round(rows / seconds))} rows/s)${skippedNote}`,
      );
      summary.changed = true;
      summary.files++;
      summary.rows += rows;
    }
  } finally {
    await store.close();
  }
  summary.seconds = secondsSince(started);
  if (summary.files > 0)
    options.log(
      `Imported ${count(summary.rows)} places from ${summary.files} files in ${summary.seconds.toFixed(1)} s`,
    );
  else
    options.log(
      `Places are up to date with ${path.relative(process.cwd(), options.from) || '.'} (${sources.length} files)`,
    );
  return summary;
}

/** `importPlaces` in a worker thread (import-worker.ts); its log lines come back through `options.log`. */
export function importPlacesInWorker(
  settings: Pick<Settings, 'databaseUrl' | 'dataDir'>,
  options: ImportOptions,
): Promise<ImportSummary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), {
      workerData: {
        settings: { databaseUrl: settings.databaseUrl, dataDir: settings.dataDir },
        from: options.from,
        addressFiles: options.addressFiles ?? [],
        force: options.force ?? false,
        addresses: options.addresses ?? true,
      },
    });
    worker.on('message', (message: { line: string } | { summary: ImportSummary }) => {
      if ('line' in message) options.log(message.line);
      else resolve(message.summary);
    });
    worker.once('error', reject);
    // After the summary this changes nothing; before it, the thread failed without saying why.
    worker.once('exit', (code) => reject(new Error(`The import stopped (exit code ${code}) before it finished`)));
  });
}
