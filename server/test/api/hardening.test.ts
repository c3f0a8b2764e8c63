import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { createSession } from '../../src/modules/sessions/sessions.ts';
import { loggedInAs, postJson } from '../support/accounts.ts';
import { cartOf, checkOut, orderTripRows } from '../support/checkout.ts';
import { dialects, startTestServer, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { trip } from '../support/trips.ts';

describe.each(dialects)('HSTS and Permissions-Policy (%s)', (dialect) => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));
  const serverWith = async (env: Record<string, string>) => {
    const server = await startTestServer(dialect, env);
    servers.push(server);
    return server;
  };
  const headersOf = async (server: TestServer, headers: Record<string, string> = {}) =>
    (await server.app.inject({ method: 'GET', url: '/api/login_resp.json?skipconfig=1', headers })).headers;

  it('sends no HSTS over plain http', async () => {
    const server = await serverWith({ PUBLIC_URL: 'http://localhost:8080' });
    expect((await headersOf(server))['strict-transport-security']).toBeUndefined();
    // A client's own X-Forwarded-Proto counts for nothing without a trusted proxy.
    expect((await headersOf(server, { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the site is served over https (PUBLIC_URL)', async () => {
    const server = await serverWith({ PUBLIC_URL: 'https://taxi.example.nl' });
    expect((await headersOf(server))['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('behind a trusted proxy, sends HSTS only for what came to the proxy over https', async () => {
    const server = await serverWith({ PUBLIC_URL: 'https://taxi.example.nl', TRUST_PROXY: 'true' });
    expect((await headersOf(server, { 'x-forwarded-proto': 'https' }))['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await headersOf(server, { 'x-forwarded-proto': 'http' }))['strict-transport-security']).toBeUndefined();
  });

  it('switches off the browser features no page uses, on pages, API answers and errors alike', async () => {
    const server = await serverWith({});
    for (const url of ['/api/login_resp.json', '/api/nothing', '/trip/new']) {
      const policy = String((await server.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
        expect(policy, url).toContain(feature);
    }
  });

  it('lets the driver’s page alone ask for the position, and no frame of it (docs/decisions/046-car-position.md)', async () => {
    const server = await serverWith({});
    for (const url of ['/driver', '/driver/sign-in']) {
      const policy = String((await server.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('geolocation=(self)');
      expect(policy, url).toContain('camera=()');
    }
    for (const url of ['/manage/x', '/drivers', '/api/driver/jobs']) {
      const policy = String((await server.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy, url).toContain('geolocation=()');
    }
  });
});

describe.each(dialects)('smaller hardening (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  it('keeps of a checked-out trip only the contract’s and the tenant’s trip fields', async () => {
    const sent = trip({ price: '12.50', isAdmin: 'yes', note: 'x'.repeat(400), ritNr: 1, costCentre: 'K-12' });
    const { response, reply } = await checkOut(server.app, cartOf('unknown trip keys', { trips: [sent] }));
    expect(response.statusCode).toBe(200);
    const [stored] = await orderTripRows(server.app, reply.orderId!);
    const kept = JSON.parse(stored!.trip) as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual([
      'bagage',
      'costCentre',
      'datetime',
      'extraTripInfo',
      'passengerCount',
      'reverse',
      'title',
      'tour',
      'vehicleClass',
    ]);
    expect(kept).toMatchObject({ passengerCount: 2, bagage: 1, vehicleClass: 'sedan', costCentre: 'K-12' });
  });

  it('tells caches that a tenant asset differs by host', async () => {
    for (const url of ['/api/tenant/logo.svg', '/api/tenant/missing.svg']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { host: 'zakelijk.localhost' } });
      expect(String(response.headers.vary), url).toMatch(/\bHost\b/i);
    }
  });

  it('ends only the session of the tenant the logout is for', async () => {
    const customer = await createCustomer(server.app.db, {
      tenantId: 'zakelijk',
      username: 'uitlog',
      email: 'uitlog@example.com',
    });
    const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId: customer.id });
    const cookie = `sid=${token}`;
    const elsewhere = await postJson(server.app, '/api/logout.json', { lang: 'nl' }, { host: 'localhost', cookie });
    expect(elsewhere.statusCode).toBe(200);
    expect(await loggedInAs(server.app, cookie)).toBe('uitlog');
    expect((await postJson(server.app, '/api/logout.json', { lang: 'nl' }, { cookie })).statusCode).toBe(200);
    expect(await loggedInAs(server.app, cookie)).toBe('');
  });

  it.each(['/%E0%A4%A', '/api/%E0%A4%A', '/api/tenant/%FF.svg'])(
    'answers the malformed address %s with 400 in the app’s own shape',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.json())).toEqual(['error']);
      expect(response.body).not.toContain('FST_ERR');
    },
  );
});
