import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newDriver } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { demoHost, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { startPushService, type BrowserSubscription } from '../support/push-service.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { startTwilio } from '../support/twilio.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;
type PushService = Awaited<ReturnType<typeof startPushService>>;
type Twilio = Awaited<ReturnType<typeof startTwilio>>;

/** What the browser posts: `PushSubscription.toJSON()`. */
const asPosted = (browser: BrowserSubscription) => ({
  endpoint: browser.endpoint,
  expirationTime: null,
  keys: browser.keys,
});

describe.each(dialects)('the driver’s push subscription (%s)', (dialect) => {
  let server: TestServer;
  let push: PushService;
  let admin: Staff;
  let mails = 0;

  beforeAll(async () => {
    // The push stand-in speaks HTTPS with a certificate of its own (server/test/support/stand-in-http.ts).
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    push = await startPushService();
    server = await startTestServerWithPlaces(dialect, { PUSH_SERVICE_HOSTS: '127.0.0.1' });
    admin = await loggedInStaff(server.app, { role: 'admin' });
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
    vi.unstubAllEnvs();
  });

  /** A driver with an address, signed in on a phone from the mailed link, with the phone's calls. */
  const signedInDriver = async (name: string) => {
    const driver = await newDriver(server.app, name);
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${++mails}@example.com`;
    expect((await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { email })).statusCode).toBe(200);
    return { driver, phone: await phoneOf(driver.id, email) };
  };
  const phoneOf = async (driverId: number, email: string) => {
    const sent = await admin.call('POST', `/api/admin/drivers/${driverId}/sign-in-link`, { lang: 'en' });
    expect(sent.statusCode, sent.body).toBe(202);
    const [mail] = (await waitForMail(server.settings.dataDir, (each) => each.to.includes(email))).slice(-1);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      headers: { host: demoHost },
      payload: { token },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = `driver_session=${signIn.cookies.find((each) => each.name === 'driver_session')!.value}`;
    return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, host = demoHost) =>
      server.app.inject({ method, url, headers: { host, cookie }, ...(payload ? { payload } : {}) });
  };
  type Phone = Awaited<ReturnType<typeof phoneOf>>;

  /** The endpoints the server keeps for a driver, as the push notices would reach them. */
  const kept = async (driverId: number) =>
    (
      await server.app.db
        .selectFrom('driver_push_subscriptions')
        .select('endpoint')
        .where('driver_id', '=', driverId)
        .execute()
    ).map((row) => row.endpoint);

  const subscribe = (phone: Phone, browser: BrowserSubscription) =>
    phone('POST', '/api/driver/push-subscription', asPosted(browser));

  it('keeps the signed-in driver’s subscription, on this device (the driver’s notices go to what is kept)', async () => {
    const { driver, phone } = await signedInDriver('Sanne Vos');
    const browser = push.subscribe();
    const saved = await subscribe(phone, browser);
    expect(saved.statusCode, saved.body).toBe(204);
    expect(await kept(driver.id)).toEqual([browser.endpoint]);
    const row = await server.app.db
      .selectFrom('driver_push_subscriptions')
      .select(['device_id', 'p256dh', 'auth'])
      .where('endpoint', '=', browser.endpoint)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ device_id: expect.any(Number), p256dh: browser.keys.p256dh, auth: browser.keys.auth });
  });

  it('refuses without a session, from another site’s page, and on another tenant’s host', async () => {
    const browser = push.subscribe();
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/driver/push-subscription',
      headers: { host: demoHost },
      payload: asPosted(browser),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'signInRequired' });

    const { driver, phone } = await signedInDriver('Joris Smit');
    expect((await phone('POST', '/api/driver/push-subscription', asPosted(browser), zakelijkHost)).statusCode).toBe(
      401,
    );
    const crossSite = await server.app.inject({
      method: 'POST',
      url: '/api/driver/push-subscription',
      headers: { host: demoHost, origin: 'https://elders.example', 'sec-fetch-site': 'cross-site' },
      payload: asPosted(browser),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await kept(driver.id)).toEqual([]);
  });

  it('answers 422 for an endpoint at no push service, 400 for one that is no https URL, and keeps nothing', async () => {
    const { driver, phone } = await signedInDriver('Lotte Mulder');
    const browser = push.subscribe();
    for (const endpoint of ['https://intranet.example/push/1', 'https://127.0.0.1.example/push/1']) {
      const refused = await phone('POST', '/api/driver/push-subscription', { ...asPosted(browser), endpoint });
      expect(refused.statusCode, endpoint).toBe(422);
      expect(refused.json()).toEqual({ error: 'pushEndpointRefused' });
    }
    for (const malformed of [
      { endpoint: browser.endpoint },
      { ...asPosted(browser), endpoint: 'http://127.0.0.1/push/1' },
      { ...asPosted(browser), endpoint: 'not a url' },
    ]) {
      const refused = await phone('POST', '/api/driver/push-subscription', malformed);
      expect(refused.statusCode, JSON.stringify(malformed)).toBe(400);
      expect(refused.json()).toEqual({ error: 'badRequest' });
    }
    expect(await kept(driver.id)).toEqual([]);
  });

  it('turns off: the browser’s subscription goes, and another driver cannot take someone else’s off', async () => {
    const own = await signedInDriver('Daan Peters');
    const other = await signedInDriver('Eva Jansen');
    const browser = push.subscribe();
    expect((await subscribe(own.phone, browser)).statusCode).toBe(204);

    const notMine = await other.phone('DELETE', '/api/driver/push-subscription', { endpoint: browser.endpoint });
    expect(notMine.statusCode).toBe(204);
    expect(await kept(own.driver.id), 'another driver’s turn-off touches nothing').toEqual([browser.endpoint]);

    const off = await own.phone('DELETE', '/api/driver/push-subscription', { endpoint: browser.endpoint });
    expect(off.statusCode, off.body).toBe(204);
    expect(await kept(own.driver.id)).toEqual([]);
  });

  it('forgets the phone’s subscription when it signs out, and only that phone’s', async () => {
    const { driver, phone } = await signedInDriver('Bram de Wit');
    const tablet = await phoneOf(driver.id, (await driverEmail(driver.id))!);
    const phoneBrowser = push.subscribe();
    const tabletBrowser = push.subscribe();
    expect((await subscribe(phone, phoneBrowser)).statusCode).toBe(204);
    expect((await subscribe(tablet, tabletBrowser)).statusCode).toBe(204);
    expect((await phone('POST', '/api/driver/sign-out', {})).statusCode).toBe(204);
    expect(await kept(driver.id)).toEqual([tabletBrowser.endpoint]);
  });

  it('forgets the phone’s subscription when the desk ends the device, and all when the driver is deactivated', async () => {
    const { driver, phone } = await signedInDriver('Iris Bos');
    const tablet = await phoneOf(driver.id, (await driverEmail(driver.id))!);
    const phoneBrowser = push.subscribe();
    const tabletBrowser = push.subscribe();
    expect((await subscribe(phone, phoneBrowser)).statusCode).toBe(204);
    expect((await subscribe(tablet, tabletBrowser)).statusCode).toBe(204);
    const devices = (await admin.call('GET', `/api/admin/drivers/${driver.id}/devices`)).json<{
      devices: Array<{ id: number }>;
    }>().devices;
    const phoneDevice = await server.app.db
      .selectFrom('driver_push_subscriptions')
      .select('device_id')
      .where('endpoint', '=', phoneBrowser.endpoint)
      .executeTakeFirstOrThrow();
    expect(devices.map((device) => device.id)).toContain(phoneDevice.device_id);
    const ended = await admin.call('POST', `/api/admin/drivers/${driver.id}/devices/${phoneDevice.device_id}/end`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect(await kept(driver.id)).toEqual([tabletBrowser.endpoint]);

    const off = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await kept(driver.id)).toEqual([]);
  });

  const driverEmail = async (driverId: number) =>
    (await server.app.db.selectFrom('drivers').select('email').where('id', '=', driverId).executeTakeFirst())?.email;
});

describe.each(dialects)('the driver’s sign-in link by SMS (%s)', (dialect) => {
  let texting: TestServer;
  let plain: TestServer;
  let twilio: Twilio;
  let admin: Staff;
  let plainAdmin: Staff;

  beforeAll(async () => {
    // The Twilio stand-in speaks HTTPS with a certificate of its own (server/test/support/stand-in-http.ts).
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    twilio = await startTwilio();
    texting = await startTestServerWithPlaces(dialect, twilio.env);
    plain = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(texting.app, { role: 'admin' });
    plainAdmin = await loggedInStaff(plain.app, { role: 'admin' });
  });
  afterAll(async () => {
    await texting?.close();
    await plain?.close();
    await twilio?.close();
    vi.unstubAllEnvs();
  });

  it('texts the link to the driver’s phone with a provider, and the link signs the phone in once', async () => {
    const list = await admin.call('GET', '/api/admin/drivers');
    expect(list.json()).toMatchObject({ smsLinks: true });
    // No address needed: the link goes to the phone.
    const driver = await newDriver(texting.app, 'Mila Hendriks');
    const sent = await admin.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, { lang: 'nl', via: 'sms' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ sentTo: '+31611112222' });
    const text = twilio.messages.findLast((message) => message.to === '+31611112222');
    expect(text?.body).toMatch(/inloglink/);
    const token = /\/driver\/sign-in#token=([A-Za-z0-9_-]{43})/.exec(text?.body ?? '')?.[1];
    expect(token, text?.body).toBeDefined();
    const signIn = () =>
      texting.app.inject({
        method: 'POST',
        url: '/api/driver/sign-in',
        headers: { host: demoHost },
        payload: { token },
      });
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).json()).toEqual({ error: 'linkUsed' });
    const audit = (await admin.call('GET', '/api/admin/audit?limit=100')).json<{
      entries: Array<{ action: string; target: string; detail: Record<string, unknown> }>;
    }>();
    expect(
      audit.entries.find((entry) => entry.action === 'driver_link_sent' && entry.target === `driver:${driver.id}`),
    ).toMatchObject({ detail: { via: 'sms', to: '+31611112222' } });
  });

  it('refuses SMS for a phone no text can go to, and without a provider; mail stays the default', async () => {
    const driver = await newDriver(texting.app, 'Tim Vermeulen');
    await texting.app.db.updateTable('drivers').set({ phone: '020 123' }).where('id', '=', driver.id).execute();
    const before = twilio.messages.length;
    const noPhone = await admin.call('POST', `/api/admin/drivers/${driver.id}/sign-in-link`, {
      lang: 'en',
      via: 'sms',
    });
    expect(noPhone.statusCode).toBe(409);
    expect(noPhone.json()).toMatchObject({ error: 'driverNoPhone' });
    expect(twilio.messages.length).toBe(before);

    expect((await plainAdmin.call('GET', '/api/admin/drivers')).json()).toMatchObject({ smsLinks: false });
    const elsewhere = await newDriver(plain.app, 'Sem Willems');
    const noProvider = await plainAdmin.call('POST', `/api/admin/drivers/${elsewhere.id}/sign-in-link`, {
      lang: 'en',
      via: 'sms',
    });
    expect(noProvider.statusCode).toBe(409);
    expect(noProvider.json()).toMatchObject({ error: 'smsNotConfigured' });
    // Without `via` the link is mailed, as before: this driver has no address.
    const mailed = await plainAdmin.call('POST', `/api/admin/drivers/${elsewhere.id}/sign-in-link`, { lang: 'en' });
    expect(mailed.json()).toMatchObject({ error: 'driverNoEmail' });
  });
});
