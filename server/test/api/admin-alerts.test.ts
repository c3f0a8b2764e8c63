import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertListReply, DeskAlert } from '#common/contracts/desk-alerts.ts';
import type { ManageReply } from '#common/contracts/manage.ts';
import { toDate } from '../../src/db/tables.ts';
import { book, listen, type Booked } from '../desk/support.ts';
import { createAccount, logIn, postJson, zakelijk } from '../support/accounts.ts';
import { cart, checkOut, postWebhook } from '../support/checkout.ts';
import { deskCall, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { mailsAbout } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, stationGroningen, stop, trip, upcoming } from '../support/trips.ts';

const host = 'localhost:8080';
const manageLinkPattern = /\/manage\/([A-Za-z0-9_-]{43})\b/;
const minute = 60_000;

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const alertsOf = async (staff: Staff): Promise<AlertListReply> => {
  const response = await staff.call('GET', '/api/admin/alerts');
  expect(response.statusCode).toBe(200);
  return response.json() as AlertListReply;
};

const alertOf = (list: AlertListReply, kind: DeskAlert['kind'], tripId: number) =>
  list.alerts.filter((alert) => alert.kind === kind && alert.tripId === tripId);

/** The manage link of the order, as its confirmation mail carries it. */
async function tokenOf(server: TestServer, booked: Booked): Promise<string> {
  const mails = await mailsAbout(server.settings.dataDir, booked);
  const match = mails.map((mail) => manageLinkPattern.exec(mail.text)).find(Boolean);
  if (!match?.[1]) throw new Error(`no manage link for order ${booked.orderId}`);
  return match[1];
}

const pickupOf = async (app: FastifyInstance, tripId: number) =>
  toDate(
    (await app.db.selectFrom('order_trips').select('pickup_at').where('id', '=', tripId).executeTakeFirstOrThrow())
      .pickup_at,
  );

