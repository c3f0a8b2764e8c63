import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 014 on the customers and orders of before (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-');

  it('gives every customer the digits of their phone, an account’s orders their source, and goes back down', async () => {
    const { db, migrator } = database;
    expect((await migrator.migrateTo('012-paid-per-trip-and-link-hashes')).error).toBeUndefined();
    const now = new Date('2026-01-05T10:00:00Z');
    const customer = async (username: string | null, phone: string) =>
      (
        await db
          .insertInto('customers')
          .values({ tenant_id: 'demo', username, email: 'x@example.nl', password_hash: null, phone, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const guest = await customer(null, '06-20110866');
    const account = await customer('hotel-noord', '+31 50 123 4567');
    const noPhone = await customer(null, '');
    const order = async (customerId: number) =>
      db
        .insertInto('orders')
        .values({
          tenant_id: 'demo',
          customer_id: customerId,
          hash: `h${customerId}`,
          status: 'booked',
          lang: 'nl',
          person: '{}',
          total_cents: 1250,
          cart_fingerprint: `f${customerId}`,
          return_origin: 'http://localhost:8080',
          created_at: now,
          updated_at: now,
        })
        .execute();
    await order(guest);
    await order(account);

    expect((await migrator.migrateTo('014-phone-booking')).error).toBeUndefined();
    const digits = await db.selectFrom('customers').select(['id', 'phone_digits']).orderBy('id').execute();
    expect(digits).toEqual([
      { id: guest, phone_digits: '31620110866' },
      { id: account, phone_digits: '31501234567' },
      { id: noPhone, phone_digits: '' },
    ]);
    const orders = await db
      .selectFrom('orders')
      .select(['customer_id', 'source', 'payment_way', 'link_expires_at'])
      .orderBy('id')
      .execute();
    expect(orders).toEqual([
      { customer_id: guest, source: 'web', payment_way: null, link_expires_at: null },
      { customer_id: account, source: 'account', payment_way: null, link_expires_at: null },
    ]);

    expect((await migrator.migrateTo('012-paid-per-trip-and-link-hashes')).error).toBeUndefined();
    const columns = (await db.introspection.getTables()).find((table) => table.name === 'orders')?.columns;
    expect(columns?.map((column) => column.name)).not.toContain('source');
  });
});
