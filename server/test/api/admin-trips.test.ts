import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import { tripDetailReplySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { book, bookOne, type Booked } from '../desk/support.ts';
import { createAccount, logIn, zakelijk } from '../support/accounts.ts';
import { cart, checkOut } from '../support/checkout.ts';
import { deskCall, loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { dialects, startTestServer, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

/** A trip of the zakelijk tenant: its customers book on account, logged in. */
async function bookZakelijk(app: FastifyInstance): Promise<Booked & { tripId: number }> {
  const username = `klant-${Math.random().toString(36).slice(2, 10)}`;
  await createAccount(app, { username, password: 'Klant-wachtwoord-1' });
  const cookie = await logIn(app, username, 'Klant-wachtwoord-1');
  const { response, reply } = await checkOut(
    app,
    { ...cart(), person: {}, agreeTerms: false, trips: [trip({ extraTripInfo: 'zakelijk' })] },
    { host: zakelijk, cookie },
  );
  if (response.statusCode !== 200 || !reply.orderId) throw new Error(`zakelijk checkout: ${response.body}`);
  const rows = await app.db.selectFrom('order_trips').select('id').where('order_id', '=', reply.orderId).execute();
  const tripIds = rows.map((row) => row.id);
  return { orderId: reply.orderId, klantNr: reply.klantNr!, tripIds, tripId: tripIds[0]! };
}

describe.each(dialects)('desk board and trip detail: /api/admin/trips (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let zakelijkAdmin: Staff;
  let anneke: Booked;
  let kees: Booked;
  let other: Booked & { tripId: number };
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    anneke = await book(server.app, {
      person: { custname: 'Anneke Müller', custemail: 'anneke@voorbeeld.nl', custtel: '+31 6 87654321' },
      trips: [{ datetime: upcoming(1, '10:00'), extraTripInfo: 'rolstoel', bagage: 3 }],
    });
    kees = await book(server.app, {
      person: { custname: 'Kees Jansen', custemail: 'kees@example.com', custtel: '+31501234567' },
      trips: [{ datetime: upcoming(1, '11:00') }, { datetime: upcoming(1, '12:00') }],
      paid: false,
    });
    other = await bookZakelijk(server.app);
  });
  afterAll(() => server.close());

  const list = async (staff: Staff, query: string) => {
    const response = await staff.call('GET', `/api/admin/trips${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return tripListReplySchema.parse(response.json());
  };

  it('lists the tenant’s trips by pickup: each row with what the board shows, money as cents and as text', async () => {
    const { trips, total, counts, page, pageSize, from, to } = await list(dispatcher, '?search=m%C3%BCller');
    expect({ total, page, pageSize, from, to }).toEqual({ total: 1, page: 1, pageSize: 50, from: null, to: null });
    expect(counts).toEqual({ new: 1, confirmed: 0, assigned: 0, done: 0, no_show: 0, canceled: 0 });
    expect(trips).toEqual([
      {
        tripId: anneke.tripIds[0],
        orderId: anneke.orderId,
        klantNr: anneke.klantNr,
        reference: `D${anneke.klantNr}/${anneke.orderId}`,
        datetime: upcoming(1, '10:00'),
        pickupAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
        from: 'Herestraat 12, 9711 LJ Groningen',
        to: 'Station Groningen',
        passenger: null,
        passengers: 2,
        vehicleClass: 'sedan',
        flightNumber: '',
        luggage: 3,
        extraInfo: 'rolstoel',
        customer: { name: 'Anneke Müller', email: 'anneke@voorbeeld.nl', phone: '+31 6 87654321' },
        priceCents: 1250,
        price: '€ 12,50',
        paymentState: 'paid',
        status: 'new',
        driverStep: '',
        driver: null,
        vehicle: null,
        source: { kind: 'web', staff: null },
        collectCents: 0,
        collect: '€ 0,00',
        collected: null,
        owedCents: 0,
        owed: '€ 0,00',
        overpaidCents: 0,
        overpaid: '€ 0,00',
        money: null,
      },
    ]);
    expect(new Date(trips[0]!.pickupAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('filters by state, pages, and resolves a ready-made range to its dates', async () => {
    const all = await list(admin, '');
    expect(all.trips.map((each) => each.tripId)).toEqual([...anneke.tripIds, ...kees.tripIds]);
    expect(all.trips.map((each) => each.paymentState)).toEqual(['paid', 'pending', 'pending']);
    const second = await list(admin, '?pageSize=2&page=2');
    expect(second.trips.map((each) => each.tripId)).toEqual([kees.tripIds[1]]);
    expect(second.total).toBe(3);
    const confirmed = await list(admin, '?status=confirmed,assigned');
    expect(confirmed).toMatchObject({ trips: [], total: 0, counts: { new: 3 } });
    const week = await list(admin, '?range=week');
    expect(week.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(`${week.to}T00:00:00Z`) - Date.parse(`${week.from}T00:00:00Z`)).toBe(7 * 86_400_000);
    // This week starts today, as today and tomorrow does (docs/reference/api.md#admin-board).
    const twoDays = await list(admin, '?range=todayTomorrow');
    const today = await list(admin, '?range=today');
    expect([week.from, twoDays.from]).toEqual([today.from, today.from]);
    expect(Date.parse(`${twoDays.to}T00:00:00Z`) - Date.parse(`${twoDays.from}T00:00:00Z`)).toBe(2 * 86_400_000);
    const days = await list(admin, `?from=${upcoming(1, '00:00').slice(0, 10)}&to=2099-01-01`);
    expect(days.total).toBe(3);
  });

  it('answers a query outside its contract 422 with the fields', async () => {
    const response = await admin.call(
      'GET',
      '/api/admin/trips?status=new,bogus&from=2026-02-30&pageSize=500&page=0&sort=price',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'invalidFields',
      fields: { status: 'invalid', from: 'invalid', pageSize: 'tooLarge', page: 'tooSmall', sort: 'unknownField' },
    });
    const both = await admin.call('GET', '/api/admin/trips?range=today&from=2026-01-01');
    expect(both.json()).toEqual({ error: 'invalidFields', fields: { range: 'invalid' } });
  });

  it('shows a trip’s detail: what was entered, the order, its payment, the mails and the history with names', async () => {
    const tripId = anneke.tripIds[0]!;
    const moved = await dispatcher.call('POST', `/api/admin/trips/${tripId}/transition`, {
      to: 'confirmed',
      reason: 'gebeld',
    });
    expect(moved.json()).toEqual({ tripId, from: 'new', to: 'confirmed' });
    const response = await admin.call('GET', `/api/admin/trips/${tripId}`);
    expect(response.statusCode).toBe(200);
    const detail = tripDetailReplySchema.parse(response.json());
    expect(detail.trip).toMatchObject({
      tripId,
      status: 'confirmed',
      extraInfo: 'rolstoel',
      fields: { bagage: 3 },
      version: expect.stringMatching(/Z$/),
    });
    expect(detail.trip.tour[0]?.address?.text).toBe('Herestraat 12, 9711 LJ Groningen');
    expect(detail.order).toMatchObject({
      id: anneke.orderId,
      status: 'paid',
      paymentState: 'paid',
      totalCents: 1250,
      total: '€ 12,50',
      refunded: '€ 0,00',
      remaining: '€ 12,50',
      person: { custname: 'Anneke Müller' },
    });
    expect(detail.mails.map((mail) => [mail.kind, mail.to])).toEqual([
      ['confirmation', 'anneke@voorbeeld.nl'],
      ['confirmed', 'anneke@voorbeeld.nl'],
    ]);
    expect(detail.history.map((entry) => [entry.actor, entry.staff?.name ?? null, entry.kind, entry.to])).toEqual([
      ['customer', null, 'created', 'new'],
      ['system', null, 'payment', 'paid'],
      ['staff', dispatcher.staff.name, 'status', 'confirmed'],
      ['system', null, 'mail', 'anneke@voorbeeld.nl'],
    ]);
    expect(detail.history[2]?.reason).toBe('gebeld');
  });

  it('exports the filtered list as CSV for Excel: UTF-8 with a byte-order mark, `;`, an attachment, not kept', async () => {
    const response = await dispatcher.call('GET', '/api/admin/trips.csv?search=jansen');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="ritten.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.subarray(3).toString('utf8'), { delimiter: ';', columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows.map((row) => [row.Ritnummer, row.Klant, row.Prijs, row.Betaling])).toEqual(
      kees.tripIds.map((id) => [String(id), 'Kees Jansen', '12,50', 'Wacht op betaling']),
    );
  });

  it('keeps tenants apart: another tenant’s trip is not found, its list has none of them, a session counts on its own hosts', async () => {
    const tripId = other.tripId;
    expect((await list(admin, '?search=zakelijk')).total).toBe(0);
    expect((await list(zakelijkAdmin, '')).trips.map((each) => each.tripId)).toEqual([tripId]);
    const attempts = await Promise.all([
      admin.call('GET', `/api/admin/trips/${tripId}`),
      admin.call('POST', `/api/admin/trips/${tripId}/transition`, { to: 'confirmed' }),
      admin.call('POST', `/api/admin/trips/${tripId}/cancel`, { reason: 'x' }),
      admin.call('POST', `/api/admin/trips/${tripId}/quote`, { passengers: 3 }),
      admin.call('PATCH', `/api/admin/trips/${tripId}`, { passengers: 3, version: new Date().toISOString() }),
    ]);
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: 'tripNotFound' });
    }
    for (const [url, body] of [
      [`/api/admin/orders/${other.orderId}/refunds`, { amountCents: 100, idempotencyKey: 'cross-tenant-1' }],
      [`/api/admin/orders/${other.orderId}/payment-status`, undefined],
    ] as const) {
      const response = await admin.call('POST', url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'orderNotFound' });
    }
    // The demo admin's cookie on the zakelijk host is no session there.
    const elsewhere = await deskCall(server.app, 'GET', `/api/admin/trips/${tripId}`, {
      cookie: admin.cookie,
      host: zakelijkHost,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual({ error: 'loginRequired' });
    const status = await server.app.db
      .selectFrom('order_trips')
      .select('status')
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('new');
  });

  it('refuses every trip call without a full session (401, before the request is read) and a dispatcher’s refunds and drivers (403)', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const calls = [
      ['GET', '/api/admin/trips?status=bogus'],
      ['GET', '/api/admin/trips.csv'],
      ['GET', `/api/admin/trips/${tripId}`],
      ['POST', `/api/admin/trips/${tripId}/transition`, { to: 'nowhere' }],
      ['POST', `/api/admin/trips/${tripId}/cancel`, { reason: 'x' }],
      ['POST', `/api/admin/trips/${tripId}/quote`, {}],
      ['PATCH', `/api/admin/trips/${tripId}`, {}],
      ['POST', `/api/admin/orders/${orderId}/refunds`, {}],
      ['POST', `/api/admin/orders/${orderId}/payment-status`],
      ['GET', '/api/admin/drivers'],
      ['POST', '/api/admin/drivers', {}],
      ['PATCH', '/api/admin/drivers/1', {}],
      ['GET', '/api/admin/events'],
      ['GET', '/api/admin/vehicles'],
      ['POST', '/api/admin/vehicles', {}],
      ['PATCH', '/api/admin/vehicles/1', {}],
      ['GET', `/api/admin/trips/${tripId}/assignment-options`],
      ['POST', `/api/admin/trips/${tripId}/undo-done`, {}],
    ] as const;
    for (const [method, url, payload] of calls) {
      const response = await deskCall(server.app, method, url, payload === undefined ? {} : { payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'loginRequired' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    for (const [method, url, payload] of [
      ['POST', `/api/admin/orders/${orderId}/refunds`, { amountCents: 100, idempotencyKey: 'dispatcher-1' }],
      ['POST', '/api/admin/drivers', { name: 'Piet' }],
      ['PATCH', '/api/admin/drivers/1', { active: false }],
      ['POST', '/api/admin/vehicles', { name: 'Busje', seats: 8, luggage: 8 }],
      ['PATCH', '/api/admin/vehicles/1', { active: false }],
      ['GET', '/api/admin/staff'],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const response = await dispatcher.call(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ error: 'forbidden' });
    }
    // A dispatcher cancels, but a refund with it is an admin's: nothing happens.
    const withRefund = await dispatcher.call('POST', `/api/admin/trips/${tripId}/cancel`, {
      reason: 'klant belde',
      refund: { amountCents: 1250, idempotencyKey: 'dispatcher-2' },
    });
    expect(withRefund.statusCode).toBe(403);
    expect((await admin.call('GET', `/api/admin/trips/${tripId}`)).json().trip.status).toBe('new');
  });

  it('records the desk’s trip actions in the audit history, with the trip as the target', async () => {
    const { tripId } = await bookOne(server.app);
    await dispatcher.call('POST', `/api/admin/trips/${tripId}/cancel`, { reason: 'dubbel geboekt' });
    const page = auditPageSchema.parse((await admin.call('GET', '/api/admin/audit?limit=100')).json());
    const entry = page.entries.find((each) => each.target === `trip:${tripId}`);
    expect(entry).toMatchObject({
      action: 'trip_status_changed',
      staff: { id: dispatcher.staff.id, email: dispatcher.staff.email },
      detail: { from: 'new', to: 'canceled', reason: 'dubbel geboekt' },
    });
  });
});

describe.each(dialects)('desk trip calls: rate limit (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { RATE_LIMIT: '3' });
  });
  afterAll(() => server.close());

  it('counts the board’s calls per session and answers 429 tooManyRequests with no-store', async () => {
    // Each login is two requests of the address, not of the session.
    const staff = await loggedInStaff(server.app, { role: 'dispatcher' });
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await staff.call('GET', '/api/admin/trips')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await staff.call('GET', '/api/admin/trips.csv');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'tooManyRequests' });
    expect(limited.headers['cache-control']).toBe('no-store');
  });
});
