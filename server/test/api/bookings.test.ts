import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedTripSchema, type BookedTrip } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { createAccount, logIn, postJson, waitForMail, zakelijk } from '../support/accounts.ts';
import { cart, checkOut } from '../support/checkout.ts';
import { readOutbox } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip, upcoming } from '../support/trips.ts';

describe.each(dialects)('bookings: ritten and POST /api/cancel_trip.json (%s)', (dialect) => {
  let server: TestServer;
  let anna: string;
  let bert: string;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    await createAccount(server.app, { username: 'anna', password: 'Anna-wachtwoord-1', email: 'anna@hotel.example' });
    await createAccount(server.app, { username: 'bert', password: 'Bert-wachtwoord-1', email: 'bert@bedrijf.example' });
    anna = await logIn(server.app, 'anna', 'Anna-wachtwoord-1');
    bert = await logIn(server.app, 'bert', 'Bert-wachtwoord-1');
  });
  afterAll(() => server.close());

  /** Books trips on account as the SPA's login-mode checkout does. */
  async function book(cookie: string, ...trips: Array<Record<string, unknown>>) {
    const { response, reply } = await checkOut(
      server.app,
      { ...cart(), person: {}, agreeTerms: false, trips: trips.map((each) => trip(each)) },
      { host: zakelijk, cookie },
    );
    expect(response.statusCode).toBe(200);
    return reply;
  }
  const ritten = async (cookie: string): Promise<BookedTrip[]> => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/login_resp.json?skipconfig=1',
      headers: { host: zakelijk, cookie },
    });
    return loginRespSchema.parse(response.json()).loginResp.ritten;
  };
  const cancel = (cookie: string, ritId: string, lang = 'nl') =>
    postJson(server.app, '/api/cancel_trip.json', { lang, ritId, skipconfig: '1' }, { cookie });
  const withInfo = async (cookie: string, extraTripInfo: string) => {
    const found = (await ritten(cookie)).find((each) => each.extraTripInfo === extraTripInfo);
    if (!found) throw new Error(`no trip "${extraTripInfo}"`);
    return found;
  };

  it('lists the customer’s booked trips by pickup time, without prices, cancellable well before pickup', async () => {
    const later = upcoming(5, '10:00');
    const sooner = upcoming(1, '08:30');
    const [first, second] = [later, sooner].sort();
    await book(
      anna,
      { datetime: later, extraTripInfo: 'later', passengerCount: 3 },
      { datetime: sooner, extraTripInfo: 'sooner' },
    );
    const list = await ritten(anna);
    expect(list.map((each) => each.datetime)).toEqual([first, second].sort());
    for (const each of list) {
      expect(bookedTripSchema.parse(each)).toMatchObject({
        price: '',
        status: 'new',
        xs: { cancel: true },
        ritId: String(each.ritNr),
      });
      expect(each.tour).toHaveLength(2);
      expect(each.tour[0]?.address?.text).toBe('Herestraat 12, 9711 LJ Groningen');
    }
    expect(list.find((each) => each.extraTripInfo === 'later')?.persons).toBe(3);
    // The login reply's tours are the same trips' stops.
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/login_resp.json?skipconfig=1',
      headers: { host: zakelijk, cookie: anna },
    });
    expect(response.json().loginResp.tours).toEqual(list.map((each) => each.tour));
  });

  it('shows a customer only their own trips', async () => {
    await book(anna, { extraTripInfo: 'annas only' });
    expect((await ritten(bert)).map((each) => each.extraTripInfo)).not.toContain('annas only');
  });

  it('refuses to cancel another customer’s trip as if it did not exist (404), and the trip stays booked', async () => {
    await book(anna, { extraTripInfo: 'not for bert' });
    const annas = await withInfo(anna, 'not for bert');
    const response = await cancel(bert, annas.ritId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'tripNotFound' });
    expect((await withInfo(anna, 'not for bert')).status).toBe('new');
    expect((await cancel(bert, '999999')).statusCode).toBe(404);
    expect((await cancel(bert, 'abc')).statusCode).toBe(404);
  });

  it('refuses a visitor without a session (401)', async () => {
    const response = await postJson(server.app, '/api/cancel_trip.json', { lang: 'nl', ritId: '1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'loginRequired' });
  });

  it('cancels once for a double click, mails the operator in Dutch and the customer in their language once, and answers the updated trips', async () => {
    await book(anna, { extraTripInfo: 'double click cancel', datetime: upcoming(4, '11:00') });
    const target = await withInfo(anna, 'double click cancel');
    const responses = await Promise.all([cancel(anna, target.ritId, 'en'), cancel(anna, target.ritId, 'en')]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const canceled = loginRespSchema
      .parse(responses[0]!.json())
      .loginResp.ritten.find((each) => each.ritId === target.ritId);
    expect(canceled).toMatchObject({ status: 'canceled', xs: { cancel: false } });
    expect(responses[0]!.json()).not.toHaveProperty('config');

    const about = (mail: { subject: string }) => mail.subject.includes(` ${target.ritNr} `);
    const mails = await waitForMail(server.settings.dataDir, about, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await readOutbox(server.settings.dataDir)).filter(about)).toHaveLength(2);
    const notice = mails.find((mail) => mail.to.includes('zakelijk@noordvervoer.example'));
    const confirmation = mails.find((mail) => mail.to.includes('anna@hotel.example'));
    expect(notice?.subject).toMatch(new RegExp(`^Rit ${target.ritNr} geannuleerd`));
    expect(notice?.text).toContain('anna@hotel.example');
    expect(confirmation?.subject).toBe(`Trip ${target.ritNr} cancelled with Noord Zakelijk Vervoer`);
    expect(confirmation?.text).toContain('Dear anna,');

    // A third click later: still cancelled, still the same two mails.
    expect((await cancel(anna, target.ritId)).statusCode).toBe(200);
    expect((await readOutbox(server.settings.dataDir)).filter(about)).toHaveLength(2);

    // The trip's history has the customer's cancellation once.
    const history = await server.app.db
      .selectFrom('trip_events')
      .select(['actor', 'kind', 'from_value', 'to_value', 'staff_id'])
      .where('trip_id', '=', target.ritNr)
      .orderBy('id')
      .execute();
    expect(history).toEqual([
      { actor: 'customer', kind: 'created', from_value: null, to_value: 'new', staff_id: null },
      { actor: 'system', kind: 'payment', from_value: 'pending', to_value: 'booked', staff_id: null },
      { actor: 'customer', kind: 'status', from_value: 'new', to_value: 'canceled', staff_id: null },
    ]);
  });

  it('lets the customer cancel a confirmed or assigned trip, not one that was driven (409)', async () => {
    await book(anna, { extraTripInfo: 'confirmed by the desk' }, { extraTripInfo: 'driven' });
    const confirmed = await withInfo(anna, 'confirmed by the desk');
    const driven = await withInfo(anna, 'driven');
    await server.app.db
      .updateTable('order_trips')
      .set({ status: 'confirmed' })
      .where('id', '=', confirmed.ritNr)
      .execute();
    await server.app.db.updateTable('order_trips').set({ status: 'done' }).where('id', '=', driven.ritNr).execute();
    expect(await withInfo(anna, 'driven')).toMatchObject({ status: 'done', xs: { cancel: false } });
    expect((await cancel(anna, driven.ritId)).statusCode).toBe(409);
    expect((await withInfo(anna, 'driven')).status).toBe('done');
    expect((await withInfo(anna, 'confirmed by the desk')).xs.cancel).toBe(true);
    expect((await cancel(anna, confirmed.ritId)).statusCode).toBe(200);
    expect((await withInfo(anna, 'confirmed by the desk')).status).toBe('canceled');
  });

  it('refuses to cancel within cancellationCutoffHours (2) of pickup (409), and says so in xs.cancel', async () => {
    await book(anna, { extraTripInfo: 'soon' });
    const target = await withInfo(anna, 'soon');
    // The pickup moved to within the tenant's cancellation window (booking that close is refused by dateOffset rules).
    await server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() + 90 * 60_000) })
      .where('id', '=', target.ritNr)
      .execute();
    expect((await withInfo(anna, 'soon')).xs.cancel).toBe(false);
    const response = await cancel(anna, target.ritId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'cancelNotAllowed' });
    expect((await withInfo(anna, 'soon')).status).toBe('new');

    // Just over the window it may.
    await server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000) })
      .where('id', '=', target.ritNr)
      .execute();
    expect((await withInfo(anna, 'soon')).xs.cancel).toBe(true);
    expect((await cancel(anna, target.ritId)).statusCode).toBe(200);
  });

  it('does not list trips of orders that were never confirmed', async () => {
    await book(anna, { extraTripInfo: 'to be failed' });
    const target = await withInfo(anna, 'to be failed');
    const { order_id: orderId } = await server.app.db
      .selectFrom('order_trips')
      .select('order_id')
      .where('id', '=', target.ritNr)
      .executeTakeFirstOrThrow();
    await server.app.db.updateTable('orders').set({ status: 'failed' }).where('id', '=', orderId).execute();
    expect((await ritten(anna)).map((each) => each.ritId)).not.toContain(target.ritId);
    expect((await cancel(anna, target.ritId)).statusCode).toBe(404);
  });
});
