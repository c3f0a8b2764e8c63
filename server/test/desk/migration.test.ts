import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sqliteToMigrate } from '../support/sqlite-to-migrate.ts';

describe('migration 008 on the trips of before (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-');

  it('makes booked trips new, and fills their tenant, vehicle class, search text and search table', async () => {
    const { db, migrator } = database;
    expect((await migrator.migrateTo('006-return-tokens-guests')).error).toBeUndefined();
    const now = new Date('2026-01-05T10:00:00Z');
    const { id: customerId } = await db
      .insertInto('customers')
      .values({
        tenant_id: 'demo',
        username: null,
        email: 'anneke@example.nl',
        password_hash: null,
        phone: '+31687654321',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({
        tenant_id: 'demo',
        customer_id: customerId,
        hash: 'h',
        status: 'paid',
        lang: 'nl',
        person: JSON.stringify({ custname: 'Anneke Müller', custemail: 'anneke@example.nl', custtel: '+31687654321' }),
        total_cents: 2500,
        cart_fingerprint: 'f',
        return_origin: 'http://localhost:8080',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const trip = (status: string, position: number) => ({
      order_id: orderId,
      position,
      status,
      datetime: '2026-01-06 10:00',
      pickup_at: new Date('2026-01-06T09:00:00Z'),
      trip: JSON.stringify({ vehicleClass: 'van', tour: [] }),
      from_text: 'Herestraat 12, 9711 LJ Groningen',
      to_text: 'Station Groningen',
      passengers: 2,
      flight_number: '',
      extra_info: '',
      price_cents: 1250,
      duration_minutes: 10,
    });
    await db
      .insertInto('order_trips')
      .values([trip('booked', 0), trip('canceled', 1)])
      .execute();

    expect((await migrator.migrateTo('009-manage-booking')).error).toBeUndefined();
    await db
      .updateTable('orders')
      .set({ provider: 'simulator', provider_payment_id: 'sim_paid_before_010' })
      .where('id', '=', orderId)
      .execute();
    // The desk raised the first trip's price by hand, unpaid (migration 012 takes what it was booked at as paid).
    const first = await db.selectFrom('order_trips').select('id').orderBy('position').executeTakeFirstOrThrow();
    await db.updateTable('order_trips').set({ price_cents: 1750 }).where('id', '=', first.id).execute();
    await db
      .insertInto('trip_events')
      .values({
        tenant_id: 'demo',
        trip_id: first.id,
        order_id: orderId,
        at: now,
        staff_id: null,
        actor: 'staff',
        kind: 'price',
        field: 'manual',
        from_value: '12.50',
        to_value: '17.50',
        reason: 'wachttijd',
      })
      .execute();
    await db
      .insertInto('refunds')
      .values({
        tenant_id: 'demo',
        order_id: orderId,
        trip_id: null,
        amount_cents: 500,
        status: 'pending',
        provider: 'simulator',
        provider_refund_id: null,
        idempotency_key: 'refund-before-010',
        staff_id: null,
        reason: '',
        submitted_at: null,
        failure: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('order_trips').selectAll().orderBy('position').execute();
    expect(rows.map((row) => row.status)).toEqual(['new', 'canceled']);
    expect(rows[0]).toMatchObject({
      tenant_id: 'demo',
      vehicle_class: 'van',
      driver_id: null,
      updated_at: now.toISOString(),
    });
    expect(rows[0]!.search_text).toContain(`d${customerId}/${orderId}`);
    expect(rows[0]!.search_text).toContain('anneke muller');
    expect(rows[0]!.search_text).toContain('0687654321');
    const { rows: found } = await sql<{ id: number }>`
      select rowid as id from order_trips_search where search_text like '%muller%' and status = 'new'`.execute(db);
    expect(found.map((row) => row.id)).toEqual([rows[0]!.id]);
    const order = await db.selectFrom('orders').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ refund_reserved_cents: 0, refunded_cents: 0 });
    // Migration 009: an order of before has no manage link (docs/decisions/022-manage-booking.md); migration 012 keeps
    // no token in clear, only the hashes of the links (none here).
    expect(order).not.toHaveProperty('manage_token');
    expect(order).not.toHaveProperty('manage_token_hash');
    expect(await db.selectFrom('manage_links').selectAll().execute()).toEqual([]);
    // Migration 012: what was paid per trip is what it was booked at, the desk's raise is owed.
    expect(rows.map((row) => [row.price_cents, row.paid_cents, row.refund_reserved_cents])).toEqual([
      [1750, 1250, 0],
      [1250, 1250, 0],
    ]);
    expect(await db.selectFrom('trip_changes').selectAll().execute()).toEqual([]);
    // Migration 010: a refund of before goes against the order's payment, the only one it had.
    expect(await db.selectFrom('refunds').select('provider_payment_id').execute()).toEqual([
      { provider_payment_id: 'sim_paid_before_010' },
    ]);
  });
});

describe('migration 013 on the drivers of before (sqlite)', () => {
  const database = sqliteToMigrate('taxi-migration-013-');

  it('makes each driver’s vehicle text their usual vehicle, and the vehicle of the trips they drove', async () => {
    const { db, migrator } = database;
    expect((await migrator.migrateTo('012-paid-per-trip-and-link-hashes')).error).toBeUndefined();
    const now = new Date('2026-01-05T10:00:00Z');
    const driver = (name: string, vehicle: string, plate: string, active = 1) => ({
      tenant_id: 'demo',
      name,
      phone: '',
      vehicle,
      plate,
      active,
      created_at: now,
      updated_at: now,
    });
    const [henk, kees, jan] = await db
      .insertInto('drivers')
      .values([
        driver('Henk', 'Toyota Prius, wit', 'K-123-GB'),
        driver('Kees', '', ''),
        driver('Jan', 'Škoda Superb', 'ZL-456-T', 0),
      ])
      .returning('id')
      .execute();
    if (!henk || !kees || !jan) throw new Error('drivers not stored');
    const { id: customerId } = await db
      .insertInto('customers')
      .values({
        tenant_id: 'demo',
        username: null,
        email: 'a@example.nl',
        password_hash: null,
        phone: '',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: orderId } = await db
      .insertInto('orders')
      .values({
        tenant_id: 'demo',
        customer_id: customerId,
        hash: 'h',
        status: 'paid',
        lang: 'nl',
        person: '{}',
        total_cents: 2500,
        cart_fingerprint: 'f',
        return_origin: 'http://localhost:8080',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_trips')
      .values({
        tenant_id: 'demo',
        order_id: orderId,
        position: 0,
        status: 'done',
        driver_id: henk.id,
        datetime: '2026-01-06 10:00',
        pickup_at: new Date('2026-01-06T09:00:00Z'),
        trip: '{}',
        from_text: 'a',
        to_text: 'b',
        passengers: 2,
        flight_number: '',
        extra_info: '',
        price_cents: 1250,
        duration_minutes: 10,
        vehicle_class: 'sedan',
        search_text: '',
        updated_at: now,
      })
      .execute();

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const [prius, superb, ...more] = await db.selectFrom('vehicles').selectAll().orderBy('id').execute();
    if (!prius || !superb) throw new Error('no vehicles made');
    expect(more).toEqual([]);
    const vehicles = [prius, superb];
    expect(
      vehicles.map((vehicle) => [vehicle.name, vehicle.plate, vehicle.seats, vehicle.vehicle_class, vehicle.active]),
    ).toEqual([
      ['Toyota Prius, wit', 'K-123-GB', 4, '', 1],
      ['Škoda Superb', 'ZL-456-T', 4, '', 0],
    ]);
    const drivers = await db.selectFrom('drivers').selectAll().orderBy('id').execute();
    expect(drivers.map((row) => [row.id, row.usual_vehicle_id])).toEqual([
      [henk.id, prius.id],
      [kees.id, null],
      [jan.id, superb.id],
    ]);
    expect(drivers[0]).not.toHaveProperty('vehicle');
    expect(drivers[0]).not.toHaveProperty('plate');
    const trip = await db.selectFrom('order_trips').select('vehicle_id').executeTakeFirstOrThrow();
    expect(trip.vehicle_id).toBe(prius.id);
  });
});
