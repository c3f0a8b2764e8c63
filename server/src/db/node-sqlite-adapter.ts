import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot store a ${typeof value} in SQLite`);
}

const toSqliteValues = (parameters: ReadonlyArray<unknown>): SQLInputValue[] => parameters.map(toSqliteValue);

/**
 * Kysely's SqliteDialect is written for better-sqlite3; this adapter gives it Node's built-in
 * `node:sqlite`, so the embedded database needs no native module.
 */
export function nodeSqliteDatabase(database: DatabaseSync): SqliteDatabase {
  return {
    prepare(sql: string): SqliteStatement {
      const statement = database.prepare(sql);
      return {
        reader: statement.columns().length > 0,
        all: (parameters) => statement.all(...toSqliteValues(parameters)),
        run: (parameters) => statement.run(...toSqliteValues(parameters)),
        iterate: (parameters) => statement.iterate(...toSqliteValues(parameters)),
      };
    },
    close: () => database.close(),
  };
}

/** Opens (and creates) the database file in WAL mode, so readers do not wait for the writer. */
export function openSqliteFile(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  database.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return database;
}
