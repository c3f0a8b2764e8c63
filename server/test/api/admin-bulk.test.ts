import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkTransitionReplySchema } from '#common/contracts/desk-trips.ts';
import { bookOne, history, newDriver, newVehicle } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import type { OutboxMail } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;
const url = '/api/admin/trips/bulk-transition';

describe.each(dialects)('bulk confirm and assign: /api/admin/trips/bulk-transition (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let otherAdmin: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    otherAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  /** A new (paid, not yet confirmed) trip on a weekday to come at `time`. */
  const newTrip = async (weekday: number, time: string, overrides: Record<string, unknown> = {}) =>
    (await bookOne(server.app, { datetime: upcoming(weekday, time), ...overrides }, 'nl')).tripId;
  const tripRow = (tripId: number) =>
    server.app.db
      .selectFrom('order_trips')
      .select(['status', 'driver_id', 'vehicle_id'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
  const bulk = async (staff: Staff, body: object) => {
    const response = await staff.call('POST', url, body);
    expect(response.statusCode, response.body).toBe(200);
    return bulkTransitionReplySchema.parse(response.json()).results;
  };
  const mailsOf = (tripId: number, count: number, timeoutMs?: number) =>
    waitForMail(
      server.settings.dataDir,
      (mail: OutboxMail) => mail.subject.includes(`it ${tripId} `),
      count,
      timeoutMs,
    );

  it('confirms two new trips for a dispatcher, each with its history row and one “confirmed” mail', async () => {
    const first = await newTrip(1, '09:00');
    const second = await newTrip(1, '11:00');
    expect(await bulk(dispatcher, { tripIds: [first, second], to: 'confirmed' })).toEqual([
      { tripId: first, outcome: 'moved', from: 'new' },
      { tripId: second, outcome: 'moved', from: 'new' },
    ]);
    for (const tripId of [first, second]) {
      expect(await tripRow(tripId)).toMatchObject({ status: 'confirmed' });
      expect((await history(server.app, tripId)).filter((row) => row.kind === 'status')).toEqual([
        expect.objectContaining({ from_value: 'new', to_value: 'confirmed', staff_id: dispatcher.staff.id }),
      ]);
      const mails = await mailsOf(tripId, 2, 500);
      expect(mails.map((mail) => mail.subject)).toEqual([`Rit ${tripId} bevestigd door Taxi Martini Groningen`]);
    }
  });

  it('assigns two new trips to one driver in one call, one “confirmed, with your driver” mail each, and a replay moves nothing twice', async () => {
    const first = await newTrip(2, '08:00');
    const second = await newTrip(2, '14:00');
    const driver = await newDriver(server.app, 'Bulk Bart');
    const body = { tripIds: [first, second], to: 'assigned', driverId: driver.id };
    expect(await bulk(admin, body)).toEqual([
      { tripId: first, outcome: 'moved', from: 'new' },
      { tripId: second, outcome: 'moved', from: 'new' },
    ]);
    for (const tripId of [first, second]) {
      expect(await tripRow(tripId)).toMatchObject({ status: 'assigned', driver_id: driver.id });
      const mails = await mailsOf(tripId, 2, 500);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Rit ${tripId} bevestigd door Taxi Martini Groningen, met uw chauffeur`,
      ]);
    }
    // The same request again: each trip answers where it is, nothing recorded or mailed again.
    const before = (await history(server.app, first)).length;
    expect(await bulk(admin, body)).toEqual([
      { tripId: first, outcome: 'illegal', from: 'assigned' },
      { tripId: second, outcome: 'illegal', from: 'assigned' },
    ]);
    expect(await bulk(admin, { tripIds: [first], to: 'confirmed' })).toEqual([
      { tripId: first, outcome: 'illegal', from: 'assigned' },
    ]);
    expect(await tripRow(first)).toMatchObject({ status: 'assigned', driver_id: driver.id });
    expect(await history(server.app, first)).toHaveLength(before);
    expect(await mailsOf(first, 2, 500)).toHaveLength(1);
  });

  it('answers per trip: a too-small vehicle refused, an overlap warned and then through with one reason, in the request’s language', async () => {
    const driver = await newDriver(server.app, 'Gemengd Gerrit');
    const taken = await newTrip(3, '10:00');
    expect(await bulk(admin, { tripIds: [taken], to: 'assigned', driverId: driver.id })).toHaveLength(1);
    const overlapping = await newTrip(3, '10:10');
    const big = await newTrip(3, '16:00', { passengerCount: 5, vehicleClass: 'van' });
    const fine = await newTrip(3, '19:00');
    const body = { tripIds: [big, overlapping, fine], to: 'assigned', driverId: driver.id };
    const response = await deskCall(server.app, 'POST', url, {
      cookie: `${dispatcher.cookie}; lang=en`,
      payload: body,
    });
    const results = bulkTransitionReplySchema.parse(response.json()).results;
    expect(results[0]).toEqual({
      tripId: big,
      outcome: 'refused',
      error: 'vehicleTooSmall',
      message: 'This vehicle has 4 seats; the trip has 5 passengers.',
    });
    expect(results[1]).toMatchObject({
      tripId: overlapping,
      outcome: 'warned',
      warnings: [
        { kind: 'driverOverlap', tripId: taken },
        { kind: 'vehicleOverlap', tripId: taken },
      ],
    });
    expect(results[1]?.warnings?.[0]?.message).toContain(`trip ${taken}`);
    expect(results[2]).toEqual({ tripId: fine, outcome: 'moved', from: 'new' });
    expect(await tripRow(big)).toMatchObject({ status: 'new', driver_id: null });
    expect(await tripRow(overlapping)).toMatchObject({ status: 'new', driver_id: null });

    const through = await bulk(dispatcher, {
      tripIds: [overlapping],
      to: 'assigned',
      driverId: driver.id,
      overrideReason: 'Klant akkoord',
    });
    expect(through).toEqual([{ tripId: overlapping, outcome: 'moved', from: 'new' }]);
    expect((await history(server.app, overlapping)).filter((row) => row.field === 'override')).toEqual([
      expect.objectContaining({
        from_value: `driverOverlap:${taken},vehicleOverlap:${taken}`,
        reason: 'Klant akkoord',
      }),
    ]);
    // A van that seats them takes the big one.
    const van = await newVehicle(server.app, { name: 'Mercedes Vito', plate: 'vb-1-x', seats: 8, vehicleClass: 'van' });
    expect(await bulk(admin, { tripIds: [big], to: 'assigned', driverId: driver.id, vehicleId: van.id })).toEqual([
      { tripId: big, outcome: 'moved', from: 'new' },
    ]);
  });

  it('confirms only the new trips of a selection: an assigned one keeps its driver', async () => {
    const driver = await newDriver(server.app, 'Blijft Bram');
    const assigned = await newTrip(4, '09:00');
    await bulk(admin, { tripIds: [assigned], to: 'assigned', driverId: driver.id });
    const fresh = await newTrip(4, '12:00');
    expect(await bulk(dispatcher, { tripIds: [assigned, fresh], to: 'confirmed' })).toEqual([
      { tripId: assigned, outcome: 'illegal', from: 'assigned' },
      { tripId: fresh, outcome: 'moved', from: 'new' },
    ]);
    expect(await tripRow(assigned)).toMatchObject({ status: 'assigned', driver_id: driver.id });
  });

  it('answers notFound for another tenant’s trip and leaves it untouched, while moving its own', async () => {
    const own = await newTrip(5, '09:00');
    const foreign = await newTrip(5, '11:00');
    expect(await bulk(otherAdmin, { tripIds: [foreign, 999_999], to: 'confirmed' })).toEqual([
      { tripId: foreign, outcome: 'notFound' },
      { tripId: 999_999, outcome: 'notFound' },
    ]);
    const driver = await newDriver(server.app, 'Ander Huis');
    expect(await bulk(otherAdmin, { tripIds: [foreign], to: 'assigned', driverId: driver.id })).toEqual([
      { tripId: foreign, outcome: 'notFound' },
    ]);
    expect(await tripRow(foreign)).toMatchObject({ status: 'new', driver_id: null });
    expect((await history(server.app, foreign)).filter((row) => row.actor === 'staff')).toEqual([]);
    // The other tenant's driver is no driver here: refused by its key for each trip.
    const zakelijkDriver = await otherAdmin.call('POST', '/api/admin/drivers', {
      name: 'Z',
      phone: '',
      usualVehicleId: null,
    });
    expect(await bulk(admin, { tripIds: [own], to: 'assigned', driverId: zakelijkDriver.json().id })).toEqual([
      { tripId: own, outcome: 'refused', error: 'driverNotFound' },
    ]);
    expect(await tripRow(own)).toMatchObject({ status: 'new' });
  });

  it('refuses an empty list, more than 100 trips, a trip twice and a driver with a confirm, by their fields', async () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1);
    for (const body of [
      { tripIds: [], to: 'confirmed' },
      { tripIds: ids, to: 'confirmed' },
      { tripIds: [1, 1], to: 'confirmed' },
    ]) {
      const response = await admin.call('POST', url, body);
      expect([response.statusCode, response.json()]).toEqual([
        422,
        { error: 'invalidFields', fields: { tripIds: expect.any(String) } },
      ]);
    }
    const withDriver = await admin.call('POST', url, { tripIds: [1], to: 'confirmed', driverId: 1 });
    expect([withDriver.statusCode, withDriver.json().fields]).toEqual([422, { driverId: 'invalid' }]);
    const done = await admin.call('POST', url, { tripIds: [1], to: 'done' });
    expect(done.statusCode).toBe(422);
    const anonymous = await deskCall(server.app, 'POST', url, { payload: { tripIds: [1], to: 'confirmed' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
