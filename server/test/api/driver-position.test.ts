import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nextDay } from '#common/contracts/board-filter.ts';
import { manageReplySchema, type ManageTrip } from '#common/contracts/manage.ts';
import { amsterdamDay } from '#common/format/date.ts';
import { bookOne, newDriver } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { demoHost, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { startOsrmStandIn, type OsrmStandIn } from '../support/osrm.ts';
import { mailsAbout } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

// Issue 21 item 5: the car's position between on the way and on board (docs/decisions/046-car-position.md).

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;
const minuteMs = 60_000;
const tomorrowAt = (time: string) => `${nextDay(amsterdamDay(new Date()))} ${time}`;
/** Somewhere in Groningen, a few km from the test trips' pickups. */
const near = { lat: 53.2194, lng: 6.5665 };
const manageLinkPattern = /\/manage\/([A-Za-z0-9_-]{43})\b/;

/** A test server with a signed-in driver's phone, trips assigned to them, and the customer's manage link. */
function setUp(server: () => TestServer) {
  let admin: Staff;
  let mails = 0;
  const init = async () => {
    admin = await loggedInStaff(server().app, { role: 'admin' });
  };

  const phoneOf = async (name: string) => {
    const app = server().app;
    const driver = await newDriver(app, name);
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++mails}@example.com`;
    expect((await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { email })).statusCode).toBe(200);
    expect((await admin.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, { lang: 'nl' })).statusCode).toBe(
      202,
    );
    const [mail] = (await waitForMail(server().settings.dataDir, (each) => each.to.includes(email))).slice(-1);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')![1]!;
    const signed = await app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      headers: { host: demoHost },
      payload: { token },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const cookie = `driver_session=${signed.cookies.find((each) => each.name === 'driver_session')!.value}`;
    const call = (url: string, payload: object, host = demoHost) =>
      app.inject({ method: 'POST', url, headers: { host, cookie }, payload });
    return {
      id: driver.id,
      accept: (tripId: number) => call(`/api/driver/jobs/${tripId}/accept`, {}),
      step: (tripId: number, body: object) => call(`/api/driver/jobs/${tripId}/status`, body),
      position: (tripId: number, at = new Date(), point = near, host = demoHost) =>
        call(`/api/driver/jobs/${tripId}/position`, { ...point, accuracy: 12, at: at.toISOString() }, host),
    };
  };
  type Phone = Awaited<ReturnType<typeof phoneOf>>;

  /** A paid trip tomorrow assigned to the driver and accepted; with the customer's manage link. */
  const acceptedTrip = async (phone: Phone, time = '10:00') => {
    const booked = await bookOne(server().app, { datetime: tomorrowAt(time) }, 'nl');
    const moved = await admin.call('POST', `/api/admin/trips/${booked.tripId}/transition`, {
      to: 'assigned',
      driverId: phone.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await phone.accept(booked.tripId)).statusCode).toBe(200);
    const mailsOf = await mailsAbout(server().settings.dataDir, booked);
    const token = mailsOf.map((mail) => manageLinkPattern.exec(mail.text)?.[1]).find(Boolean)!;
    expect(token).toBeDefined();
    return { ...booked, token };
  };

  const manageTrip = async (token: string, tripId: number, host = demoHost): Promise<ManageTrip | undefined> => {
    const response = await server().app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } });
    if (response.statusCode !== 200) return undefined;
    return manageReplySchema.parse(response.json()).trips.find((trip) => trip.ritNr === tripId);
  };

  const kept = (tripId: number) =>
    server().app.db.selectFrom('driver_positions').selectAll().where('trip_id', '=', tripId).executeTakeFirst();

  return { init, admin: () => admin, phoneOf, acceptedTrip, manageTrip, kept };
}

describe.each(dialects)('the car’s position (%s)', (dialect) => {
  let server: TestServer;
  const s = setUp(() => server);
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    await s.init();
  });
  afterAll(() => server.close());

  const accepted = (phone: Awaited<ReturnType<typeof s.phoneOf>>) => s.acceptedTrip(phone);

  it('is refused before on the way, kept and shown with the estimate on the way, waiting at arrived, gone on board', async () => {
    const phone = await s.phoneOf('Karin Positie');
    const trip = await accepted(phone);
    const before = await phone.position(trip.tripId);
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({ error: 'illegalStep', status: 'assigned', step: 'accepted' });
    expect((await s.manageTrip(trip.token, trip.tripId))?.car).toBeNull();

    expect((await phone.step(trip.tripId, { to: 'on_the_way' })).statusCode).toBe(200);
    // On the way, no position yet: no car.
    expect((await s.manageTrip(trip.token, trip.tripId))?.car).toBeNull();
    const sent = await phone.position(trip.tripId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ kept: true });
    const onTheWay = (await s.manageTrip(trip.token, trip.tripId))!;
    expect(onTheWay.car).toMatchObject({
      position: near,
      pickup: { lat: expect.any(Number), lng: expect.any(Number) },
      stale: false,
      arrival: { minutes: expect.any(Number), at: expect.any(String) },
    });
    // The estimate without routing: a few km in town is some minutes, and the moment is that far ahead.
    const arrival = onTheWay.car!.arrival!;
    expect(arrival.minutes).toBeGreaterThan(0);
    expect(arrival.minutes).toBeLessThan(60);
    expect(Math.abs(Date.parse(arrival.at) - (Date.now() + arrival.minutes * minuteMs))).toBeLessThan(minuteMs);

    // The car moves: one row, the newest position.
    const moved = { lat: 53.2101, lng: 6.5702 };
    expect((await phone.position(trip.tripId, new Date(), moved)).statusCode).toBe(200);
    expect((await s.manageTrip(trip.token, trip.tripId))?.car?.position).toEqual(moved);
    // A late request measured earlier does not move the car back.
    const late = await phone.position(trip.tripId, new Date(Date.now() - 30_000), near);
    expect(late.json()).toEqual({ kept: false });
    expect((await s.manageTrip(trip.token, trip.tripId))?.car?.position).toEqual(moved);
    expect(
      await server.app.db.selectFrom('driver_positions').select('trip_id').where('trip_id', '=', trip.tripId).execute(),
    ).toHaveLength(1);

    // Arrived: the car is shown waiting, without an estimate.
    expect((await phone.step(trip.tripId, { to: 'arrived' })).statusCode).toBe(200);
    expect((await phone.position(trip.tripId)).statusCode).toBe(200);
    const waiting = (await s.manageTrip(trip.token, trip.tripId))!;
    expect(waiting.car).toMatchObject({ arrival: null, stale: false });

    // On board: gone, refused, not shown.
    expect((await phone.step(trip.tripId, { to: 'on_board' })).statusCode).toBe(200);
    expect(await s.kept(trip.tripId)).toBeUndefined();
    const after = await phone.position(trip.tripId);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({ error: 'illegalStep', status: 'assigned', step: 'on_board' });
    expect((await s.manageTrip(trip.token, trip.tripId))?.car).toBeNull();
    // Done: still refused.
    expect((await phone.step(trip.tripId, { to: 'done' })).statusCode).toBe(200);
    expect((await phone.position(trip.tripId)).json()).toMatchObject({ error: 'illegalStep', status: 'done' });
  });

  const onTheWayTrip = async (phone: Awaited<ReturnType<typeof s.phoneOf>>) => {
    const trip = await accepted(phone);
    expect((await phone.step(trip.tripId, { to: 'on_the_way' })).statusCode).toBe(200);
    expect((await phone.position(trip.tripId)).statusCode).toBe(200);
    expect(await s.kept(trip.tripId)).toBeDefined();
    return trip;
  };

  it('is another driver’s trip not found, another tenant’s neither, and the manage link of another host shows nothing', async () => {
    const phone = await s.phoneOf('Lotte Eigen');
    const other = await s.phoneOf('Mees Ander');
    const trip = await onTheWayTrip(phone);
    const foreign = await other.position(trip.tripId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'jobNotFound' });
    // The demo phone on another tenant's host is no driver there.
    const otherHost = await phone.position(trip.tripId, new Date(), near, zakelijkHost);
    expect(otherHost.statusCode).toBe(401);
    // A trip of another tenant is not the driver's either.
    const zakelijkTrip = await server.app.db
      .selectFrom('order_trips')
      .select('id')
      .where('tenant_id', '!=', 'demo')
      .executeTakeFirst();
    if (zakelijkTrip) expect((await phone.position(zakelijkTrip.id)).statusCode).toBe(404);
    expect(await s.manageTrip(trip.token, trip.tripId, zakelijkHost)).toBeUndefined();
    // The position the other driver tried was not kept.
    expect((await s.kept(trip.tripId))?.driver_id).toBe(phone.id);
  });

  it('is gone after a no-show, the desk’s cancel and a reassignment, and the sweep deletes what lingers', async () => {
    const phone = await s.phoneOf('Noor Weg');
    const noShow = await onTheWayTrip(phone);
    expect((await phone.step(noShow.tripId, { to: 'arrived' })).statusCode).toBe(200);
    const past = new Date(Date.now() - 20 * minuteMs);
    await server.app.db
      .updateTable('order_trips')
      .set({ arrived_at: past, pickup_at: past })
      .where('id', '=', noShow.tripId)
      .execute();
    expect((await phone.step(noShow.tripId, { to: 'no_show', reason: 'Niemand' })).statusCode).toBe(200);
    expect(await s.kept(noShow.tripId)).toBeUndefined();

    const canceled = await onTheWayTrip(phone);
    const cancel = await s
      .admin()
      .call('POST', `/api/admin/trips/${canceled.tripId}/cancel`, { reason: 'Klant belde' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await vi.waitFor(async () => expect(await s.kept(canceled.tripId)).toBeUndefined());
    expect((await phone.position(canceled.tripId)).statusCode).toBe(404);

    const reassigned = await onTheWayTrip(phone);
    const other = await s.phoneOf('Olaf Over');
    const moved = await s.admin().call('POST', `/api/admin/trips/${reassigned.tripId}/transition`, {
      to: 'assigned',
      driverId: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await vi.waitFor(async () => expect(await s.kept(reassigned.tripId)).toBeUndefined());
    expect((await s.manageTrip(reassigned.token, reassigned.tripId))?.car).toBeNull();

    // A position left behind (an event never heard): not shown, and the sweep deletes it.
    const lingering = await onTheWayTrip(phone);
    await server.app.db
      .updateTable('order_trips')
      .set({ driver_step: 'on_board' })
      .where('id', '=', lingering.tripId)
      .execute();
    expect(await s.kept(lingering.tripId)).toBeDefined();
    expect((await s.manageTrip(lingering.token, lingering.tripId))?.car).toBeNull();
    expect(await server.app.positions.forget()).toBeGreaterThanOrEqual(1);
    expect(await s.kept(lingering.tripId)).toBeUndefined();
  });

  it('says a position older than two minutes is old, and refuses numbers out of range', async () => {
    const phone = await s.phoneOf('Pien Oud');
    const trip = await onTheWayTrip(phone);
    await server.app.db
      .updateTable('driver_positions')
      .set({ measured_at: new Date(Date.now() - 3 * minuteMs) })
      .where('trip_id', '=', trip.tripId)
      .execute();
    expect((await s.manageTrip(trip.token, trip.tripId))?.car?.stale).toBe(true);
    for (const bad of [
      { lat: 91, lng: 6 },
      { lat: 53, lng: 181 },
      { lat: Number.NaN, lng: 6 },
    ]) {
      const refused = await phone.position(trip.tripId, new Date(), bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe.each(dialects)('the arrival estimate by road (%s)', (dialect) => {
  let osrm: OsrmStandIn;
  let server: TestServer;
  const s = setUp(() => server);
  beforeAll(async () => {
    osrm = await startOsrmStandIn();
    server = await startTestServerWithPlaces(dialect, { ROUTING_URL: osrm.url, ROUTING_TIMEOUT_MS: '400' });
    await s.init();
  });
  afterAll(async () => {
    await server.close();
    await osrm.close();
  });

  it('is the route’s time from the car to the pickup', async () => {
    const phone = await s.phoneOf('Quinten Route');
    const trip = await s.acceptedTrip(phone);
    expect((await phone.step(trip.tripId, { to: 'on_the_way' })).statusCode).toBe(200);
    expect((await phone.position(trip.tripId)).statusCode).toBe(200);
    const asked = osrm.requests.length;
    osrm.answer = { kind: 'route', distanceMetres: 4_100, durationSeconds: 7 * 60 + 10 };
    const car = (await s.manageTrip(trip.token, trip.tripId))?.car;
    expect(car?.arrival?.minutes).toBe(7);
    // Asked from the car to the pickup.
    expect(osrm.requests.slice(asked)[0]?.from).toMatchObject({
      lat: expect.closeTo(near.lat, 5) as unknown,
      lng: expect.closeTo(near.lng, 5) as unknown,
    });
  });
});

describe.each(dialects)('the car’s position under the rate limit (%s)', (dialect) => {
  let server: TestServer;
  const s = setUp(() => server);
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, { RATE_LIMIT: '1000' });
    await s.init();
  });
  afterAll(() => server.close());

  it('takes at most 12 positions a minute from one phone, and its steps still go through', async () => {
    const phone = await s.phoneOf('Roos Snel');
    const trip = await s.acceptedTrip(phone);
    expect((await phone.step(trip.tripId, { to: 'on_the_way' })).statusCode).toBe(200);
    const answers: number[] = [];
    for (let sent = 0; sent < 13; sent++) answers.push((await phone.position(trip.tripId)).statusCode);
    expect(answers.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(answers[12]).toBe(429);
    expect((await phone.step(trip.tripId, { to: 'arrived' })).statusCode).toBe(200);
  });
});
