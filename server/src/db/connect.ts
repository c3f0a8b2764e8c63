import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Settings } from '../config.ts';
import type { DialectName } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { nodeSqliteDatabase, openSqliteFile } from './node-sqlite-adapter.ts';
import type { Database } from './tables.ts';

export function dialectOf(settings: Pick<Settings, 'databaseUrl'>): DialectName {
  return settings.databaseUrl ? 'postgres' : 'sqlite';
}

/** The embedded database's file. */
export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'db', 'taxi.sqlite');
}

/**
 * The database of these settings, migrated to the latest schema: PostgreSQL when DATABASE_URL
 * is set, else the SQLite file in DATA_DIR. Several processes may open the same one.
 */
export async function openDatabase(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): Promise<Kysely<Database>> {
  const dialectName = dialectOf(settings);
  const db = new Kysely<Database>({
    dialect:
      dialectName === 'postgres'
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: settings.databaseUrl, max: 10 }) })
        : new SqliteDialect({ database: nodeSqliteDatabase(openSqliteFileIn(settings.dataDir)) }),
  });
  try {
    await migrateToLatest(db, dialectName);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openSqliteFileIn(dataDir: string) {
  const file = sqliteFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  return openSqliteFile(file);
}
