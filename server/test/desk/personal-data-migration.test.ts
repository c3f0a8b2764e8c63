import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 027: erased customers, anonymised orders and the retention runs (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-027-');

  const columnOf = async (tableName: string, columnName: string) =>
    (await database.db.introspection.getTables())
      .find((table) => table.name === tableName)
      ?.columns.find((column) => column.name === columnName);
  const hasRuns = async () =>
    (await database.db.introspection.getTables()).some((table) => table.name === 'privacy_runs');

  it('adds the marks as columns that may be empty, as they are for what came before, and takes them away going down', async () => {
    const { migrator } = database;
    expect((await migrator.migrateTo('026-invoices')).error).toBeUndefined();
    expect(await columnOf('orders', 'anonymized_at')).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await columnOf('orders', 'anonymized_at')).toMatchObject({ isNullable: true });
    expect(await columnOf('customers', 'erased_at')).toMatchObject({ isNullable: true });
    expect(await hasRuns()).toBe(true);
    expect((await migrator.migrateTo('026-invoices')).error).toBeUndefined();
    expect(await columnOf('orders', 'anonymized_at')).toBeUndefined();
    expect(await columnOf('customers', 'erased_at')).toBeUndefined();
    expect(await hasRuns()).toBe(false);
  });
});
