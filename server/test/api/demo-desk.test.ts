import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripStatuses } from '#common/contracts/trip-status.ts';
import { wallTimeAt } from '#common/fields/trip-datetime.ts';
import { seedDemoAccounts } from '../../src/modules/customers/demo-accounts.ts';
import { demoDrivers, seedDemoDesk, type DemoDeskDeps } from '../../src/modules/desk/demo-desk.ts';
import { seedDemoStaff } from '../../src/modules/staff/demo-staff.ts';
import { mailHoldsPhone, readOutbox } from '../support/outbox.ts';
import { herestraat } from '../support/trips.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

/** The date `days` after today in Amsterdam, as a trip's `datetime` starts. */
function dayAfterToday(days: number): string {
  const today = wallTimeAt(new Date());
  return new Date(Date.UTC(today.year, today.month - 1, today.day) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(dialects)('demo drivers and trips on %s', (dialect) => {
  let server: TestServer;
  let deps: DemoDeskDeps;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    const { app } = server;
    const tenantIds = app.tenants.all.map((tenant) => tenant.id);
    await seedDemoAccounts(app.db, tenantIds);
    await seedDemoStaff(app.db, tenantIds);
    deps = {
      db: app.db,
      tenants: app.tenants,
      // The test's open data is a sample: a place it lacks is Herestraat 12, priced as any trip from there.
      places: {
        find: async (tenant, id) => (await app.places.find(tenant, id)) ?? app.places.find(tenant, herestraat.id),
      },
      payments: app.payments,
      orders: app.orders,
      desk: app.desk,
      publicUrl: server.settings.publicUrl,
      log: { info: () => {} },
      now: new Date(),
    };
  }, 60_000);
  afterAll(() => server.close());

  const tripsOf = (tenantId: string) =>
    server.app.db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .select([
        'order_trips.id',
        'order_trips.status',
        'order_trips.driver_id',
        'order_trips.vehicle_id',
        'order_trips.passengers',
        'order_trips.datetime',
        'order_trips.flight_number',
        'orders.status as order_status',
        'orders.person',
        'orders.total_cents',
        'orders.refunded_cents',
      ])
      .where('order_trips.tenant_id', '=', tenantId)
      .execute();

  it('seeds nothing for a tenant that is not configured', async () => {
    await seedDemoDesk(deps, ['demo']);
    expect(await tripsOf('zakelijk')).toEqual([]);
  });

  it('books every state over yesterday to next week, with drivers, paid or on account, and a partial refund', async () => {
    const tenantIds = server.app.tenants.all.map((tenant) => tenant.id);
    await seedDemoDesk(deps, tenantIds);
    for (const tenantId of ['demo', 'zakelijk']) {
      const trips = await tripsOf(tenantId);
      expect(trips.length).toBeGreaterThanOrEqual(20);
      expect(new Set(trips.map((trip) => trip.status))).toEqual(new Set(tripStatuses));
      const drivers = await server.app.db
        .selectFrom('drivers')
        .select(['id', 'name'])
        .where('tenant_id', '=', tenantId)
        .execute();
      expect(drivers.map((driver) => driver.name).sort()).toEqual(
        demoDrivers[tenantId]?.map((driver) => driver.name).sort(),
      );
      const driverIds = new Set(drivers.map((driver) => driver.id));
      for (const trip of trips.filter((each) => ['assigned', 'done', 'no_show'].includes(each.status)))
        expect(driverIds.has(trip.driver_id ?? 0)).toBe(true);
      // Each driver drives their usual vehicle, and a trip for more than four goes in the eight-seat "Busje".
      const vehicles = await server.app.db
        .selectFrom('vehicles')
        .select(['id', 'seats'])
        .where('tenant_id', '=', tenantId)
        .execute();
      expect(vehicles).toHaveLength(demoDrivers[tenantId]?.length ?? 0);
      for (const trip of trips.filter((each) => each.vehicle_id !== null))
        expect(vehicles.find((vehicle) => vehicle.id === trip.vehicle_id)?.seats).toBeGreaterThanOrEqual(
          trip.passengers,
        );
      const dates = new Set(trips.map((trip) => trip.datetime.slice(0, 10)));
      for (const days of [-1, 0, 1]) expect(dates).toContain(dayAfterToday(days));
      expect([...dates].sort().at(-1)! >= dayAfterToday(6)).toBe(true);
      expect(trips.some((trip) => trip.flight_number !== '')).toBe(true);
    }

    const demo = await tripsOf('demo');
    expect(new Set(demo.map((trip) => trip.order_status))).toEqual(new Set(['paid']));
    expect(demo.map((trip) => JSON.parse(trip.person).custname)).toContain('Loïs Groenewegen');
    const refunded = demo.filter((trip) => trip.refunded_cents > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]?.refunded_cents).toBeLessThan(refunded[0]?.total_cents ?? 0);
    expect(refunded[0]?.status).toBe('canceled');
    expect(new Set((await tripsOf('zakelijk')).map((trip) => trip.order_status))).toEqual(new Set(['booked']));

    // A trip driven has its whole history, each move by the demo admin.
    const done = demo.find((trip) => trip.status === 'done');
    const history = await server.app.db
      .selectFrom('trip_events')
      .select(['kind', 'to_value', 'actor'])
      .where('trip_id', '=', done?.id ?? 0)
      .orderBy('id')
      .execute();
    expect(history.filter((event) => event.kind !== 'mail').map((event) => [event.kind, event.to_value])).toEqual([
      ['created', 'new'],
      ['payment', 'paid'],
      ['status', 'confirmed'],
      ['status', 'assigned'],
      ['driver', expect.any(String)],
      ['driver', expect.any(String)],
      ['status', 'done'],
    ]);
    const audit = await server.app.db
      .selectFrom('desk_audit')
      .select('action')
      .where('target', '=', `trip:${done?.id}`)
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'trip_status_changed',
      'trip_status_changed',
      'trip_status_changed',
    ]);
  });

  it('mails the demo customers no driver’s own phone number', async () => {
    const outbox = await readOutbox(server.settings.dataDir);
    expect(outbox.some((mail) => /chauffeur|driver/i.test(mail.subject))).toBe(true);
    for (const driver of Object.values(demoDrivers).flat())
      expect(
        outbox.filter((mail) => mailHoldsPhone(mail, driver.phone)).map((mail) => mail.subject),
        driver.phone,
      ).toEqual([]);
  });

  it('adds nothing at a second start', async () => {
    const before = [(await tripsOf('demo')).length, (await tripsOf('zakelijk')).length];
    await seedDemoDesk(
      deps,
      server.app.tenants.all.map((tenant) => tenant.id),
    );
    expect([(await tripsOf('demo')).length, (await tripsOf('zakelijk')).length]).toEqual(before);
    const drivers = await server.app.db.selectFrom('drivers').select('id').execute();
    expect(drivers).toHaveLength(Object.values(demoDrivers).flat().length);
    const vehicles = await server.app.db.selectFrom('vehicles').select('id').execute();
    expect(vehicles).toHaveLength(Object.values(demoDrivers).flat().length);
  });
});
