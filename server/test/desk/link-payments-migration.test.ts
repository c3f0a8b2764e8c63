import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 029: the payment a paid link made and the method (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-029-');

  const columnOf = async (tableName: string, columnName: string) =>
    (await database.db.introspection.getTables())
      .find((table) => table.name === tableName)
      ?.columns.find((column) => column.name === columnName);
  const added = [
    ['orders', 'link_payment_id'],
    ['orders', 'payment_method'],
    ['owed_links', 'link_payment_id'],
    ['owed_links', 'payment_method'],
    ['simulator_payments', 'link_payment_id'],
  ] as const;

  it('adds the columns empty for what came before (looked up when refunded), and takes them away going down', async () => {
    const { migrator } = database;
    expect((await migrator.migrateTo('028-waived-refunds')).error).toBeUndefined();
    for (const [table, column] of added) expect(await columnOf(table, column)).toBeUndefined();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    for (const [table, column] of added) expect(await columnOf(table, column)).toMatchObject({ isNullable: true });
    expect((await migrator.migrateTo('028-waived-refunds')).error).toBeUndefined();
    for (const [table, column] of added) expect(await columnOf(table, column)).toBeUndefined();
  });
});
