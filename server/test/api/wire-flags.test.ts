import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, logIn, postJson, postLogin, waitForMail, zakelijk } from '../support/accounts.ts';
import { cart, cartOf, checkOut, orderTripRows } from '../support/checkout.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip } from '../support/trips.ts';

/** Yes and no as the clients out there send them: JSON booleans, numbers, and text. */
const yes = [true, 1, '1', 'true'] as const;
const no = [false, 0, '0', 'false'] as const;

describe.each(dialects)('boolean-like flags as clients send them (%s)', (dialect) => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    await createAccount(server.app, {
      username: 'flags',
      password: 'Flags-wachtwoord-1',
      email: 'flags@hotel.example',
    });
    cookie = await logIn(server.app, 'flags', 'Flags-wachtwoord-1');
  });
  afterAll(() => server.close());

  it.each(['1', 'true', '0', 'false'])(
    'GET login_resp.json?skipconfig=%s leaves the configuration out only when set',
    async (skipconfig) => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/login_resp.json?skipconfig=${skipconfig}`,
        headers: { host: zakelijk },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().config === undefined).toBe(skipconfig === '1' || skipconfig === 'true');
    },
  );

  it.each([...yes, ...no])(
    'cancel_trip.json with skipconfig %j answers the trips, the configuration only when not set',
    async (skipconfig) => {
      const booked = await checkOut(
        server.app,
        {
          ...cart(),
          person: {},
          agreeTerms: false,
          trips: [trip({ extraTripInfo: `skipconfig ${JSON.stringify(skipconfig)}` })],
        },
        { host: zakelijk, cookie },
      );
      expect(booked.response.statusCode).toBe(200);
      const [booking] = await orderTripRows(server.app, booked.reply.orderId!);
      const ritNr = booking!.id;
      const response = await postJson(
        server.app,
        '/api/cancel_trip.json',
        { lang: 'nl', ritId: String(ritNr), skipconfig },
        { cookie },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().loginResp.ritten).toContainEqual(expect.objectContaining({ ritNr, status: 'canceled' }));
      expect(response.json().config === undefined).toBe(yes.some((flag) => flag === skipconfig));
    },
  );

  it.each(yes)('POST login_resp.json with reset_password %j asks for a reset link', async (flag) => {
    await createAccount(server.app, {
      username: `reset-${String(flag)}-${typeof flag}`,
      password: 'Reset-wachtwoord-1',
      email: `reset-${typeof flag}-${String(flag)}@hotel.example`,
    });
    const response = await postLogin(server.app, {
      username: `reset-${String(flag)}-${typeof flag}`,
      reset_password: flag,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ error: '', message: 'resetMailSent' });
    await waitForMail(
      server.settings.dataDir,
      (mail) => mail.to.includes(`reset-${typeof flag}-${String(flag)}@hotel.example`),
      1,
    );
  });

  it.each(no)('POST login_resp.json with reset_password %j logs in', async (flag) => {
    const response = await postLogin(server.app, {
      username: 'flags',
      password: 'Flags-wachtwoord-1',
      reset_password: flag,
      skipconfig: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'flags' });
    expect(response.json()).not.toHaveProperty('config');
  });

  it.each(yes)('trip_request.json takes proforma %j', async (proforma) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/trip_request.json',
      headers: { host: 'localhost:8080' },
      payload: { lang: 'nl', proforma, validate: '*', trip: trip({ reverse: 0 }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, amounttopay: '12.50' });
  });

  it('refuses a trip_request.json that is not a quote, and a flag it cannot read, with a 400 naming the field', async () => {
    const post = (payload: object) =>
      server.app.inject({
        method: 'POST',
        url: '/api/trip_request.json',
        headers: { host: 'localhost:8080' },
        payload,
      });
    const notQuote = await post({ lang: 'nl', proforma: 0, validate: '*', trip: trip() });
    expect(notQuote.statusCode).toBe(400);
    expect(notQuote.json().error).toContain('proforma');
    const unreadable = await post({ lang: 'nl', proforma: 1, validate: '*', trip: trip({ reverse: 'yes' }) });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toContain('reverse');
  });

  it('stores a trip’s reverse flag as the boolean it means', async () => {
    const { response, reply } = await checkOut(
      server.app,
      cartOf('reverse as text', { trips: [trip({ price: '12.50', reverse: 'false' })], agreeTerms: 1 }),
    );
    expect(response.statusCode).toBe(200);
    const [stored] = await orderTripRows(server.app, reply.orderId!);
    expect(JSON.parse(stored!.trip)).toMatchObject({ reverse: false });
  });
});
