import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { driverReminderMinutes } from '#common/constants.ts';
import { formatDayTime } from '#common/format/date.ts';
import { toDate } from '../../src/db/tables.ts';
import { vapidKeys } from '../../src/modules/driver-notices/vapid.ts';
import { book, bookOne, deskActors, newDriver } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { readOutbox, phoneDigits, type OutboxMail } from '../support/outbox.ts';
import { startPushService } from '../support/push-service.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { anotherInstance, dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';
import { startTwilio, twilioAccount } from '../support/twilio.ts';

type PushService = Awaited<ReturnType<typeof startPushService>>;
type Twilio = Awaited<ReturnType<typeof startTwilio>>;

/** Every run of digits in a text, as one string, so a phone number in any spelling is found by its digits. */
const holdsPhone = (text: string, phone: string) =>
  text
    .split(/[^\d\s\-./()+]+/)
    .map((run) => phoneDigits(run))
    .some((digits) => digits.includes(phoneDigits(phone)));

const driverPhone = '+31 6 11112222';

const redisUrl = 'redis://127.0.0.1:6379';
const redisReachable = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(dialects)('notices to drivers: push, SMS, mail, reminders (%s)', (dialect) => {
  let server: TestServer;
  let app: FastifyInstance;
  let push: PushService;
  let twilio: Twilio;
  let texting: TestServer;
  let englishTenants: string;

  beforeAll(async () => {
    // The stand-ins speak HTTPS with a certificate of their own, as the Mollie stand-in does (server/test/payments/).
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    push = await startPushService();
    twilio = await startTwilio();
    server = await startTestServerWithPlaces(dialect, { PUSH_SERVICE_HOSTS: '127.0.0.1' });
    app = server.app;
    englishTenants = await tenantsWith<{ settings: { clientLanguage: string | null } }>('demo', (tenant) => {
      tenant.settings.clientLanguage = 'en';
    });
    texting = await startTestServerWithPlaces(dialect, {
      ...twilio.env,
      TENANTS_DIR: englishTenants,
      PUSH_SERVICE_HOSTS: '127.0.0.1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await texting?.close();
    await push?.close();
    await twilio?.close();
    await rm(englishTenants, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  /** A driver of the demo tenant with a car, an address, and a phone subscribed at the push service. */
  const subscribedDriver = async (on: FastifyInstance, name: string, email = '') => {
    const driver = await newDriver(on, name);
    await on.db.updateTable('drivers').set({ email }).where('id', '=', driver.id).execute();
    const browser = push.subscribe();
    expect(await on.driverNotices.subscribe({ tenantId: 'demo', driverId: driver.id }, browser)).toBe(true);
    return { driver, browser };
  };
  const tripRow = (on: FastifyInstance, tripId: number) =>
    on.db
      .selectFrom('order_trips')
      .select(['datetime', 'from_text', 'to_text', 'passengers', 'pickup_at'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
  const assign = async (on: FastifyInstance, tripId: number, driverId: number) => {
    const { admin } = await deskActors(on);
    const moved = await on.desk.transition(admin, tripId, 'assigned', { driverId });
    expect(moved).toMatchObject({ ok: true });
    await on.driverNotices.settled();
  };
  const outboxTo = async (dataDir: string, address: string): Promise<OutboxMail[]> =>
    (await readOutbox(dataDir)).filter((mail) => mail.to.includes(address));

  it('serves the VAPID public key to the driver’s page, and nothing secret', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/driver/push-key', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    const reply = response.json<{ publicKey: string }>();
    expect(Object.keys(reply)).toEqual(['publicKey']);
    expect(Buffer.from(reply.publicKey, 'base64url')).toHaveLength(65);
    const stored = await app.db.selectFrom('vapid_keys').select('private_key').executeTakeFirstOrThrow();
    expect(response.body).not.toContain(stored.private_key);
  });

  it('keeps no subscription whose endpoint is at no allowed push service', async () => {
    const driver = await newDriver(app, 'Bas Kok');
    const browser = push.subscribe();
    for (const endpoint of [
      browser.endpoint.replace('https:', 'http:'),
      browser.endpoint.replace('127.0.0.1', 'localhost'),
      'https://169.254.169.254/latest/meta-data',
      'not a url',
    ])
      expect(
        await app.driverNotices.subscribe({ tenantId: 'demo', driverId: driver.id }, { ...browser, endpoint }),
      ).toBe(false);
    const kept = await app.db
      .selectFrom('driver_push_subscriptions')
      .select('id')
      .where('driver_id', '=', driver.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('moves a browser to the driver who subscribes it last, and forgets a device’s or a driver’s subscriptions', async () => {
    const driver = await newDriver(app, 'Nina Peters');
    const colleague = await newDriver(app, 'Wim Peters');
    const shared = push.subscribe();
    const own = push.subscribe();
    const spare = push.subscribe();
    expect(await app.driverNotices.subscribe({ tenantId: 'demo', driverId: driver.id, deviceId: 7 }, shared)).toBe(
      true,
    );
    expect(await app.driverNotices.subscribe({ tenantId: 'demo', driverId: colleague.id, deviceId: 8 }, shared)).toBe(
      true,
    );
    await app.driverNotices.subscribe({ tenantId: 'demo', driverId: driver.id, deviceId: 7 }, own);
    await app.driverNotices.subscribe({ tenantId: 'demo', driverId: driver.id, deviceId: 9 }, spare);
    const endpointsOf = async (driverId: number) =>
      (
        await app.db
          .selectFrom('driver_push_subscriptions')
          .select('endpoint')
          .where('driver_id', '=', driverId)
          .orderBy('id')
          .execute()
      ).map((row) => row.endpoint);
    expect(await endpointsOf(colleague.id)).toEqual([shared.endpoint]);
    expect(await endpointsOf(driver.id)).toEqual([own.endpoint, spare.endpoint]);
    // Another tenant's driver id names nothing here.
    expect(await app.driverNotices.unsubscribe({ tenantId: 'zakelijk', driverId: driver.id }, own.endpoint)).toBe(
      false,
    );
    expect(await app.driverNotices.forget({ tenantId: 'demo', driverId: driver.id, deviceId: 7 })).toBe(1);
    expect(await endpointsOf(driver.id)).toEqual([spare.endpoint]);
    expect(await app.driverNotices.unsubscribe({ tenantId: 'demo', driverId: driver.id }, spare.endpoint)).toBe(true);
    expect(await app.driverNotices.forget({ tenantId: 'demo', driverId: colleague.id })).toBe(1);
    expect([...(await endpointsOf(driver.id)), ...(await endpointsOf(colleague.id))]).toEqual([]);
  });

  it('pushes a new job, its change, its cancellation to the driver’s phone, decrypted as the browser reads it', async () => {
    const { driver, browser } = await subscribedDriver(app, 'Sanne de Vries');
    const { tripId } = await bookOne(app, { datetime: upcoming(4, '10:00') });
    await assign(app, tripId, driver.id);

    const [assigned] = push.pushesTo(browser.endpoint);
    const row = await tripRow(app, tripId);
    expect(assigned?.payload).toMatchObject({ kind: 'assigned', tripId, title: `Nieuwe rit ${tripId}`, lang: 'nl' });
    expect(assigned?.payload.body).toContain(formatDayTime(row.datetime, 'nl'));
    expect(assigned?.payload.body).toContain(row.from_text);
    expect(assigned?.payload.body).toContain(row.to_text);
    expect(assigned?.claims.aud).toBe(push.url);
    expect(assigned?.vapidKey).toBe(app.driverNotices.publicKey);
    expect(assigned?.urgency).toBe('high');

    const { admin } = await deskActors(app);
    const later = upcoming(4, '11:30');
    const edited = await app.desk.editTrip(admin, tripId, { datetime: later, passengers: 3 });
    expect(edited).toMatchObject({ ok: true });
    await app.driverNotices.settled();
    const changed = push.pushesTo(browser.endpoint)[1];
    expect(changed?.payload).toMatchObject({ kind: 'changed', title: `Rit ${tripId} gewijzigd`, datetime: later });
    expect(changed?.payload.body).toContain(
      `${formatDayTime(later, 'nl')} (was: ${formatDayTime(row.datetime, 'nl')})`,
    );
    expect(changed?.payload.body).toContain('3 pers. (was: 2 pers.)');

    const canceled = await app.desk.cancelTrip(admin, tripId, { reason: 'klant belde af' });
    expect(canceled).toMatchObject({ ok: true });
    await app.driverNotices.settled();
    expect(push.pushesTo(browser.endpoint).map((each) => each.payload.kind)).toEqual([
      'assigned',
      'changed',
      'canceled',
    ]);
    expect(push.pushesTo(browser.endpoint)[2]?.payload.title).toBe(`Rit ${tripId} geannuleerd`);
    // The same change heard again (another instance, a replayed event) tells nothing more.
    expect(await app.driverNotices.tripChanged(tripId)).toEqual([]);
    expect(push.pushesTo(browser.endpoint)).toHaveLength(3);
  });

  it('tells the driver a job was taken from them and the new driver that it is theirs', async () => {
    const first = await subscribedDriver(app, 'Ruud Bakker');
    const second = await subscribedDriver(app, 'Ilse Mulder');
    const { tripId } = await bookOne(app, { datetime: upcoming(5, '09:00') });
    await assign(app, tripId, first.driver.id);
    await assign(app, tripId, second.driver.id);
    expect(push.pushesTo(first.browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned', 'removed']);
    expect(push.pushesTo(first.browser.endpoint)[1]?.payload.title).toBe(`Rit ${tripId} is niet meer voor jou`);
    expect(push.pushesTo(second.browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned']);

    // Taken off without another driver: back to waiting for one.
    const { admin } = await deskActors(app);
    expect(await app.desk.transition(admin, tripId, 'confirmed', { reason: 'auto kapot' })).toMatchObject({ ok: true });
    await app.driverNotices.settled();
    expect(push.pushesTo(second.browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned', 'removed']);
  });

  it('tells the driver when the customer cancels by the link in their mail', async () => {
    const { driver, browser } = await subscribedDriver(app, 'Lotte Hendriks');
    const booked = await book(app, { trips: [{ datetime: upcoming(2, '11:00') }] });
    const tripId = booked.tripIds[0]!;
    await assign(app, tripId, driver.id);
    const [confirmation] = await waitForMail(
      server.settings.dataDir,
      (mail) => mail.subject.includes(`D${booked.klantNr}/${booked.orderId}`) && /manage\//.test(mail.text),
    );
    const token = /\/manage\/([A-Za-z0-9_-]{43})\b/.exec(confirmation?.text ?? '')?.[1];
    const response = await app.inject({
      method: 'POST',
      url: `/api/manage/${token}/trips/${tripId}/cancel`,
      headers: { host: 'localhost:8080' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await app.driverNotices.settled();
    expect(push.pushesTo(browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned', 'canceled']);
  });

  it('tells each change once when several instances hear it through Redis', async ({ skip }) => {
    if (!(await redisReachable())) skip('nothing listens on 127.0.0.1:6379');
    const redisEnv = { REDIS_URL: redisUrl, PUSH_SERVICE_HOSTS: '127.0.0.1' };
    const first = await startTestServerWithPlaces(dialect, redisEnv);
    const second = await anotherInstance(first);
    try {
      const { driver, browser } = await subscribedDriver(first.app, 'Daan Vos');
      const { tripId } = await bookOne(first.app, { datetime: upcoming(3, '17:00') });
      await assign(first.app, tripId, driver.id);
      // The second instance hears it through Redis a moment later; give it the time, then wait for its work.
      await waitUntil(async () => push.pushesTo(browser.endpoint).length > 0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await second.driverNotices.settled();
      await first.app.driverNotices.settled();
      expect(push.pushesTo(browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned']);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('tells a change once when two instances take it up at the same moment', async () => {
    const { driver, browser } = await subscribedDriver(app, 'Tim de Boer');
    const { tripId } = await bookOne(app, { datetime: upcoming(6, '15:00') });
    const other = await anotherInstance(server);
    try {
      // The trip given to the driver behind the events' back: both instances find it untold at once.
      await app.db
        .updateTable('order_trips')
        .set({ status: 'assigned', driver_id: driver.id })
        .where('id', '=', tripId)
        .execute();
      const told = await Promise.all([app.driverNotices.tripChanged(tripId), other.driverNotices.tripChanged(tripId)]);
      expect(told.flat().map((notice) => notice.kind)).toEqual(['assigned']);
    } finally {
      await other.close();
    }
    expect(push.pushesTo(browser.endpoint).map((each) => each.payload.kind)).toEqual(['assigned']);
  });

  it('reminds the driver before pickup once, though two instances sweep at the same moment', async () => {
    const { driver, browser } = await subscribedDriver(app, 'Koen Smit');
    const { tripId } = await bookOne(app, { datetime: upcoming(1, '07:00') });
    await assign(app, tripId, driver.id);
    const pickupAt = toDate((await tripRow(app, tripId)).pickup_at);
    const other = await anotherInstance(server);
    try {
      // Too early: nothing yet.
      const early = new Date(pickupAt.getTime() - (driverReminderMinutes + 5) * 60_000);
      expect(await app.driverNotices.remind(early)).toBe(0);
      const due = new Date(pickupAt.getTime() - 45 * 60_000);
      const sent = await Promise.all([app.driverNotices.remind(due), other.driverNotices.remind(due)]);
      expect(sent.reduce((sum, each) => sum + each, 0)).toBe(1);
      expect(await app.driverNotices.remind(new Date(due.getTime() + 60_000))).toBe(0);
    } finally {
      await other.close();
    }
    const reminders = push.pushesTo(browser.endpoint).filter((each) => each.payload.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.payload.title).toBe(`Over 45 min: rit ${tripId}`);
    expect(reminders[0]?.payload.body).toContain((await tripRow(app, tripId)).from_text);
  });

  it('deletes a subscription the push service says is gone, and mails the driver instead', async () => {
    const { driver, browser } = await subscribedDriver(app, 'Mark Visser', 'mark.visser@example.nl');
    push.markGone(browser.endpoint);
    const { tripId } = await bookOne(app, { datetime: upcoming(2, '16:00') });
    await assign(app, tripId, driver.id);
    expect(push.refused.filter((each) => each.endpoint === browser.endpoint).map((each) => each.status)).toEqual([410]);
    const left = await app.db
      .selectFrom('driver_push_subscriptions')
      .select('id')
      .where('endpoint', '=', browser.endpoint)
      .execute();
    expect(left).toEqual([]);
    const mails = await outboxTo(server.settings.dataDir, 'mark.visser@example.nl');
    expect(mails.map((mail) => mail.subject)).toEqual([`Nieuwe rit ${tripId} · Taxi Martini Groningen`]);
  });

  it('mails a driver without push in the tenant’s language, with time and pickup and no phone number', async () => {
    const driver = await newDriver(app, 'Anouk Jansen');
    await app.db.updateTable('drivers').set({ email: 'anouk@example.nl' }).where('id', '=', driver.id).execute();
    const { tripId } = await bookOne(app, { datetime: upcoming(3, '08:20') });
    await assign(app, tripId, driver.id);
    const [mail] = await outboxTo(server.settings.dataDir, 'anouk@example.nl');
    const row = await tripRow(app, tripId);
    expect(mail?.subject).toBe(`Nieuwe rit ${tripId} · Taxi Martini Groningen`);
    expect(mail?.text).toContain('Hallo Anouk,');
    expect(mail?.text).toContain(`Ophalen: ${formatDayTime(row.datetime, 'nl')}`);
    expect(mail?.text).toContain(`Van: ${row.from_text}`);
    expect(mail?.text).toContain('/driver');
    expect(holdsPhone(`${mail?.text} ${mail?.html}`, driverPhone)).toBe(false);
  });

  it('texts a driver without push through Twilio, in the tenant’s language, as Twilio’s API takes it', async () => {
    const driver = await newDriver(texting.app, 'Youssef El Amrani');
    const { tripId } = await bookOne(texting.app, { datetime: upcoming(4, '18:40') });
    const before = twilio.messages.length;
    await assign(texting.app, tripId, driver.id);
    const sent = twilio.messages.slice(before);
    expect(sent).toHaveLength(1);
    const row = await tripRow(texting.app, tripId);
    expect(sent[0]).toMatchObject({ to: '+31611112222', from: twilioAccount.from, messagingServiceSid: undefined });
    expect(sent[0]?.body).toBe(
      `Taxi Martini Groningen: New trip ${tripId}. ${formatDayTime(row.datetime, 'en')} · ${row.from_text} → ${row.to_text} · 2 pass.`,
    );
    const request = twilio.requests.at(-1);
    expect(request).toMatchObject({
      method: 'POST',
      url: `/2010-04-01/Accounts/${twilioAccount.sid}/Messages.json`,
      contentType: 'application/x-www-form-urlencoded',
    });
  });

  it('pushes in the tenant’s language: English for an English-speaking operator', async () => {
    const { driver, browser } = await subscribedDriver(texting.app, 'Emma Brown');
    const { tripId } = await bookOne(texting.app, { datetime: upcoming(5, '13:10') });
    const before = twilio.messages.length;
    await assign(texting.app, tripId, driver.id);
    const [assigned] = push.pushesTo(browser.endpoint);
    expect(assigned?.payload).toMatchObject({ kind: 'assigned', title: `New trip ${tripId}`, lang: 'en' });
    expect(assigned?.payload.body).toContain(formatDayTime((await tripRow(texting.app, tripId)).datetime, 'en'));
    // The push took it: no SMS besides.
    expect(twilio.messages.length).toBe(before);
  });

  it('tells the customer their driver is on the way: first name, car and plate, the operator’s number', async () => {
    const { driver } = await subscribedDriver(texting.app, 'Jeroen van Dijk');
    const { tripId } = await bookOne(texting.app, { datetime: upcoming(6, '12:00') }, 'en');
    await assign(texting.app, tripId, driver.id);
    const before = twilio.messages.length;
    expect(await texting.app.driverNotices.customerOnTheWay('demo', tripId)).toEqual({ mailed: true, texted: true });
    const mail = (await readOutbox(texting.settings.dataDir)).find((each) =>
      each.subject.startsWith(`Your driver is on the way · trip ${tripId}`),
    );
    expect(mail?.text).toContain('Jeroen is on the way to you.');
    expect(mail?.text).toContain('Driver: Jeroen\n');
    expect(mail?.text).not.toContain('van Dijk');
    expect(mail?.text).toContain('Car: Toyota Prius, zwart');
    expect(mail?.text).toContain('Licence plate: GB-123-X');
    expect(mail?.text).toContain('Call us: 050 123 45 67.');
    expect(holdsPhone(`${mail?.text} ${mail?.html}`, driverPhone)).toBe(false);
    const [text] = twilio.messages.slice(before);
    expect(text?.body).toBe(
      'Taxi Martini Groningen: Jeroen is on the way to you in Toyota Prius, zwart (GB-123-X). Questions? Call 050 123 45 67.',
    );
    // Another tenant's trip is not this tenant's to tell.
    expect(await texting.app.driverNotices.customerOnTheWay('zakelijk', tripId)).toEqual({
      mailed: false,
      texted: false,
    });
  });

  it('never puts a driver’s own phone number in a push, an SMS or a mail', async () => {
    await app.driverNotices.settled();
    await texting.app.driverNotices.settled();
    const pushed = push.received.map((each) => JSON.stringify(each.payload));
    const texted = twilio.messages.map((each) => each.body);
    const mailed = [
      ...(await readOutbox(server.settings.dataDir)),
      ...(await readOutbox(texting.settings.dataDir)),
    ].map((mail) => `${mail.subject} ${mail.text} ${mail.html}`);
    // The check finds the number in another spelling, so it cannot pass by looking for the wrong thing.
    expect(holdsPhone('Bel 06-1111 2222 even', driverPhone)).toBe(true);
    expect(pushed.length).toBeGreaterThan(5);
    expect(texted.length).toBeGreaterThan(1);
    for (const message of [...pushed, ...texted, ...mailed]) expect(holdsPhone(message, driverPhone)).toBe(false);
  });

  it('keeps one VAPID key pair for every instance on the database, made once', async () => {
    const other = await anotherInstance(server);
    try {
      expect(other.driverNotices.publicKey).toBe(app.driverNotices.publicKey);
      // Two instances finding no keys at the same moment: both end with the pair that was stored first.
      await app.db.deleteFrom('vapid_keys').execute();
      const [one, two] = await Promise.all([
        vapidKeys(app.db, undefined, new Date()),
        vapidKeys(other.db, undefined, new Date()),
      ]);
      expect(one).toEqual(two);
      expect(await app.db.selectFrom('vapid_keys').select('public_key').execute()).toEqual([
        { public_key: one.publicKey },
      ]);
    } finally {
      await other.close();
    }
  });
});