describe.each(dialects)('desk alerts: GET /api/admin/alerts, marking seen, the scan (%s)', (dialect) => {
  let server: TestServer;
  let dispatcher: Staff;
  let admin: Staff;
  let otherTenant: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, { PUBLIC_URL: 'http://localhost:8080' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    admin = await loggedInStaff(server.app, { role: 'admin' });
    otherTenant = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  it('raises one alert of a new booking once it is paid, announced once on the event stream, listed with its trip', async () => {
    const desk = await listen(server.app);
    const booked = await book(server.app);
    const [tripId] = booked.tripIds as [number];
    // The payment's webhook again (a replay): no second alert.
    await server.app.orders.syncPayment(
      await server.app.db.selectFrom('orders').selectAll().where('id', '=', booked.orderId).executeTakeFirstOrThrow(),
    );
    await desk.stop();
    const announced = desk.events.filter((event) => event.type === 'alertRaised' && event.tripId === tripId);
    expect(announced).toEqual([
      { type: 'alertRaised', alertId: expect.any(Number), tripId, orderId: booked.orderId, kind: 'newBooking' },
    ]);
    const list = await alertsOf(dispatcher);
    const [alert] = alertOf(list, 'newBooking', tripId);
    expect(alertOf(list, 'newBooking', tripId)).toHaveLength(1);
    expect(alert).toMatchObject({
      id: (announced[0] as { alertId: number }).alertId,
      orderId: booked.orderId,
      reference: `D${booked.klantNr}/${booked.orderId}`,
      from: expect.stringContaining('Herestraat'),
      changes: [],
      seen: false,
    });
    expect(list.unseen).toBeGreaterThanOrEqual(1);
  });

  it('raises no alert for an order still waiting for its payment', async () => {
    const booked = await book(server.app, { paid: false });
    const list = await alertsOf(dispatcher);
    expect(list.alerts.filter((alert) => alert.orderId === booked.orderId)).toEqual([]);
  });

  it('alerts and mails the operator when the customer moves a trip by the manage link: "15:00, was 14:00"', async () => {
    const booked = await book(server.app);
    const [tripId] = booked.tripIds as [number];
    const token = await tokenOf(server, booked);
    const before = (
      await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } })
    ).json() as ManageReply;
    const desk = await listen(server.app);
    const moved = upcoming(3, '15:00');
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/trips/${tripId}/change`,
      headers: { host },
      payload: { version: before.trips[0]!.version, datetime: moved },
    });
    await desk.stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'applied' });
    expect(desk.events).toContainEqual({
      type: 'alertRaised',
      alertId: expect.any(Number),
      tripId,
      orderId: booked.orderId,
      kind: 'customerChanged',
    });
    const [alert] = alertOf(await alertsOf(dispatcher), 'customerChanged', tripId);
    expect(alert?.changes).toEqual([{ field: 'datetime', from: upcoming(3, '14:00'), to: moved }]);
    expect(alert?.datetime).toBe(moved);
    const notice = (await mailsAbout(server.settings.dataDir, booked)).find((mail) =>
      mail.subject.startsWith(`Rit ${tripId} gewijzigd door de klant`),
    );
    expect(notice?.to).toContain('rijden@taxi-martini.example');
    expect(notice?.text).toMatch(/Ophalen: \w+ \d+ \w+ \d{4} 15:00, was \w+ \d+ \w+ \d{4} 14:00/);
  });

  it('alerts and mails the operator when the customer cancels by the manage link, once for a double click', async () => {
    const booked = await book(server.app);
    const [tripId] = booked.tripIds as [number];
    const token = await tokenOf(server, booked);
    const cancel = () =>
      server.app.inject({ method: 'POST', url: `/api/manage/${token}/trips/${tripId}/cancel`, headers: { host } });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(alertOf(await alertsOf(admin), 'customerCanceled', tripId)).toHaveLength(1);
    const notices = (await mailsAbout(server.settings.dataDir, booked)).filter(
      (mail) => mail.subject === `Rit ${tripId} geannuleerd (D${booked.klantNr}/${booked.orderId})`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('De klant heeft een rit geannuleerd.');
  });

  it('alerts a payment that settles its order after a trip’s pickup', async () => {
    const booked = await book(server.app, { paid: false });
    const [tripId] = booked.tripIds as [number];
    await server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() - 30 * minute) })
      .where('id', '=', tripId)
      .execute();
    const order = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', booked.orderId)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', order.provider_payment_id!)
      .execute();
    await server.app.orders.syncPayment(order);
    const list = await alertsOf(dispatcher);
    expect(alertOf(list, 'latePayment', tripId)).toHaveLength(1);
    expect(alertOf(list, 'newBooking', tripId)).toHaveLength(1);
  });

  it('alerts a change’s payment that came after the change could no longer be made, once', async () => {
    const booked = await book(server.app, {
      trips: [{ tour: [stop(lageweg), stop(stationGroningen)], datetime: upcoming(3, '14:00') }],
    });
    const [tripId] = booked.tripIds as [number];
    const token = await tokenOf(server, booked);
    const manage = (body: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: `/api/manage/${token}/trips/${tripId}/change`,
        headers: { host },
        payload: body,
      });
    const version = (
      (await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } })).json() as ManageReply
    ).trips[0]!.version;
    // Dearer at night: a payment of the difference first; meanwhile the customer makes another change.
    const dearer = (await manage({ version, datetime: upcoming(3, '00:30') })).json() as {
      pendingChange: { form: string };
    };
    const paymentId = /\/pay\/simulator\/(sim_[A-Za-z0-9_-]{24})"/.exec(dearer.pendingChange.form)![1]!;
    expect((await manage({ version, extraInfo: 'Kinderzitje' })).json()).toMatchObject({ outcome: 'applied' });
    await server.app.db.updateTable('simulator_payments').set({ status: 'paid' }).where('id', '=', paymentId).execute();
    expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
    expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
    const list = await alertsOf(dispatcher);
    expect(alertOf(list, 'latePayment', tripId)).toHaveLength(1);
    expect(alertOf(list, 'customerChanged', tripId)[0]?.changes).toEqual([
      { field: 'extraInfo', from: '', to: 'Kinderzitje' },
    ]);
  });

  it('marks an alert seen for the staff member who saw it only, and all up to the newest shown', async () => {
    const first = await book(server.app);
    const second = await book(server.app);
    const before = await alertsOf(dispatcher);
    const [alert] = alertOf(before, 'newBooking', first.tripIds[0]!);
    const seen = await dispatcher.call('POST', `/api/admin/alerts/${alert!.id}/seen`, {});
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ unseen: before.unseen - 1 });
    // Again: as it was, the first time kept.
    expect((await dispatcher.call('POST', `/api/admin/alerts/${alert!.id}/seen`, {})).json()).toEqual({
      unseen: before.unseen - 1,
    });
    expect(alertOf(await alertsOf(dispatcher), 'newBooking', first.tripIds[0]!)[0]?.seen).toBe(true);
    // Another member has not seen it.
    expect(alertOf(await alertsOf(admin), 'newBooking', first.tripIds[0]!)[0]?.seen).toBe(false);

    const shown = await alertsOf(admin);
    const later = await book(server.app);
    const all = await admin.call('POST', '/api/admin/alerts/seen', { upTo: shown.alerts[0]!.id });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ unseen: 1 });
    const after = await alertsOf(admin);
    expect(alertOf(after, 'newBooking', second.tripIds[0]!)[0]?.seen).toBe(true);
    expect(alertOf(after, 'newBooking', later.tripIds[0]!)[0]?.seen).toBe(false);
  });

  it('keeps each tenant’s alerts to itself: another tenant’s alert is not listed, not found, not marked', async () => {
    const booked = await book(server.app);
    const [alert] = alertOf(await alertsOf(dispatcher), 'newBooking', booked.tripIds[0]!);
    const list = await alertsOf(otherTenant);
    expect(list.alerts.some((each) => each.id === alert!.id)).toBe(false);
    const seen = await otherTenant.call('POST', `/api/admin/alerts/${alert!.id}/seen`, {});
    expect(seen.statusCode).toBe(404);
    expect(seen.json()).toEqual({ error: 'notFound' });
    expect((await otherTenant.call('POST', '/api/admin/alerts/seen', { upTo: 2_147_483_647 })).statusCode).toBe(200);
    const seenRows = await server.app.db
      .selectFrom('alert_seen')
      .select('staff_id')
      .where('alert_id', '=', alert!.id)
      .execute();
    expect(seenRows).toEqual([]);
    // The other tenant's host with the demo member's session is no session there.
    const across = await deskCall(server.app, 'GET', '/api/admin/alerts', {
      cookie: dispatcher.cookie,
      host: zakelijkHost,
    });
    expect(across.statusCode).toBe(401);
  });

  it('refuses without a session, from another site, and a body or id outside the contract', async () => {
    expect((await deskCall(server.app, 'GET', '/api/admin/alerts')).statusCode).toBe(401);
    expect((await deskCall(server.app, 'POST', '/api/admin/alerts/1/seen', { payload: {} })).statusCode).toBe(401);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/admin/alerts/seen',
      headers: { host, cookie: dispatcher.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { upTo: 1 },
    });
    expect(crossSite.statusCode).toBe(403);
    const tooSmall = await dispatcher.call('POST', '/api/admin/alerts/seen', { upTo: 0 });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json()).toEqual({ error: 'invalidFields', fields: { upTo: 'tooSmall' } });
    const unknown = await dispatcher.call('POST', '/api/admin/alerts/seen', { upTo: 1, all: true });
    expect(unknown.json()).toEqual({ error: 'invalidFields', fields: { all: 'unknownField' } });
    // A path id of another spelling is no alert.
    for (const spelling of ['0x1', '1e0', '01', '0'])
      expect((await dispatcher.call('POST', `/api/admin/alerts/${spelling}/seen`, {})).statusCode, spelling).toBe(404);
  });

  it('raises an unassigned alert the tenant’s 60 minutes before pickup and a still-new one after it, once across scans', async () => {
    const booked = await book(server.app);
    const [tripId] = booked.tripIds as [number];
    const pickup = (await pickupOf(server.app, tripId)).getTime();
    // Two hours before: nothing yet.
    await server.app.alerts.scan(new Date(pickup - 120 * minute));
    expect(alertOf(await alertsOf(dispatcher), 'unassigned', tripId)).toEqual([]);
    // Two instances scanning at once 50 minutes before: one alert, announced by one of them.
    const desk = await listen(server.app);
    const scans = await Promise.all([
      server.app.alerts.scan(new Date(pickup - 50 * minute)),
      server.app.alerts.scan(new Date(pickup - 50 * minute)),
    ]);
    await server.app.alerts.scan(new Date(pickup - 40 * minute));
    await desk.stop();
    expect(scans.flat().filter((alert) => alert.tripId === tripId)).toHaveLength(1);
    expect(desk.events.filter((event) => event.type === 'alertRaised' && event.tripId === tripId)).toHaveLength(1);
    expect(alertOf(await alertsOf(dispatcher), 'unassigned', tripId)).toHaveLength(1);
    expect(alertOf(await alertsOf(dispatcher), 'stillNew', tripId)).toEqual([]);
    await server.app.alerts.scan(new Date(pickup + 5 * minute));
    await server.app.alerts.scan(new Date(pickup + 10 * minute));
    expect(alertOf(await alertsOf(dispatcher), 'stillNew', tripId)).toHaveLength(1);
  });

  it('raises no unassigned alert for a trip with a driver', async () => {
    const booked = await book(server.app);
    const [tripId] = booked.tripIds as [number];
    await server.app.db.updateTable('order_trips').set({ status: 'assigned' }).where('id', '=', tripId).execute();
    const pickup = (await pickupOf(server.app, tripId)).getTime();
    await server.app.alerts.scan(new Date(pickup - 30 * minute));
    await server.app.alerts.scan(new Date(pickup + 30 * minute));
    const list = await alertsOf(dispatcher);
    expect([...alertOf(list, 'unassigned', tripId), ...alertOf(list, 'stillNew', tripId)]).toEqual([]);
  });
});

describe.each(dialects)('desk alerts of the bookings screen’s cancellation (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  it('alerts the desk of the tenant when a customer cancels from their bookings', async () => {
    await createAccount(server.app, {
      username: 'carla',
      password: 'Carla-wachtwoord-1',
      email: 'carla@hotel.example',
    });
    const cookie = await logIn(server.app, 'carla', 'Carla-wachtwoord-1');
    const { response, reply } = await checkOut(
      server.app,
      { ...cart(), person: {}, agreeTerms: false, trips: [trip({ datetime: upcoming(4, '11:00') })] },
      { host: zakelijk, cookie },
    );
    expect(response.statusCode).toBe(200);
    const row = await server.app.db
      .selectFrom('order_trips')
      .select('id')
      .where('order_id', '=', reply.orderId!)
      .executeTakeFirstOrThrow();
    const canceled = await postJson(
      server.app,
      '/api/cancel_trip.json',
      { lang: 'nl', ritId: String(row.id), skipconfig: '1' },
      { cookie },
    );
    expect(canceled.statusCode).toBe(200);
    const desk = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'dispatcher' });
    const list = await alertsOf(desk);
    expect(alertOf(list, 'customerCanceled', row.id)).toHaveLength(1);
    expect(alertOf(list, 'newBooking', row.id)).toHaveLength(1);
    const demo = await loggedInStaff(server.app, { role: 'dispatcher' });
    expect((await alertsOf(demo)).alerts.some((alert) => alert.tripId === row.id)).toBe(false);
  });
});
