import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { migrations } from '../../db/migrate.ts';

/*
 * Backups of the product's database (docs/operations.md#backups): the embedded SQLite file through SQLite's online
 * backup API, consistent while the server writes; PostgreSQL through its own tools, pg_dump and pg_restore.
 */

/** Pages per backup step: all of them, so the copy is one read of one moment (WAL lets the server write meanwhile). */
const allPages = 2_000_000_000;

/** Kysely's bookkeeping table: which migrations a database has had. */
const migrationTable = 'kysely_migration';

export class BackupError extends Error {}

/**
 * Copies the live SQLite file to `target` as one self-contained file (no WAL beside it). Written to a temporary name
 * first, so a failed backup never leaves a file that looks like one. Answers the number of pages copied.
 */
export async function backupSqlite(liveFile: string, target: string): Promise<number> {
  if (!existsSync(liveFile)) throw new BackupError(`There is no database at ${liveFile}: check DATA_DIR.`);
  if (existsSync(target)) throw new BackupError(`${target} exists already; choose a new file name.`);
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  const source = new DatabaseSync(liveFile, { timeout: 5000 });
  try {
    const pages = await backup(source, partial, { rate: allPages });
    const copy = new DatabaseSync(partial);
    try {
      copy.exec('PRAGMA journal_mode = DELETE');
    } finally {
      copy.close();
    }
    renameSync(partial, target);
    return pages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
}

/**
 * What a backup file holds, checked before it replaces anything: an intact SQLite database of this product whose
 * migrations this version knows (a backup made by a newer version would lose its newer tables' meaning).
 */
export function checkSqliteBackup(file: string): { migrations: number } {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  let database: DatabaseSync;
  try {
    database = new DatabaseSync(file, { readOnly: true });
  } catch {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
  try {
    const integrity = readOrRefuse(file, () => database.prepare('PRAGMA integrity_check').get());
    if (integrity?.integrity_check !== 'ok')
      throw new BackupError(`${file} is damaged: SQLite's integrity check failed.`);
    const hasTable = database
      .prepare("select count(*) as found from sqlite_master where type = 'table' and name = ?")
      .get(migrationTable);
    if (!hasTable?.found) throw new BackupError(`${file} is not a backup of this product's database.`);
    const names = database
      .prepare(`select name from ${migrationTable}`)
      .all()
      .map((row) => String(row.name));
    const unknown = names.filter((name) => !(name in migrations));
    if (unknown.length > 0)
      throw new BackupError(`${file} was made by a newer version (migration ${unknown.join(', ')}); upgrade first.`);
    return { migrations: names.length };
  } finally {
    database.close();
  }
}

function readOrRefuse<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch {
    throw new BackupError(`${file} is not a SQLite database.`);
  }
}

/**
 * Puts a backup in place of the live SQLite file through the same backup API, page by page under SQLite's locks, so
 * the file is never half-written; the server should be stopped (it keeps configuration in memory) and started after.
 */
export async function restoreSqlite(file: string, liveFile: string): Promise<number> {
  checkSqliteBackup(file);
  mkdirSync(path.dirname(liveFile), { recursive: true });
  const source = new DatabaseSync(file, { readOnly: true });
  try {
    return await backup(source, liveFile, { rate: allPages });
  } finally {
    source.close();
  }
}

/**
 * The schema of DATABASE_URL's `search_path` (`?options=-c search_path=name`), which holds the product's tables
 * when one database serves several installations; undefined: the whole database is the product's.
 */
export function schemaOfUrl(databaseUrl: string): string | undefined {
  const options = new URL(databaseUrl).searchParams.get('options') ?? '';
  return /(?:^|\s)-c\s*search_path=([A-Za-z_][A-Za-z0-9_]*)/.exec(options)?.[1];
}

/**
 * The URL as libpq reads it: a WHATWG URL writes a space in its query as `+`, which libpq takes literally, so every
 * query value is spelled with `%20` instead (`options=-c%20search_path%3Dname`).
 */
export function libpqUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const query = [...url.searchParams]
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  url.search = query;
  return url.toString();
}

/** pg_dump's arguments: the custom format, which pg_restore reads, of the product's schema or whole database. */
export function pgDumpArgs(databaseUrl: string, target: string): string[] {
  const schema = schemaOfUrl(databaseUrl);
  return [
    '--format=custom',
    '--no-owner',
    `--file=${target}`,
    ...(schema ? [`--schema=${schema}`] : []),
    libpqUrl(databaseUrl),
  ];
}

/** pg_restore's arguments: what the dump holds replaces what is there, in one transaction, or nothing changes. */
export function pgRestoreArgs(databaseUrl: string, file: string): string[] {
  return ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${libpqUrl(databaseUrl)}`, file];
}

/** Runs a PostgreSQL tool; its own error message is the operator's answer when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} is not installed: install PostgreSQL's client tools (Debian: postgresql-client).`
            : error.message,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
