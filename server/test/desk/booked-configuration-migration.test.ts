import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 023 on the orders of before (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-023-');

  it('leaves an order of before without a configuration version, which words it by the layout in force, and goes back down', async () => {
    const { db, migrator } = database;
    expect((await migrator.migrateTo('022-driver-positions')).error).toBeUndefined();
    const now = new Date('2026-01-05T10:00:00Z');
    const { id: customerId } = await db
      .insertInto('customers')
      .values({
        tenant_id: 'demo',
        username: null,
        email: 'x@example.nl',
        password_hash: null,
        phone: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values({
        tenant_id: 'demo',
        customer_id: customerId,
        hash: 'h',
        status: 'booked',
        lang: 'nl',
        person: '{}',
        total_cents: 1250,
        cart_fingerprint: 'f',
        return_origin: 'http://localhost:8080',
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('orders').select('config_version').execute()).toEqual([{ config_version: null }]);

    expect((await migrator.migrateTo('022-driver-positions')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'orders')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('config_version');
  });
});
