import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { book, bookOne } from '../desk/support.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

/** Findings of the outside security probe (issue 19) on the desk's calls. */
describe.each(dialects)('desk calls against the probe’s findings (%s)', (dialect) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof loggedInStaff>>;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, { PUBLIC_URL: 'http://localhost:8080' });
    admin = await loggedInStaff(server.app, { role: 'admin' });
  });
  afterAll(() => server.close());

  it('keeps every /api/admin answer out of caches, an unknown path’s 404 included', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/nothing-here'],
      ['GET', '/api/admin/trips/1/nothing'],
      ['POST', '/api/admin/nothing-here'],
      ['GET', '/api/admin/'],
      ['GET', '/api/admin'],
      // Paths no desk route sees: ones that do not decode.
      ['GET', '/api/admin/%'],
      ['GET', '/api/admin/trips/%E0%A4%A'],
    ] as const) {
      const response = await deskCall(server.app, method, url, { cookie: admin.cookie });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  describe('a desk write from another site', () => {
    const cancelWith = async (headers: Record<string, string>) => {
      const { tripId } = await bookOne(server.app);
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/admin/trips/${tripId}/cancel`,
        headers: { host: 'localhost:8080', cookie: admin.cookie, ...headers },
        payload: { reason: 'probe' },
      });
      const trip = await server.app.db
        .selectFrom('order_trips')
        .select('status')
        .where('id', '=', tripId)
        .executeTakeFirstOrThrow();
      return { response, status: trip.status };
    };

    it('is refused when its Origin is not the tenant’s own, or the browser says it is cross-site', async () => {
      const probes: Array<Record<string, string>> = [
        { origin: 'https://evil.example' },
        { origin: 'http://zakelijk.localhost:8080' },
        { origin: 'null' },
        { origin: 'http://localhost:8080', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of probes) {
        const { response, status } = await cancelWith(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({ error: 'forbidden' });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(status, JSON.stringify(headers)).toBe('new');
      }
    });

    it('passes from the tenant’s own page, and from a client that sends neither header', async () => {
      const own: Array<Record<string, string>> = [
        { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' },
        { origin: 'http://demo.localhost:8080' },
        {},
      ];
      for (const headers of own) {
        const { response, status } = await cancelWith(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(status).toBe('canceled');
      }
    });

    it('leaves reads alone: the browser sends no Origin with a GET of its own page', async () => {
      const response = await deskCall(server.app, 'GET', '/api/admin/me', { cookie: admin.cookie });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a login from another site too', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { host: 'localhost:8080', origin: 'https://evil.example' },
        payload: { email: 'someone@example.nl', password: 'x' },
      });
      expect(response.statusCode).toBe(403);
    });
  });

  it('keeps names on one line: a customer’s (the passenger’s), a staff member’s and a driver’s', async () => {
    const booked = await book(server.app, {
      person: { custname: 'Jan\r\nBcc: iemand@example.com\tJansen', remarks: 'eerste regel\ntweede regel' },
    });
    const order = await server.app.db
      .selectFrom('orders')
      .select('person')
      .where('id', '=', booked.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(order.person)).toMatchObject({
      custname: 'Jan Bcc: iemand@example.com Jansen',
      // A remark may have lines of its own.
      remarks: 'eerste regel\ntweede regel',
    });
    const detail = await admin.call('GET', `/api/admin/trips/${booked.tripIds[0]}`);
    expect(detail.body).toContain('"name":"Jan Bcc: iemand@example.com Jansen"');

    const staff = await admin.call('POST', '/api/admin/staff', {
      email: 'regel@taxi-martini.example',
      name: 'Fenna\nMulder\u0007',
      role: 'dispatcher',
      password: 'Fenna-wachtwoord-1',
    });
    expect(staff.statusCode).toBe(201);
    expect(staff.json()).toMatchObject({ name: 'Fenna Mulder' });
    const driver = await admin.call('POST', '/api/admin/drivers', { name: 'Piet\r\nRijders' });
    expect(driver.json()).toMatchObject({ name: 'Piet Rijders' });
    // Nothing but breaks is no name.
    expect((await admin.call('POST', '/api/admin/drivers', { name: '\n\r\t' })).statusCode).toBe(422);
  });

  it('reads a path id only as plain decimal digits: 0xb, 1.1e1, a space or a leading zero is no trip', async () => {
    const { tripId } = await bookOne(server.app);
    expect((await admin.call('GET', `/api/admin/trips/${tripId}`)).statusCode).toBe(200);
    const spellings = [
      `0x${tripId.toString(16)}`,
      `${tripId / 10}e1`,
      `%20${tripId}`,
      `${tripId}%20`,
      `0${tripId}`,
      `+${tripId}`,
      `${tripId}.0`,
      '0',
      '99999999999',
    ];
    for (const spelling of spellings) {
      const read = await admin.call('GET', `/api/admin/trips/${spelling}`);
      expect(read.statusCode, spelling).toBe(404);
      expect(read.headers['cache-control']).toBe('no-store');
      const quote = await admin.call('POST', `/api/admin/trips/${spelling}/quote`, { passengers: 3 });
      expect(quote.statusCode, spelling).toBe(404);
    }
    for (const url of [`/api/admin/orders/0x1/payment-status`, `/api/admin/staff/0x1`, `/api/admin/drivers/0x1`]) {
      const method = url.includes('payment-status') ? 'POST' : 'PATCH';
      expect((await admin.call(method, url, {})).statusCode, url).toBe(404);
    }
    // The customer's calls with an id in the path take the same digits only.
    for (const url of [
      `/api/payments/status/0x1`,
      `/api/bookings/trips/0x${tripId.toString(16)}/change`,
      `/api/manage/${'A'.repeat(43)}/trips/0x${tripId.toString(16)}/cancel`,
      `/api/manage/${'A'.repeat(43)}/changes/0x1/return`,
    ]) {
      const method = url.includes('payments/status') || url.includes('/return') ? 'GET' : 'POST';
      const response = await server.app.inject({ method, url, headers: { host: 'localhost:8080' }, payload: {} });
      expect([400, 404], url).toContain(response.statusCode);
    }
  });
});
