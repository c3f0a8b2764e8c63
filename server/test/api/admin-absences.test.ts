import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import {
  absenceListReplySchema,
  affectedTripsReplySchema,
  createAbsenceReplySchema,
  endAbsenceReplySchema,
} from '#common/contracts/desk-absences.ts';
import { assignmentOptionsReplySchema } from '#common/contracts/desk-vehicles.ts';
import { toDate } from '../../src/db/tables.ts';
import { bookOne, history, newDriver } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import type { OutboxMail } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

let keys = 0;
/** A key as the absence screen makes one per form. */
const key = () => `absence-${++keys}-${Date.now()}`;
const hourMs = 3_600_000;

describe.each(dialects)('driver absences: /api/admin/drivers/:id/absences, /absences (%s)', (dialect) => {
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

  /** A paid trip on a weekday to come at `time`, assigned to the driver; with its pickup instant. */
  const assignedTrip = async (driverId: number, weekday: number, time: string) => {
    const { tripId } = await bookOne(server.app, { datetime: upcoming(weekday, time) }, 'nl');
    const moved = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, { to: 'assigned', driverId });
    expect(moved.statusCode, moved.body).toBe(200);
    const row = await server.app.db
      .selectFrom('order_trips')
      .select('pickup_at')
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    return { tripId, pickupAt: toDate(row.pickup_at) };
  };
  const tripRow = (tripId: number) =>
    server.app.db
      .selectFrom('order_trips')
      .select(['status', 'driver_id', 'vehicle_id'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
  const auditOf = async (target: string) =>
    auditPageSchema
      .parse((await admin.call('GET', '/api/admin/audit?limit=100')).json())
      .entries.filter((entry) => entry.target === target);
  /** The absences' entries of a driver (creating the driver made one of its own). */
  const absenceAudit = async (driverId: number) =>
    (await auditOf(`driver:${driverId}`)).filter((entry) => entry.action.startsWith('driver_absence'));
  const window = (pickupAt: Date) => ({
    from: new Date(pickupAt.getTime() - hourMs).toISOString(),
    to: new Date(pickupAt.getTime() + 5 * hourMs).toISOString(),
  });

  it('lists the driver’s trips in the window, records the absence and reassigns them from one request for a dispatcher', async () => {
    const sick = await newDriver(server.app, 'Jan Ziekmelder');
    const other = await newDriver(server.app, 'Fenna Zijlstra');
    const first = await assignedTrip(sick.id, 2, '08:00');
    const second = await assignedTrip(sick.id, 2, '10:00');
    const later = await assignedTrip(sick.id, 4, '10:00');
    const { from, to } = { from: window(first.pickupAt).from, to: window(second.pickupAt).to };

    const affected = await dispatcher.call(
      'GET',
      `/api/admin/drivers/${sick.id}/affected-trips?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    );
    expect(affected.statusCode, affected.body).toBe(200);
    const trips = affectedTripsReplySchema.parse(affected.json()).trips;
    expect(trips.map((trip) => trip.tripId)).toEqual([first.tripId, second.tripId]);
    expect(trips.map((trip) => trip.tripId)).not.toContain(later.tripId);

    const recorded = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from,
      to,
      reason: 'ziek',
      requestKey: key(),
      reassignments: [
        { tripId: first.tripId, driverId: other.id },
        { tripId: second.tripId, driverId: null },
      ],
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const reply = createAbsenceReplySchema.parse(recorded.json());
    expect(reply.replayed).toBe(false);
    expect(reply.absence).toMatchObject({ driver: { id: sick.id, name: 'Jan Ziekmelder' }, from, to, reason: 'ziek' });
    expect(reply.absence.recordedBy).toBe(dispatcher.staff.name);
    expect(reply.outcomes).toEqual([
      { tripId: first.tripId, result: 'assigned' },
      { tripId: second.tripId, result: 'unassigned' },
    ]);
    expect(await tripRow(first.tripId)).toMatchObject({ status: 'assigned', driver_id: other.id });
    expect(await tripRow(second.tripId)).toEqual({ status: 'confirmed', driver_id: null, vehicle_id: null });
    expect(await tripRow(later.tripId)).toMatchObject({ status: 'assigned', driver_id: sick.id });

    // The history says why, in words; the trip without a driver is confirmed again.
    expect((await history(server.app, first.tripId)).filter((row) => row.kind === 'driver').at(-2)).toMatchObject({
      from_value: 'Jan Ziekmelder',
      to_value: 'Fenna Zijlstra',
      reason: 'Jan Ziekmelder afwezig: ziek',
    });
    const unassigned = (await history(server.app, second.tripId)).filter((row) => row.kind !== 'mail').slice(-3);
    expect(unassigned).toEqual([
      expect.objectContaining({ kind: 'status', from_value: 'assigned', to_value: 'confirmed' }),
      expect.objectContaining({ kind: 'driver', field: null, from_value: 'Jan Ziekmelder', to_value: null }),
      expect.objectContaining({ kind: 'driver', field: 'vehicle', to_value: null }),
    ]);
    expect((await absenceAudit(sick.id)).map((entry) => [entry.action, entry.detail.reason])).toEqual([
      ['driver_absence_recorded', 'ziek'],
    ]);
    expect((await auditOf(`trip:${first.tripId}`))[0]).toMatchObject({
      action: 'trip_driver_changed',
      detail: { reason: 'Jan Ziekmelder afwezig: ziek' },
    });

    // The customer of the reassigned trip hears of the other driver; the one without a driver is not mailed.
    const about = (tripId: number) => (mail: OutboxMail) => mail.subject.includes(` ${tripId} `);
    const mails = await waitForMail(server.settings.dataDir, about(first.tripId), 2);
    expect(mails.map((mail) => mail.subject).at(-1)).toBe(
      `Andere chauffeur voor rit ${first.tripId} bij Taxi Martini Groningen`,
    );
    expect(await waitForMail(server.settings.dataDir, about(second.tripId), 2, 500)).toHaveLength(1);

    // Both roles see it among the absences going on and to come.
    for (const staff of [admin, dispatcher]) {
      const list = absenceListReplySchema.parse((await staff.call('GET', '/api/admin/absences')).json());
      expect(list.absences.map((absence) => absence.id)).toContain(reply.absence.id);
    }
  });

  it('refuses an absent driver in the assign dialog’s options and in the transition, until the absence is ended', async () => {
    const sick = await newDriver(server.app, 'Piet Afwezig');
    const trip = await assignedTrip((await newDriver(server.app, 'Kees Vast')).id, 5, '12:00');
    const recorded = await admin.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      ...window(trip.pickupAt),
      reason: 'ziek',
      requestKey: key(),
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const absence = createAbsenceReplySchema.parse(recorded.json()).absence;

    const options = assignmentOptionsReplySchema.parse(
      (await dispatcher.call('GET', `/api/admin/trips/${trip.tripId}/assignment-options`)).json(),
    );
    const refusals = options.drivers.find((driver) => driver.id === sick.id)?.refusals;
    expect(refusals).toEqual([
      { kind: 'driverAbsent', message: expect.stringMatching(/^Piet Afwezig is afwezig \(ziek\) tot /) },
    ]);
    const assign = () =>
      dispatcher.call('POST', `/api/admin/trips/${trip.tripId}/transition`, { to: 'assigned', driverId: sick.id });
    const refused = await assign();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'driverAbsent',
      message: expect.stringContaining('is afwezig (ziek) tot'),
    });

    // An absence that has not begun is withdrawn by its end: its end moves to its start.
    const ended = await admin.call('POST', `/api/admin/absences/${absence.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(endAbsenceReplySchema.parse(ended.json()).absence.to).toBe(absence.from);
    expect((await assign()).statusCode).toBe(200);
    // Ending it again changes nothing and records nothing more.
    expect((await dispatcher.call('POST', `/api/admin/absences/${absence.id}/end`)).statusCode).toBe(200);
    expect((await absenceAudit(sick.id)).map((entry) => entry.action)).toEqual([
      'driver_absence_ended',
      'driver_absence_recorded',
    ]);
  });

  it('ends an absence going on at this moment', async () => {
    const sick = await newDriver(server.app, 'Anna Nu');
    const from = new Date(Date.now() - hourMs).toISOString();
    const to = new Date(Date.now() + 8 * hourMs).toISOString();
    const recorded = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from,
      to,
      requestKey: key(),
    });
    const absence = createAbsenceReplySchema.parse(recorded.json()).absence;
    expect(absence.reason).toBe('');
    const ended = endAbsenceReplySchema.parse(
      (await dispatcher.call('POST', `/api/admin/absences/${absence.id}/end`)).json(),
    ).absence;
    expect(Date.parse(ended.to)).toBeGreaterThan(Date.parse(from));
    expect(Date.parse(ended.to)).toBeLessThanOrEqual(Date.now());
    const list = absenceListReplySchema.parse((await admin.call('GET', '/api/admin/absences')).json());
    expect(list.absences.map((each) => each.id)).not.toContain(absence.id);
  });

  it('grows one absence when the same driver is reported again, at once or later, rather than listing two', async () => {
    const sick = await newDriver(server.app, 'Cor Tweemaal');
    const start = Date.now() + hourMs;
    const report = (fromHours: number, toHours: number, reason: string) =>
      dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
        from: new Date(start + fromHours * hourMs).toISOString(),
        to: new Date(start + toHours * hourMs).toISOString(),
        reason,
        requestKey: key(),
      });
    // Two dispatchers report the same illness at the same moment, for overlapping windows.
    const both = await Promise.all([report(0, 8, 'ziek'), report(4, 24, 'griep')]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 201]);
    const rows = () =>
      server.app.db
        .selectFrom('driver_absences')
        .select(['starts_at', 'ends_at'])
        .where('driver_id', '=', sick.id)
        .execute();
    const [one, ...more] = await rows();
    expect(more).toEqual([]);
    expect(toDate(one!.starts_at).getTime()).toBe(new Date(start).getTime());
    expect(toDate(one!.ends_at).getTime()).toBe(new Date(start + 24 * hourMs).getTime());
    // Reported once more for a window it covers: nothing new.
    const covered = await report(2, 6, '');
    expect(covered.statusCode).toBe(200);
    expect(createAbsenceReplySchema.parse(covered.json()).replayed).toBe(true);
    expect((await absenceAudit(sick.id)).map((entry) => entry.action).sort()).toEqual([
      'driver_absence_extended',
      'driver_absence_recorded',
    ]);
    const listed = absenceListReplySchema.parse((await dispatcher.call('GET', '/api/admin/absences')).json());
    expect(listed.absences.filter((each) => each.driver.id === sick.id)).toHaveLength(1);
  });

  it('records a request sent twice once, and moves only the trips still the absent driver’s', async () => {
    const sick = await newDriver(server.app, 'Bart Dubbel');
    const other = await newDriver(server.app, 'Sanne Over');
    const trip = await assignedTrip(sick.id, 1, '15:00');
    const body = {
      ...window(trip.pickupAt),
      reason: 'ziek',
      requestKey: key(),
      reassignments: [{ tripId: trip.tripId, driverId: other.id }],
    };
    const [one, two] = await Promise.all([
      dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, body),
      dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, body),
    ]);
    const replies = [one, two].map((response) => createAbsenceReplySchema.parse(response.json()));
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(replies[0]?.absence.id).toBe(replies[1]?.absence.id);
    expect(replies.flatMap((reply) => reply.outcomes.map((outcome) => outcome.result)).sort()).toEqual([
      'assigned',
      'unchanged',
    ]);
    const again = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, body);
    expect(again.statusCode).toBe(200);
    expect(createAbsenceReplySchema.parse(again.json())).toMatchObject({
      replayed: true,
      outcomes: [{ tripId: trip.tripId, result: 'unchanged' }],
    });
    expect((await absenceAudit(sick.id)).map((entry) => entry.action)).toEqual(['driver_absence_recorded']);
    const rows = await server.app.db
      .selectFrom('driver_absences')
      .select('id')
      .where('driver_id', '=', sick.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('reports a refused reassignment with its reason and keeps the others', async () => {
    const sick = await newDriver(server.app, 'Carla Ziek');
    const busy = await newDriver(server.app, 'Dirk Bezet');
    const free = await newDriver(server.app, 'Eva Vrij');
    const trip = await assignedTrip(sick.id, 3, '16:00');
    const next = await assignedTrip(sick.id, 3, '18:30');
    await assignedTrip(busy.id, 3, '16:10');
    const recorded = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      ...window(trip.pickupAt),
      requestKey: key(),
      reassignments: [
        { tripId: trip.tripId, driverId: busy.id },
        { tripId: next.tripId, driverId: free.id },
      ],
    });
    const reply = createAbsenceReplySchema.parse(recorded.json());
    expect(reply.outcomes).toEqual([
      {
        tripId: trip.tripId,
        result: 'refused',
        error: 'assignmentWarnings',
        warnings: expect.arrayContaining([expect.objectContaining({ kind: 'driverOverlap' })]),
      },
      { tripId: next.tripId, result: 'assigned' },
    ]);
    expect(await tripRow(trip.tripId)).toMatchObject({ driver_id: sick.id });
  });

  it('answers 404 for another tenant’s driver, absence and trip, and lists none of its absences', async () => {
    const sick = await newDriver(server.app, 'Gerrit Demo');
    const trip = await assignedTrip(sick.id, 6, '09:00');
    const { from, to } = window(trip.pickupAt);
    const recorded = await admin.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from,
      to,
      requestKey: key(),
    });
    const absence = createAbsenceReplySchema.parse(recorded.json()).absence;

    const query = `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
    const affected = await otherAdmin.call('GET', `/api/admin/drivers/${sick.id}/affected-trips?${query}`);
    expect([affected.statusCode, affected.json()]).toEqual([404, { error: 'driverNotFound' }]);
    const create = await otherAdmin.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from,
      to,
      requestKey: key(),
    });
    expect([create.statusCode, create.json()]).toEqual([404, { error: 'driverNotFound' }]);
    const end = await otherAdmin.call('POST', `/api/admin/absences/${absence.id}/end`);
    expect([end.statusCode, end.json()]).toEqual([404, { error: 'absenceNotFound' }]);
    const list = absenceListReplySchema.parse((await otherAdmin.call('GET', '/api/admin/absences')).json());
    expect(list.absences).toEqual([]);

    // Its own driver's absence naming the demo tenant's trip moves nothing and says only that no such trip is found.
    const own = await server.app.desk.addDriver(
      { tenantId: 'zakelijk', staffId: otherAdmin.staff.id, role: 'admin' },
      { name: 'Zakelijk Chauffeur', phone: '', usualVehicleId: null },
    );
    if (!own.ok) throw new Error(own.error);
    const foreign = await otherAdmin.call('POST', `/api/admin/drivers/${own.driver.id}/absences`, {
      from,
      to,
      requestKey: key(),
      reassignments: [{ tripId: trip.tripId, driverId: null }],
    });
    expect(createAbsenceReplySchema.parse(foreign.json()).outcomes).toEqual([
      { tripId: trip.tripId, result: 'refused', error: 'tripNotFound' },
    ]);
    expect(await tripRow(trip.tripId)).toMatchObject({ status: 'assigned', driver_id: sick.id });
  });

  it('refuses a window that ends before it starts, and asks for a desk login', async () => {
    const sick = await newDriver(server.app, 'Hans Venster');
    const from = new Date(Date.now() + hourMs).toISOString();
    const to = new Date(Date.now()).toISOString();
    const refused = await dispatcher.call('POST', `/api/admin/drivers/${sick.id}/absences`, {
      from,
      to,
      requestKey: key(),
    });
    expect(refused.statusCode).toBe(422);
    const anonymous = await deskCall(server.app, 'GET', '/api/admin/absences');
    expect(anonymous.statusCode).toBe(401);
  });
});
