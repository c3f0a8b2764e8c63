import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { dialectMigrations } from '../../src/db/migrate.ts';
import { nodeSqliteDatabase, openSqliteFile } from '../../src/db/node-sqlite-adapter.ts';

/**
 * A fresh SQLite file for the migration tests of the `describe` that calls it, with a migrator over every migration;
 * removed after them. Read `db` and `migrator` inside a test: they are made before the first one.
 */
export function sqliteToMigrate(prefix: string): {
  // Migrations work below the typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly db: Kysely<any>;
  readonly migrator: Migrator;
} {
  let dir = '';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let db: Kysely<any> | undefined;
  let migrator: Migrator | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    db = new Kysely({
      dialect: new SqliteDialect({ database: nodeSqliteDatabase(openSqliteFile(path.join(dir, 'db.sqlite'))) }),
    });
    const forSqlite = dialectMigrations('sqlite');
    migrator = new Migrator({ db, provider: { getMigrations: async () => forSqlite } });
  });
  afterAll(async () => {
    await db?.destroy();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get db() {
      if (!db) throw new Error('read db inside a test');
      return db;
    },
    get migrator() {
      if (!migrator) throw new Error('read migrator inside a test');
      return migrator;
    },
  };
}
