import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 023: the configuration version of an order (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-023-');

  /** The orders table's column of the version, if it has one. */
  const versionColumn = async () =>
    (await database.db.introspection.getTables())
      .find((table) => table.name === 'orders')
      ?.columns.find((column) => column.name === 'config_version');

  it('adds the version as a column that may be empty, as it is for an order of before, and takes it away going back down', async () => {
    const { migrator } = database;
    expect((await migrator.migrateTo('022-driver-positions')).error).toBeUndefined();
    expect(await versionColumn()).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await versionColumn()).toMatchObject({ isNullable: true, hasDefaultValue: false });
    expect((await migrator.migrateTo('022-driver-positions')).error).toBeUndefined();
    expect(await versionColumn()).toBeUndefined();
  });
});
