import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDay } from '#common/contracts/board-filter.ts';
import { planReplySchema } from '#common/contracts/plan.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { book, newDriver, newVehicle } from '../desk/support.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

describe.each(dialects)('the plan of a day: GET /api/admin/plan (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let zakelijkAdmin: Staff;
  let driver: Awaited<ReturnType<typeof newDriver>>;
  let idle: Awaited<ReturnType<typeof newDriver>>;
  let zakelijkDriverId: number;
  const trips: Record<'previousLate' | 'first' | 'assigned' | 'last' | 'canceled' | 'zakelijk', number> = {
    previousLate: 0,
    first: 0,
    assigned: 0,
    last: 0,
    canceled: 0,
    zakelijk: 0,
  };
  // A Tuesday at least two days ahead, and the Monday before it.
  const day = upcoming(2, '00:00').slice(0, 10);
  const previous = upcoming(1, '00:00').slice(0, 10);
  const plan = async (staff: Staff, query: string) => {
    const response = await staff.call('GET', `/api/admin/plan?day=${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return planReplySchema.parse(response.json());
  };
  const bookAt = async (datetime: string, name = 'Kees Jansen') =>
    (await book(server.app, { person: { custname: name }, trips: [{ datetime }] })).tripIds[0]!;

  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    driver = await newDriver(server.app, 'Sébastien Müller');
    idle = await newDriver(server.app, 'Anaïs Smit');
    const zakelijkDriver = await zakelijkAdmin.call('POST', '/api/admin/drivers', {
      name: 'Piet van Zakelijk',
      phone: '',
      usualVehicleId: null,
    });
    expect(zakelijkDriver.statusCode, zakelijkDriver.body).toBe(201);
    zakelijkDriverId = (zakelijkDriver.json() as { id: number }).id;
    // Around both midnights of the day, in Amsterdam: the day is its own wall clock's, not UTC's.
    trips.previousLate = await bookAt(`${previous} 23:55`);
    trips.first = await bookAt(`${day} 00:05`, 'Loïs Groenewegen');
    trips.assigned = await bookAt(`${day} 09:30`);
    trips.last = await bookAt(`${day} 23:55`);
    trips.canceled = await bookAt(`${day} 12:00`);
    const assigned = await dispatcher.call('POST', `/api/admin/trips/${trips.assigned}/transition`, {
      to: 'assigned',
      driverId: driver.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const cancel = await admin.call('POST', `/api/admin/trips/${trips.canceled}/cancel`, { reason: 'test' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A deactivated vehicle with no trip of the day has no row.
    const parked = await newVehicle(server.app, { name: 'Oude Vito', plate: 'zz-999-z' });
    const off = await admin.call('PATCH', `/api/admin/vehicles/${parked.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => server.close());

  it('answers the day’s trips from midnight to midnight in Amsterdam, by pickup, without the cancelled one', async () => {
    const reply = await plan(dispatcher, day);
    expect(reply.day).toBe(day);
    expect(reply.trips.map((trip) => trip.tripId)).toEqual([trips.first, trips.assigned, trips.last]);
    const [first, assigned, last] = reply.trips;
    expect(first).toMatchObject({
      tripId: trips.first,
      status: 'new',
      datetime: `${day} 00:05`,
      passengers: 2,
      customer: 'Loïs Groenewegen',
      driverId: null,
      vehicleId: null,
      toCollect: null,
    });
    expect(first?.from).not.toBe('');
    expect(first?.to).not.toBe('');
    expect(assigned).toMatchObject({
      status: 'assigned',
      driverId: driver.id,
      vehicleId: driver.usualVehicle?.id,
    });
    // The estimated drop-off is the pickup plus the trip's estimated duration, on the wall clock of Amsterdam.
    const durations = await server.app.db
      .selectFrom('order_trips')
      .select(['id', 'duration_minutes'])
      .where('id', 'in', [trips.first, trips.last])
      .execute();
    const minutesOf = (id: number) => durations.find((row) => row.id === id)!.duration_minutes;
    expect(minutesOf(trips.first)).toBeGreaterThan(0);
    expect(first?.ends).toBe(`${day} 00:${String(5 + minutesOf(trips.first)).padStart(2, '0')}`);
    const lastEnd = 23 * 60 + 55 + minutesOf(trips.last);
    const wall = (minutes: number) =>
      `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    expect(last?.ends).toBe(`${lastEnd >= 24 * 60 ? nextDay(day) : day} ${wall(lastEnd)}`);
    expect((await plan(admin, previous)).trips.map((trip) => trip.tripId)).toEqual([trips.previousLate]);
  });

  it('gives every active driver a row with their usual vehicle, and the active vehicles', async () => {
    const reply = await plan(admin, day);
    expect(reply.drivers).toEqual(
      expect.arrayContaining([
        {
          id: driver.id,
          name: 'Sébastien Müller',
          active: true,
          usualVehicle: { id: driver.usualVehicle!.id, name: 'Toyota Prius, zwart', plate: 'GB-123-X', seats: 4 },
          absences: [],
        },
        expect.objectContaining({ id: idle.id, name: 'Anaïs Smit', active: true }),
      ]),
    );
    expect(reply.vehicles.every((vehicle) => vehicle.active)).toBe(true);
    expect(reply.vehicles.map((vehicle) => vehicle.id)).toContain(driver.usualVehicle!.id);
    expect(reply.vehicles.map((vehicle) => vehicle.name)).not.toContain('Oude Vito');
  });

  /** The instant of a wall time in Amsterdam. */
  const planInstant = (datetime: string) => instantOfWallTime(parseTripDatetime(datetime)!);

  it('shows on a driver’s row the absences that overlap the day, in Amsterdam’s wall time, and not the next day', async () => {
    const sick = await newDriver(server.app, 'Ruud Ziek');
    const wallInstant = (datetime: string) => planInstant(datetime).toISOString();
    const recorded = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from: wallInstant(`${previous} 20:00`),
      to: wallInstant(`${day} 08:00`),
      reason: 'ziek',
      requestKey: `plan-absence-${dialect}`,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const row = (await plan(dispatcher, day)).drivers.find((each) => each.id === sick.id);
    expect(row?.absences).toEqual([{ from: `${previous} 20:00`, to: `${day} 08:00`, reason: 'ziek' }]);
    expect((await plan(dispatcher, previous)).drivers.find((each) => each.id === sick.id)?.absences).toHaveLength(1);
    const after = nextDay(day);
    expect((await plan(dispatcher, after)).drivers.find((each) => each.id === sick.id)?.absences).toEqual([]);
  });

  it('keeps the row of a driver deactivated after their trip of the day was assigned', async () => {
    const other = await newDriver(server.app, 'Thijs Hoekstra');
    const tripId = await bookAt(`${day} 15:00`);
    const assigned = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, {
      to: 'assigned',
      driverId: other.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const off = await admin.call('PATCH', `/api/admin/drivers/${other.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    const reply = await plan(admin, day);
    expect(reply.drivers.find((each) => each.id === other.id)).toMatchObject({ active: false });
    expect(reply.trips.find((trip) => trip.tripId === tripId)?.driverId).toBe(other.id);
    expect((await plan(admin, previous)).drivers.map((each) => each.id)).not.toContain(other.id);
  });

  it('never shows another tenant’s drivers, vehicles or trips', async () => {
    const zakelijk = await plan(zakelijkAdmin, day);
    expect(zakelijk.trips).toEqual([]);
    expect(zakelijk.drivers.map((each) => each.id)).toEqual([zakelijkDriverId]);
    expect(zakelijk.vehicles.map((each) => each.id)).not.toContain(driver.usualVehicle!.id);
    const demo = await plan(admin, day);
    expect(demo.drivers.map((each) => each.id)).not.toContain(zakelijkDriverId);
  });

  it('refuses a day that does not exist, and a caller without a desk session', async () => {
    for (const query of ['', '?day=2026-02-30', '?day=morgen', `?day=${day}&x=1`, `?date=${day}`]) {
      const response = await admin.call('GET', `/api/admin/plan${query}`);
      expect(response.statusCode, query).toBe(422);
    }
    const anonymous = await deskCall(server.app, 'GET', `/api/admin/plan?day=${day}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
