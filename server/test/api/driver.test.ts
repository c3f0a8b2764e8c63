import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import { alertListReplySchema } from '#common/contracts/desk-alerts.ts';
import { tripDetailReplySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { newTripReplySchema } from '#common/contracts/desk-booking.ts';
import { herestraat, stationGroningen } from '../support/trips.ts';
import {
  driverDevicesReplySchema,
  driverJobReplySchema,
  driverJobsReplySchema,
  type DriverJob,
} from '#common/contracts/driver.ts';
import { nextDay } from '#common/contracts/board-filter.ts';
import { amsterdamDay } from '#common/format/date.ts';
import { bookOne, history, listen, newDriver } from '../desk/support.ts';
import { mailsAbout } from '../support/outbox.ts';
import { waitForMail } from '../support/accounts.ts';
import { demoHost, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { dialects, startTestServer, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const minuteMs = 60_000;

/** Tomorrow in Amsterdam at `time`: always ahead, whatever the time of day the test runs. */
const tomorrowAt = (time: string) => `${nextDay(amsterdamDay(new Date()))} ${time}`;

describe.each(dialects)('the driver: sign-in links, devices, jobs and statuses (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let otherAdmin: Staff;
  let mails = 0;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    otherAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  /** A driver of the demo tenant with their own address. */
  const driverWithEmail = async (name: string) => {
    const driver = await newDriver(server.app, name);
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++mails}@example.com`;
    const saved = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { email });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ email });
    return { ...driver, email };
  };

  /** The admin sends the link; answers the token as the mail's link carries it. */
  const linkFor = async (driver: { id: number; email: string }) => {
    const sent = await admin.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, { lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: driver.email });
    const [mail] = (await waitForMail(server.settings.dataDir, (each) => each.to.includes(driver.email))).slice(-1);
    const token = /\/driver\/sign-in#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(token, mail?.text).toBeDefined();
    return token!;
  };

  const signIn = (token: string, userAgent = android, host = demoHost) =>
    server.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      headers: { host, 'user-agent': userAgent },
      payload: { token },
    });

  /** A driver signed in on a phone, with their calls. */
  const signedIn = async (driver: { id: number; email: string }, userAgent = android) => {
    const response = await signIn(await linkFor(driver), userAgent);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((each) => each.name === 'driver_session');
    expect(cookie).toBeDefined();
    const header = `driver_session=${cookie!.value}`;
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown, host = demoHost) =>
      server.app.inject({
        method,
        url,
        headers: { host, cookie: header },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { cookie: cookie!, call };
  };
  type Phone = Awaited<ReturnType<typeof signedIn>>;

  const jobsOf = async (phone: Phone): Promise<DriverJob[]> => {
    const response = await phone.call('GET', '/api/driver/jobs');
    expect(response.statusCode, response.body).toBe(200);
    return driverJobsReplySchema.parse(response.json()).jobs;
  };

  /** A paid trip tomorrow at `time`, assigned by the admin to the driver. */
  const assignedTrip = async (driverId: number, time = '10:00') => {
    const { tripId } = await bookOne(server.app, { datetime: tomorrowAt(time) }, 'nl');
    const moved = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, { to: 'assigned', driverId });
    expect(moved.statusCode, moved.body).toBe(200);
    return tripId;
  };

  const step = (phone: Phone, tripId: number, body: Record<string, unknown>) =>
    phone.call('POST', `/api/driver/jobs/${tripId}/status`, body);

  const auditOf = async (target: string) =>
    auditPageSchema
      .parse((await admin.call('GET', '/api/admin/audit?limit=100')).json())
      .entries.filter((entry) => entry.target === target);

  it('mails a single-use link that signs a phone in with a long-lived, strict cookie; used twice it says so', async () => {
    const driver = await driverWithEmail('Anouk Visser');
    const token = await linkFor(driver);
    const first = await signIn(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ name: 'Anouk Visser', company: expect.any(String) });
    const cookie = first.cookies.find((each) => each.name === 'driver_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie.maxAge).toBe(180 * 24 * 60 * 60);
    const me = await server.app.inject({
      method: 'GET',
      url: '/api/driver/me',
      headers: { host: demoHost, cookie: `driver_session=${cookie.value}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');

    const again = await signIn(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: 'linkUsed' });
    expect(again.cookies.find((each) => each.name === 'driver_session')).toBeUndefined();

    // The token is stored only as its hash.
    const rows = await server.app.db.selectFrom('driver_links').select('id').execute();
    expect(rows.map((row) => row.id)).not.toContain(token);

    expect((await auditOf(`driver:${driver.id}`)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['driver_link_sent', 'driver_signed_in']),
    );
  });

  it('refuses an expired link, an unknown one, and a link on another tenant’s host', async () => {
    const driver = await driverWithEmail('Bram Kok');
    const token = await linkFor(driver);
    const onOtherTenant = await signIn(token, android, zakelijkHost);
    expect(onOtherTenant.statusCode).toBe(404);
    expect(onOtherTenant.json()).toEqual({ error: 'linkUnknown' });
    await server.app.db
      .updateTable('driver_links')
      .set({ expires_at: new Date(Date.now() - minuteMs) })
      .where('driver_id', '=', driver.id)
      .execute();
    const expired = await signIn(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ error: 'linkExpired' });
    const unknown = await signIn('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'linkUnknown' });
  });

  it('sends links for admins only, to a driver with an address, of the tenant', async () => {
    const driver = await driverWithEmail('Cor Smit');
    expect(
      (await dispatcher.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, { lang: 'nl' })).statusCode,
    ).toBe(403);
    const other = await otherAdmin.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, { lang: 'nl' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'driverNotFound' });
    const noEmail = await newDriver(server.app, 'Dirk Zonder Adres');
    const refused = await admin.call('POST', `/api/admin/drivers/${noEmail.id}/sign-in-link`, { lang: 'nl' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'driverNoEmail' });
    const badEmail = await admin.call('PATCH', `/api/admin/drivers/${noEmail.id}`, { email: 'not an address' });
    expect(badEmail.statusCode).toBe(422);
  });

  it('lists the driver’s phones by name, ends one from the desk, and ends all when the driver is deactivated', async () => {
    const driver = await driverWithEmail('Els de Boer');
    const phone = await signedIn(driver, android);
    const tablet = await signedIn(driver, iphone);
    const listed = await admin.call('GET', `/api/admin/drivers/${driver.id}/devices`);
    expect(listed.statusCode, listed.body).toBe(200);
    const devices = driverDevicesReplySchema.parse(listed.json()).devices;
    expect(devices.map((device) => device.name).sort()).toEqual(['Chrome on Android', 'Safari on iPhone']);
    expect((await otherAdmin.call('GET', `/api/admin/drivers/${driver.id}/devices`)).statusCode, 'another tenant').toBe(
      404,
    );
    expect((await dispatcher.call('GET', `/api/admin/drivers/${driver.id}/devices`)).statusCode).toBe(403);

    const androidDevice = devices.find((device) => device.name === 'Chrome on Android')!;
    expect(
      (await otherAdmin.call('POST', `/api/admin/drivers/${driver.id}/devices/${androidDevice.id}/end`, {})).statusCode,
    ).toBe(404);
    const ended = await admin.call('POST', `/api/admin/drivers/${driver.id}/devices/${androidDevice.id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(driverDevicesReplySchema.parse(ended.json()).devices.map((device) => device.name)).toEqual([
      'Safari on iPhone',
    ]);
    expect((await phone.call('GET', '/api/driver/jobs')).json()).toEqual({ error: 'signInRequired' });
    expect((await phone.call('GET', '/api/driver/me')).statusCode).toBe(401);
    expect((await tablet.call('GET', '/api/driver/me')).statusCode).toBe(200);
    const again = await admin.call('POST', `/api/admin/drivers/${driver.id}/devices/${androidDevice.id}/end`, {});
    expect(again.json()).toEqual({ error: 'deviceNotFound' });

    const off = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await tablet.call('GET', '/api/driver/me')).statusCode).toBe(401);
    expect(
      driverDevicesReplySchema.parse((await admin.call('GET', `/api/admin/drivers/${driver.id}/devices`)).json()),
    ).toEqual({ devices: [] });
    // Back on, the phone stays signed out: a new link signs it in again.
    await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { active: true });
    expect((await tablet.call('GET', '/api/driver/me')).statusCode).toBe(401);
    expect((await auditOf(`driver:${driver.id}`)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['driver_device_ended', 'driver_deactivated']),
    );
  });

  it('refuses a driver’s write from another site’s page', async () => {
    const driver = await driverWithEmail('Noor Dijkstra');
    const token = await linkFor(driver);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      headers: { host: demoHost, origin: 'https://elders.example', 'sec-fetch-site': 'cross-site' },
      payload: { token },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'forbidden' });
    // The link is still unused: from the tenant's own page it signs in.
    expect((await signIn(token)).statusCode).toBe(200);
  });

  it('signs out: the phone’s session ends', async () => {
    const driver = await driverWithEmail('Fleur Bakker');
    const phone = await signedIn(driver);
    const out = await phone.call('POST', '/api/driver/sign-out', {});
    expect(out.statusCode, out.body).toBe(204);
    expect((await phone.call('GET', '/api/driver/me')).statusCode).toBe(401);
  });

  it('shows a driver only their own trips of their own tenant, the passenger’s phone only from an hour before', async () => {
    const driver = await driverWithEmail('Gijs Prins');
    const other = await driverWithEmail('Hanna Vos');
    const phone = await signedIn(driver);
    const otherPhone = await signedIn(other);
    const mine = await assignedTrip(driver.id, '10:00');
    const theirs = await assignedTrip(other.id, '11:00');

    const jobs = await jobsOf(phone);
    expect(jobs.map((job) => job.tripId)).toContain(mine);
    expect(jobs.map((job) => job.tripId)).not.toContain(theirs);
    const job = jobs.find((each) => each.tripId === mine)!;
    expect(job).toMatchObject({ status: 'assigned', step: '', passengerPhone: null, datetime: tomorrowAt('10:00') });
    expect(job.passengerName).not.toBe('');
    expect(job.fromPoint).not.toBeNull();

    // Within the hour before the pickup the phone is there.
    await server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() + 30 * minuteMs) })
      .where('id', '=', mine)
      .execute();
    const near = (await jobsOf(phone)).find((each) => each.tripId === mine)!;
    expect(near.passengerPhone).toMatch(/\d/);

    // Another driver's trip is not found, whatever the call.
    for (const [url, body] of [
      [`/api/driver/jobs/${mine}/accept`, {}],
      [`/api/driver/jobs/${mine}/decline`, { reason: 'nee' }],
      [`/api/driver/jobs/${mine}/status`, { to: 'on_the_way' }],
    ] as const) {
      const response = await otherPhone.call('POST', url, body);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'jobNotFound' });
    }
    // The cookie on another tenant's host is no one's.
    expect((await phone.call('GET', '/api/driver/jobs', undefined, zakelijkHost)).statusCode).toBe(401);
    // Without a cookie: sign in first.
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/driver/jobs', headers: { host: demoHost } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves a trip only in order: accept, on my way, arrived, on board, done; each in the history and on the board', async () => {
    const driver = await driverWithEmail('Iris Mol');
    const phone = await signedIn(driver);
    const tripId = await assignedTrip(driver.id, '12:00');
    const heard = await listen(server.app);
    try {
      const early = await step(phone, tripId, { to: 'on_the_way' });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: 'illegalStep', status: 'assigned', step: '' });

      const accepted = await phone.call('POST', `/api/driver/jobs/${tripId}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(driverJobReplySchema.parse(accepted.json()).job.step).toBe('accepted');
      expect((await phone.call('POST', `/api/driver/jobs/${tripId}/accept`, {})).statusCode).toBe(409);
      expect((await phone.call('POST', `/api/driver/jobs/${tripId}/decline`, { reason: 'toch niet' })).statusCode).toBe(
        409,
      );

      for (const [to, illegal] of [
        ['on_the_way', 'on_board'],
        ['arrived', 'done'],
        ['on_board', 'arrived'],
      ] as const) {
        const wrong = await step(phone, tripId, { to: illegal });
        expect(wrong.statusCode, `${illegal} before ${to}`).toBe(409);
        const moved = await step(phone, tripId, { to });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(driverJobReplySchema.parse(moved.json()).job.step).toBe(to);
        const board = tripListReplySchema.parse(
          (await dispatcher.call('GET', `/api/admin/trips?driver=${driver.id}`)).json(),
        );
        expect(board.trips.find((trip) => trip.tripId === tripId)?.driverStep).toBe(to);
      }
      // On the way, the customer was told who comes: the driver's first name and no number of theirs.
      await server.app.driverNotices.settled();
      const [told, ...twice] = await waitForMail(server.settings.dataDir, (mail) =>
        mail.subject.startsWith(`Uw chauffeur is onderweg · rit ${tripId} `),
      );
      expect(twice).toEqual([]);
      expect(told?.text).toContain('Iris');
      expect(told?.text).not.toContain('Iris Mol');
      expect((await step(phone, tripId, { to: 'no_show', reason: 'niemand' })).statusCode).toBe(409);
      const done = await step(phone, tripId, { to: 'done' });
      expect(done.statusCode, done.body).toBe(200);
      expect(driverJobReplySchema.parse(done.json()).job).toMatchObject({ status: 'done', passengerPhone: null });
      const after = await step(phone, tripId, { to: 'done' });
      expect(after.statusCode).toBe(409);
      expect(after.json()).toMatchObject({ error: 'illegalStep', status: 'done' });

      const rows = (await history(server.app, tripId)).filter((row) => row.actor === 'driver');
      expect(rows.map((row) => [row.kind, row.from_value, row.to_value])).toEqual([
        ['step', '', 'accepted'],
        ['step', 'accepted', 'on_the_way'],
        ['step', 'on_the_way', 'arrived'],
        ['step', 'arrived', 'on_board'],
        ['status', 'assigned', 'done'],
      ]);
      const detail = tripDetailReplySchema.parse((await dispatcher.call('GET', `/api/admin/trips/${tripId}`)).json());
      expect(detail.history.filter((entry) => entry.actor === 'driver').map((entry) => entry.driver)).toEqual(
        Array(5).fill({ id: driver.id, name: 'Iris Mol' }),
      );
      expect(
        heard.events
          .filter((event) => event.type === 'tripChanged' && event.tripId === tripId)
          .map((event) => event.type),
      ).toHaveLength(5);
    } finally {
      heard.stop();
    }
  });

  it('tells the customer on their manage page where the driver is, in the trip’s driverStep', async () => {
    const driver = await driverWithEmail('Mees Bos');
    const phone = await signedIn(driver);
    const booked = await bookOne(server.app, { datetime: tomorrowAt('16:00') }, 'nl');
    const assigned = await admin.call('POST', `/api/admin/trips/${booked.tripId}/transition`, {
      to: 'assigned',
      driverId: driver.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mails = await mailsAbout(server.settings.dataDir, booked);
    const token = /\/manage\/([A-Za-z0-9_-]{43})\b/.exec(mails.map((mail) => mail.text).join('\n'))?.[1];
    expect(token).toBeDefined();
    const manage = async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/manage/${token}`,
        headers: { host: demoHost },
      });
      expect(response.statusCode, response.body).toBe(200);
      type Trip = {
        ritNr: number;
        status: string;
        driverStep: string;
        driver: { name: string; vehicle: string } | null;
      };
      return (response.json() as { trips: Trip[] }).trips.find((trip) => trip.ritNr === booked.tripId);
    };
    expect(await manage()).toMatchObject({ status: 'assigned', driverStep: '' });
    await phone.call('POST', `/api/driver/jobs/${booked.tripId}/accept`, {});
    await step(phone, booked.tripId, { to: 'on_the_way' });
    // Who to look out for: the first name and the car with its plate, never the driver's own number.
    expect(await manage()).toMatchObject({
      status: 'assigned',
      driverStep: 'on_the_way',
      driver: { name: 'Mees', vehicle: `${driver.usualVehicle!.name}, ${driver.usualVehicle!.plate}` },
    });
    await step(phone, booked.tripId, { to: 'arrived' });
    await step(phone, booked.tripId, { to: 'on_board' });
    await step(phone, booked.tripId, { to: 'done' });
    expect(await manage()).toMatchObject({ status: 'done', driverStep: '' });
  });

  it('records a no-show only after arrival and the free waiting time, with a reason', async () => {
    const driver = await driverWithEmail('Joost Dekker');
    const phone = await signedIn(driver);
    const tripId = await assignedTrip(driver.id, '13:00');
    await phone.call('POST', `/api/driver/jobs/${tripId}/accept`, {});
    expect((await step(phone, tripId, { to: 'no_show', reason: 'weg' })).statusCode).toBe(409);
    await step(phone, tripId, { to: 'on_the_way' });
    await step(phone, tripId, { to: 'arrived' });
    const waiting = await step(phone, tripId, { to: 'no_show', reason: 'niemand' });
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json()).toEqual({ error: 'waitingTime' });
    // Arrived and picked up 20 minutes ago: past the 15 free minutes.
    const past = new Date(Date.now() - 20 * minuteMs);
    await server.app.db
      .updateTable('order_trips')
      .set({ arrived_at: past, pickup_at: past })
      .where('id', '=', tripId)
      .execute();
    const noReason = await step(phone, tripId, { to: 'no_show' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toEqual({ error: 'reasonRequired' });
    const noShow = await step(phone, tripId, { to: 'no_show', reason: 'Niemand aan de deur' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(driverJobReplySchema.parse(noShow.json()).job.status).toBe('no_show');
    expect((await history(server.app, tripId)).at(-1)).toMatchObject({
      actor: 'driver',
      kind: 'status',
      to_value: 'no_show',
      reason: 'Niemand aan de deur',
    });
  });

  it('asks what was collected at done when the trip is paid in the car; the desk’s trip shows it', async () => {
    const driver = await driverWithEmail('Kees Post');
    const phone = await signedIn(driver);
    const tripId = await assignedTrip(driver.id, '14:00');
    await server.app.db.updateTable('order_trips').set({ collect_cents: 4250 }).where('id', '=', tripId).execute();
    await phone.call('POST', `/api/driver/jobs/${tripId}/accept`, {});
    for (const to of ['on_the_way', 'arrived', 'on_board']) await step(phone, tripId, { to });
    const job = (await jobsOf(phone)).find((each) => each.tripId === tripId)!;
    expect(job).toMatchObject({ collectCents: 4250, collect: expect.stringContaining('42,50') });
    const missing = await step(phone, tripId, { to: 'done' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ error: 'collectedRequired' });
    const done = await step(phone, tripId, { to: 'done', collected: { method: 'card', amountCents: 4250 } });
    expect(done.statusCode, done.body).toBe(200);
    const detail = tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${tripId}`)).json());
    expect(detail.trip.collected).toEqual({
      method: 'card',
      amountCents: 4250,
      amount: expect.stringContaining('42,50'),
    });
  });

  it('mails the customer the receipt’s link once when a trip paid in the car is done; a replay mails nothing', async () => {
    const driver = await driverWithEmail('Sanne Bakker');
    const phone = await signedIn(driver);
    const email = `bon.rit.${dialect}@example.nl`;
    const booked = await dispatcher.call('POST', '/api/admin/trips', {
      lang: 'en',
      caller: { name: 'Ruud Bon', phone: '06-20110866', email },
      passenger: null,
      trip: {
        datetime: tomorrowAt('16:00'),
        fromPlaceId: herestraat.id,
        toPlaceId: stationGroningen.id,
        flightNumber: '',
        extraInfo: '',
        fields: { passengerCount: 1, vehicleClass: 'sedan' },
      },
      payment: 'driver',
      accountId: null,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { tripId, collectCents, reference } = newTripReplySchema.parse(booked.json()).booked!;
    const moved = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, {
      to: 'assigned',
      driverId: driver.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await phone.call('POST', `/api/driver/jobs/${tripId}/accept`, {});
    for (const to of ['on_the_way', 'arrived', 'on_board']) await step(phone, tripId, { to });
    const done = { to: 'done', collected: { method: 'cash', amountCents: collectCents } };
    expect((await step(phone, tripId, done)).statusCode).toBe(200);
    expect((await step(phone, tripId, done)).statusCode).toBe(409);
    const isReceipt = (mail: { to: string; subject: string }) =>
      mail.to.includes(email) && mail.subject.startsWith(`Receipt ${reference}`);
    const [mail] = await waitForMail(server.settings.dataDir, isReceipt);
    const link = /http:\/\/[^\s/]+(\/api\/manage\/[A-Za-z0-9_-]{43}\/receipt\.pdf)/.exec(mail?.text ?? '')?.[1];
    expect(link, mail?.text).toBeDefined();
    const receipt = await server.app.inject({ method: 'GET', url: link!, headers: { host: demoHost } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(
      (await history(server.app, tripId)).filter((row) => row.kind === 'mail' && row.field === 'receipt'),
    ).toHaveLength(1);
    // Nothing more comes: the replay found the trip done.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await waitForMail(server.settings.dataDir, isReceipt, 2, 0)).toHaveLength(1);
  });

  it('declines a new trip with a reason: unassigned again, in the history and as a desk alert', async () => {
    const driver = await driverWithEmail('Lotte Hendriks');
    const phone = await signedIn(driver);
    const tripId = await assignedTrip(driver.id, '15:00');
    const noReason = await phone.call('POST', `/api/driver/jobs/${tripId}/decline`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const declined = await phone.call('POST', `/api/driver/jobs/${tripId}/decline`, { reason: 'Auto in de garage' });
    expect(declined.statusCode, declined.body).toBe(200);
    // The answer holds nothing of the passenger's any more.
    expect(driverJobReplySchema.parse(declined.json()).job).toMatchObject({ passengerName: '', passengerPhone: null });
    const row = await server.app.db
      .selectFrom('order_trips')
      .select(['status', 'driver_id', 'vehicle_id', 'driver_step'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'confirmed', driver_id: null, vehicle_id: null, driver_step: '' });
    // Their own decline is not answered with "this trip is no longer yours".
    await server.app.driverNotices.settled();
    const toDriver = await waitForMail(server.settings.dataDir, (mail) => mail.to.includes(driver.email));
    const subjects = toDriver.map((mail) => mail.subject.split(' · ')[0]);
    expect(subjects).toContain(`Nieuwe rit ${tripId}`);
    expect(subjects).not.toContain(`Rit ${tripId} is niet meer voor jou`);
    expect((await jobsOf(phone)).map((job) => job.tripId)).not.toContain(tripId);
    const rows = (await history(server.app, tripId)).filter((each) => each.actor === 'driver');
    expect(rows[0]).toMatchObject({
      kind: 'status',
      from_value: 'assigned',
      to_value: 'confirmed',
      reason: 'Auto in de garage',
    });
    const alerts = alertListReplySchema.parse((await dispatcher.call('GET', '/api/admin/alerts')).json());
    expect(alerts.alerts.filter((alert) => alert.tripId === tripId).map((alert) => alert.kind)).toContain(
      'driverDeclined',
    );
    // Assigned again to the same driver, it is new to them: accept or decline again.
    const again = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, {
      to: 'assigned',
      driverId: driver.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await jobsOf(phone)).find((job) => job.tripId === tripId)?.step).toBe('');
  });
});

describe.each(dialects)('the driver’s sign-in under the rate limit (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { RATE_LIMIT: '1000' });
  });
  afterAll(() => server.close());

  it('takes at most 10 sign-in attempts a minute from one address', async () => {
    const attempt = () =>
      server.app.inject({
        method: 'POST',
        url: '/api/driver/sign-in',
        headers: { host: demoHost },
        remoteAddress: '203.0.113.21',
        payload: { token: 'B'.repeat(43) },
      });
    for (let count = 0; count < 10; count++) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'tooManyRequests' });
  });
});
