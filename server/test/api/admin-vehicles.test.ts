import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminErrorReplySchema, auditPageSchema } from '#common/contracts/admin.ts';
import { driverSchema, tripDetailReplySchema } from '#common/contracts/desk-trips.ts';
import {
  assignmentOptionsReplySchema,
  vehicleListReplySchema,
  vehicleSchema,
} from '#common/contracts/desk-vehicles.ts';
import { bookOne, history } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import { readOutbox, type OutboxMail } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const minute = 60_000;
let plates = 0;

describe.each(dialects)('vehicles and the assignment checks: /api/admin/vehicles, …/transition (%s)', (dialect) => {
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

  const newVehicle = async (fields: Partial<{ seats: number; luggage: number; vehicleClass: string }> = {}) => {
    plates += 1;
    const response = await admin.call('POST', '/api/admin/vehicles', {
      name: `Toyota Prius ${plates}`,
      plate: `gb-${plates}-x`,
      seats: 4,
      luggage: 3,
      vehicleClass: 'sedan',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return vehicleSchema.parse(response.json());
  };
  const newDriver = async (usualVehicleId: number | null, name = 'Piet Rijders') => {
    const response = await admin.call('POST', '/api/admin/drivers', { name, phone: '', usualVehicleId });
    expect(response.statusCode, response.body).toBe(201);
    return driverSchema.parse(response.json());
  };
  const move = (tripId: number, body: object, cookie = dispatcher.cookie) =>
    deskCall(server.app, 'POST', `/api/admin/trips/${tripId}/transition`, { cookie, payload: body });
  const confirmed = async (overrides: Record<string, unknown> = {}) => {
    const { tripId } = await bookOne(server.app, overrides);
    expect((await move(tripId, { to: 'confirmed' })).statusCode).toBe(200);
    return tripId;
  };
  /** Puts a trip's pickup and duration where the test needs them, as the clock of the checks reads them. */
  const setTimes = (tripId: number, pickupAt: Date, durationMinutes = 30) =>
    server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: pickupAt, duration_minutes: durationMinutes })
      .where('id', '=', tripId)
      .execute();
  const pickupOf = async (tripId: number) =>
    new Date(
      (
        await server.app.db
          .selectFrom('order_trips')
          .select('pickup_at')
          .where('id', '=', tripId)
          .executeTakeFirstOrThrow()
      ).pickup_at as string | Date,
    );

  describe('vehicles', () => {
    it('are added, changed and deactivated by an admin, with the plate in capitals and each step in the audit', async () => {
      const vehicle = await newVehicle({ seats: 8, luggage: 8, vehicleClass: 'van' });
      expect(vehicle).toMatchObject({ seats: 8, luggage: 8, vehicleClass: 'van', active: true });
      expect(vehicle.plate).toMatch(/^GB-\d+-X$/);
      const changed = await admin.call('PATCH', `/api/admin/vehicles/${vehicle.id}`, { seats: 7, active: false });
      expect(changed.json()).toMatchObject({ seats: 7, active: false });
      const active = vehicleListReplySchema.parse((await dispatcher.call('GET', '/api/admin/vehicles')).json());
      expect(active.vehicles.map((each) => each.id)).not.toContain(vehicle.id);
      const all = vehicleListReplySchema.parse((await dispatcher.call('GET', '/api/admin/vehicles?all=true')).json());
      expect(all.vehicles.map((each) => each.id)).toContain(vehicle.id);
      const audit = auditPageSchema
        .parse((await admin.call('GET', `/api/admin/audit?target=vehicle:${vehicle.id}`)).json())
        .entries.map((entry) => entry.action);
      expect(audit).toEqual(['vehicle_deactivated', 'vehicle_changed', 'vehicle_created']);
    });

    it('refuses a class the tenant does not have, no seats, and a name of nothing, next to the field', async () => {
      const response = await admin.call('POST', '/api/admin/vehicles', {
        name: ' ',
        seats: 0,
        luggage: 2,
        vehicleClass: 'limousine',
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(adminErrorReplySchema.parse(response.json()).fields ?? {}).sort()).toEqual(['name', 'seats']);
      const vehicle = await newVehicle();
      const wrongClass = await admin.call('PATCH', `/api/admin/vehicles/${vehicle.id}`, { vehicleClass: 'limousine' });
      expect(wrongClass.statusCode).toBe(422);
      expect(wrongClass.json()).toEqual({ error: 'invalidFields', fields: { vehicleClass: 'invalid' } });
    });

    it('may be read by a dispatcher, not added or changed', async () => {
      const vehicle = await newVehicle();
      expect((await dispatcher.call('GET', '/api/admin/vehicles')).statusCode).toBe(200);
      const add = await dispatcher.call('POST', '/api/admin/vehicles', { name: 'Busje', seats: 8, luggage: 8 });
      expect([add.statusCode, add.json()]).toEqual([403, { error: 'forbidden' }]);
      const change = await dispatcher.call('PATCH', `/api/admin/vehicles/${vehicle.id}`, { active: false });
      expect([change.statusCode, change.json()]).toEqual([403, { error: 'forbidden' }]);
    });

    it('of another tenant are not found, nor listed, nor a usual vehicle', async () => {
      const vehicle = await newVehicle();
      const change = await otherAdmin.call('PATCH', `/api/admin/vehicles/${vehicle.id}`, { seats: 2 });
      expect([change.statusCode, change.json()]).toEqual([404, { error: 'vehicleNotFound' }]);
      const list = vehicleListReplySchema.parse((await otherAdmin.call('GET', '/api/admin/vehicles?all=true')).json());
      expect(list.vehicles.map((each) => each.id)).not.toContain(vehicle.id);
      const driver = await otherAdmin.call('POST', '/api/admin/drivers', { name: 'Jan', usualVehicleId: vehicle.id });
      expect([driver.statusCode, driver.json()]).toEqual([
        422,
        { error: 'invalidFields', fields: { usualVehicleId: 'invalid' } },
      ]);
    });

    it('is a driver’s usual vehicle, which the drivers list shows', async () => {
      const vehicle = await newVehicle();
      const driver = await newDriver(vehicle.id, 'Kees Wagenaar');
      expect(driver.usualVehicle).toEqual({ id: vehicle.id, name: vehicle.name, plate: vehicle.plate });
      const cleared = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { usualVehicleId: null });
      expect(driverSchema.parse(cleared.json()).usualVehicle).toBeNull();
    });
  });

  describe('assigning', () => {
    it('refuses a vehicle with fewer seats than passengers, 409 with the reason in the request’s language', async () => {
      const tripId = await confirmed({ passengerCount: 5, vehicleClass: 'van' });
      const prius = await newVehicle({ seats: 4 });
      const driver = await newDriver(prius.id);
      const nl = await move(tripId, { to: 'assigned', driverId: driver.id });
      expect(nl.statusCode).toBe(409);
      expect(nl.json()).toEqual({
        error: 'vehicleTooSmall',
        message: 'Dit voertuig heeft 4 zitplaatsen; de rit heeft 5 personen.',
      });
      const en = await move(
        tripId,
        { to: 'assigned', driverId: driver.id, overrideReason: 'past wel' },
        `${dispatcher.cookie}; lang=en`,
      );
      expect(en.json()).toEqual({
        error: 'vehicleTooSmall',
        message: 'This vehicle has 4 seats; the trip has 5 passengers.',
      });
      expect(
        (await tripDetailReplySchema.parseAsync((await admin.call('GET', `/api/admin/trips/${tripId}`)).json())).trip
          .status,
      ).toBe('confirmed');
    });

    it('refuses an inactive driver, an inactive vehicle, and a driver without a vehicle', async () => {
      const tripId = await confirmed();
      const vehicle = await newVehicle();
      const retired = await newDriver(vehicle.id, 'Oud Chauffeur');
      await admin.call('PATCH', `/api/admin/drivers/${retired.id}`, { active: false });
      expect((await move(tripId, { to: 'assigned', driverId: retired.id })).json()).toEqual({
        error: 'driverInactive',
        message: 'Oud Chauffeur is niet meer actief als chauffeur.',
      });
      const driver = await newDriver(null, 'Zonder Auto');
      expect((await move(tripId, { to: 'assigned', driverId: driver.id })).json()).toMatchObject({
        error: 'vehicleRequired',
      });
      const parked = await newVehicle();
      await admin.call('PATCH', `/api/admin/vehicles/${parked.id}`, { active: false });
      const inactive = await move(tripId, { to: 'assigned', driverId: driver.id, vehicleId: parked.id });
      expect([inactive.statusCode, inactive.json().error]).toEqual([409, 'vehicleInactive']);
    });

    it('does not find another tenant’s driver, vehicle or trip', async () => {
      const tripId = await confirmed();
      const vehicle = await newVehicle();
      const driver = await newDriver(vehicle.id);
      const elsewhere = await otherAdmin.call('POST', '/api/admin/drivers', { name: 'Elders' });
      const theirs = driverSchema.parse(elsewhere.json());
      expect((await move(tripId, { to: 'assigned', driverId: theirs.id, vehicleId: vehicle.id })).json()).toEqual({
        error: 'driverNotFound',
      });
      const theirVehicle = await otherAdmin.call('POST', '/api/admin/vehicles', {
        name: 'Elders',
        seats: 4,
        luggage: 2,
      });
      const foreign = vehicleSchema.parse(theirVehicle.json());
      const withTheirs = await move(tripId, { to: 'assigned', driverId: driver.id, vehicleId: foreign.id });
      expect([withTheirs.statusCode, withTheirs.json()]).toEqual([404, { error: 'vehicleNotFound' }]);
      const options = await otherAdmin.call('GET', `/api/admin/trips/${tripId}/assignment-options`);
      expect([options.statusCode, options.json()]).toEqual([404, { error: 'tripNotFound' }]);
      const byThem = await deskCall(server.app, 'POST', `/api/admin/trips/${tripId}/transition`, {
        cookie: otherAdmin.cookie,
        host: 'zakelijk.localhost',
        payload: { to: 'assigned', driverId: theirs.id },
      });
      expect([byThem.statusCode, byThem.json()]).toEqual([404, { error: 'tripNotFound' }]);
    });

    it('warns of a lower class than booked and too little luggage room, and goes through with a reason kept in the history', async () => {
      const tripId = await confirmed({ passengerCount: 2, bagage: 5, vehicleClass: 'estate' });
      const sedan = await newVehicle({ luggage: 3, vehicleClass: 'sedan' });
      const driver = await newDriver(sedan.id);
      const warned = await move(tripId, { to: 'assigned', driverId: driver.id });
      expect(warned.statusCode).toBe(409);
      expect(warned.json()).toEqual({
        error: 'assignmentWarnings',
        warnings: [
          {
            kind: 'lowerClass',
            message:
              'Lagere klasse dan geboekt: Sedan (max. 4 personen) in plaats van Stationwagen (max. 4 personen, extra bagage).',
          },
          { kind: 'luggage', message: 'Te weinig bagageruimte: 5 stuks bagage, 3 plaatsen.' },
        ],
      });
      const overridden = await move(tripId, { to: 'assigned', driverId: driver.id, overrideReason: 'Klant akkoord' });
      expect(overridden.statusCode, overridden.body).toBe(200);
      const rows = await history(server.app, tripId);
      expect(rows.filter((row) => row.kind === 'driver')).toEqual([
        expect.objectContaining({ field: null, to_value: 'Piet Rijders' }),
        expect.objectContaining({ field: 'vehicle', to_value: `${sedan.name} (${sedan.plate})` }),
        expect.objectContaining({ field: 'override', from_value: 'lowerClass,luggage', reason: 'Klant akkoord' }),
      ]);
      const detail = tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${tripId}`)).json());
      expect(detail.trip.vehicle).toEqual({ id: sedan.id, name: sedan.name, plate: sedan.plate });
    });

    it('warns of the driver on a trip that overlaps with the buffer, and not of one past it', async () => {
      const first = await confirmed();
      const second = await confirmed();
      const third = await confirmed();
      const busy = await newVehicle();
      const driver = await newDriver(busy.id, 'Druk Bezet');
      const other = await newVehicle();
      const pickup = await pickupOf(first);
      await setTimes(first, pickup, 30);
      // 30 minutes' ride and the 15 minutes' buffer: a pickup 40 minutes on overlaps, 50 minutes on does not.
      await setTimes(second, new Date(pickup.getTime() + 40 * minute));
      await setTimes(third, new Date(pickup.getTime() + 50 * minute));
      expect((await move(first, { to: 'assigned', driverId: driver.id })).statusCode).toBe(200);
      const overlap = await move(second, { to: 'assigned', driverId: driver.id, vehicleId: other.id });
      expect(overlap.json()).toMatchObject({
        error: 'assignmentWarnings',
        warnings: [{ kind: 'driverOverlap', tripId: first }],
      });
      expect(overlap.json().warnings[0].message).toContain(`rit ${first}`);
      expect((await move(third, { to: 'assigned', driverId: driver.id, vehicleId: other.id })).statusCode).toBe(200);
      const options = assignmentOptionsReplySchema.parse(
        (await dispatcher.call('GET', `/api/admin/trips/${second}/assignment-options`)).json(),
      );
      expect(options.drivers.find((each) => each.id === driver.id)?.warnings.map((warning) => warning.tripId)).toEqual([
        first,
        third,
      ]);
      expect(options.vehicles.find((each) => each.vehicle.id === busy.id)?.warnings).toMatchObject([
        { kind: 'vehicleOverlap', tripId: first },
      ]);
    });

    it('of two overlapping trips assigned to one driver at the same moment, lets one through and warns of it to the other', async () => {
      // Five pairs at once: without a lock each transaction could read before the other wrote (decision 035).
      for (let pair = 0; pair < 5; pair += 1) {
        const first = await confirmed();
        const second = await confirmed();
        const vehicle = await newVehicle();
        const driver = await newDriver(vehicle.id, `Gelijk Tijdig ${pair}`);
        const pickup = await pickupOf(first);
        await setTimes(first, pickup, 30);
        await setTimes(second, new Date(pickup.getTime() + 10 * minute), 30);
        const replies = await Promise.all(
          [first, second].map((tripId) => move(tripId, { to: 'assigned', driverId: driver.id })),
        );
        expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
        const warned = replies.find((reply) => reply.statusCode === 409)!;
        expect(warned.json()).toMatchObject({ error: 'assignmentWarnings' });
        expect(
          warned
            .json()
            .warnings.map((warning: { kind: string }) => warning.kind)
            .sort(),
        ).toEqual(['driverOverlap', 'vehicleOverlap']);
      }
    });

    it('warns of the vehicle on another driver’s trip that overlaps, and goes through with a reason', async () => {
      const first = await confirmed();
      const second = await confirmed();
      const shared = await newVehicle();
      const one = await newDriver(shared.id, 'Eerste Rijder');
      const two = await newDriver(shared.id, 'Tweede Rijder');
      const pickup = await pickupOf(first);
      await setTimes(first, pickup, 30);
      await setTimes(second, new Date(pickup.getTime() - 20 * minute), 10);
      expect((await move(first, { to: 'assigned', driverId: one.id })).statusCode).toBe(200);
      const warned = await move(second, { to: 'assigned', driverId: two.id });
      expect(warned.json()).toMatchObject({
        error: 'assignmentWarnings',
        warnings: [{ kind: 'vehicleOverlap', tripId: first }],
      });
      const through = await move(second, {
        to: 'assigned',
        driverId: two.id,
        overrideReason: 'Eerste rit wordt ingekort',
      });
      expect(through.statusCode).toBe(200);
      const override = (await history(server.app, second)).find((row) => row.field === 'override');
      expect(override).toMatchObject({ from_value: `vehicleOverlap:${first}`, reason: 'Eerste rit wordt ingekort' });
    });
  });

  describe('confirm and assign in one step', () => {
    it('moves a new trip of a paid order to assigned with one history row of its state and one mail to the customer', async () => {
      const { tripId } = await bookOne(server.app, { datetime: upcoming(4, '10:00') }, 'nl');
      const vehicle = await newVehicle();
      const driver = await newDriver(vehicle.id, 'Henk Mulder');
      const assigned = await move(tripId, { to: 'assigned', driverId: driver.id });
      expect(assigned.json()).toEqual({ tripId, from: 'new', to: 'assigned' });
      const rows = await history(server.app, tripId);
      expect(rows.filter((row) => row.kind === 'status').map((row) => [row.from_value, row.to_value])).toEqual([
        ['new', 'assigned'],
      ]);
      const about = (mail: OutboxMail) => mail.subject.includes(` ${tripId} `);
      const [mail] = await waitForMail(server.settings.dataDir, about, 1);
      expect(mail?.subject).toBe(`Rit ${tripId} bevestigd door Taxi Martini Groningen, met uw chauffeur`);
      expect(mail?.text).toContain('Chauffeur: Henk Mulder');
      expect(mail?.text).toContain(`Kenteken: ${vehicle.plate}`);
      // The mail row is written after the mail went: then no other mail about the trip came.
      await expect
        .poll(async () => (await history(server.app, tripId)).filter((row) => row.kind === 'mail').length)
        .toBe(1);
      expect((await readOutbox(server.settings.dataDir)).filter(about)).toHaveLength(1);
    });
  });

  describe('done and no-show', () => {
    const assignedTrip = async () => {
      const tripId = await confirmed();
      const vehicle = await newVehicle();
      const driver = await newDriver(vehicle.id);
      expect((await move(tripId, { to: 'assigned', driverId: driver.id })).statusCode).toBe(200);
      return tripId;
    };

    it('are refused before the pickup time, with the reason', async () => {
      const tripId = await assignedTrip();
      const done = await move(tripId, { to: 'done' });
      expect([done.statusCode, done.json()]).toEqual([
        409,
        { error: 'beforePickup', message: 'De ophaaltijd is nog niet bereikt.' },
      ]);
      const noShow = await move(tripId, { to: 'no_show', reason: 'niet gezien' }, `${dispatcher.cookie}; lang=en`);
      expect([noShow.statusCode, noShow.json()]).toEqual([
        409,
        { error: 'beforePickup', message: 'The pickup time has not come yet.' },
      ]);
    });

    it('a no-show needs a reason, and goes after the pickup time with it', async () => {
      const tripId = await assignedTrip();
      await setTimes(tripId, new Date(Date.now() - 5 * minute));
      const without = await move(tripId, { to: 'no_show' });
      expect([without.statusCode, without.json()]).toEqual([
        422,
        { error: 'invalidFields', fields: { reason: 'invalid' } },
      ]);
      const withReason = await move(tripId, { to: 'no_show', reason: 'Klant niet op de ophaalplek' });
      expect(withReason.json()).toEqual({ tripId, from: 'assigned', to: 'no_show' });
    });

    it('done is undone within 10 minutes, with its history row, and not after', async () => {
      const tripId = await assignedTrip();
      await setTimes(tripId, new Date(Date.now() - 60 * minute));
      expect((await move(tripId, { to: 'done' })).statusCode).toBe(200);
      const undo = (cookie = dispatcher.cookie) =>
        deskCall(server.app, 'POST', `/api/admin/trips/${tripId}/undo-done`, {
          cookie,
          payload: { reason: 'te vroeg' },
        });
      expect((await undo()).json()).toEqual({ tripId, from: 'done', to: 'assigned' });
      const statusRows = (await history(server.app, tripId)).filter((row) => row.kind === 'status');
      expect(statusRows.at(-1)).toMatchObject({ from_value: 'done', to_value: 'assigned', reason: 'te vroeg' });
      expect((await undo()).json()).toEqual({ error: 'illegalTransition', from: 'assigned' });
      expect((await move(tripId, { to: 'done' })).statusCode).toBe(200);
      // The done eleven minutes ago: past the ten.
      await server.app.db
        .updateTable('trip_events')
        .set({ at: new Date(Date.now() - 11 * minute) })
        .where('trip_id', '=', tripId)
        .where('to_value', '=', 'done')
        .execute();
      const late = await undo();
      expect([late.statusCode, late.json().error]).toEqual([409, 'undoExpired']);
      const elsewhere = await deskCall(server.app, 'POST', `/api/admin/trips/${tripId}/undo-done`, {
        cookie: otherAdmin.cookie,
        host: 'zakelijk.localhost',
        payload: {},
      });
      expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { error: 'tripNotFound' }]);
    });
  });
});
