import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { readLoginResp } from '#common/wire/read-login-resp.ts';
import { scparsSchema } from '#common/wire/scpars.ts';
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { createSession, sessionIdleMs, sessionLifetimeMs } from '../../src/modules/sessions/sessions.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('GET /api/login_resp.json (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const get = async (query: string, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/api/login_resp.json${query}`,
      headers: { host: 'localhost:8080', ...headers },
    });
    return { response, body: response.json() };
  };

  const loggedIn = async (tenantId: string, username: string, started = new Date()) => {
    const customer = await createCustomer(server.app.db, {
      tenantId,
      username,
      email: `${username}@example.com`,
      phone: '+31612345678',
    });
    const { token } = await createSession(server.app.db, { tenantId, customerId: customer.id }, started);
    return { customer, cookie: `sid=${token}` };
  };

  it('gives a visitor on localhost the demo tenant: guest booking, its company info and forms', async () => {
    const { response, body } = await get('?lang=nl');
    expect(response.statusCode).toBe(200);
    expect(loginRespSchema.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      error: '',
      message: '',
      require_login: false,
      username: '',
      client: 'demo',
      klantUrl: 'https://www.taxi-martini.example/',
      loginResp: { username: '', klantNr: null, orderId: null, ritten: [], telefoonnummer: '', xmlerrors: [] },
    });
    // The settings go out in their wire form (its bytes: common/src/wire/scpars.test.ts), and read back by name.
    expect(body.loginResp.scpars).toEqual(scparsSchema.encode(server.app.tenants.byId('demo')!.settings));
    expect(loginRespSchema.parse(body).loginResp.scpars).toMatchObject({
      requiresLogin: false,
      cancellationCutoffHours: 24,
    });
    expect(body.config.info).toMatchObject({
      company: 'Taxi Martini Groningen',
      lat: 53.2112,
      lng: 6.5681,
      telText: '050 123 45 67',
      dateOffset: 60,
      airportWaitingMinutes: 60,
    });
    expect(body.config.info.hmlfaq.nl).toContain('Hoe lang van tevoren');
    expect(body.config.layouts.trip.map((field: { fieldname: string }) => field.fieldname)).toEqual([
      'passengerCount',
      'bagage',
      'vehicleClass',
      'costCentre',
    ]);
    expect(body.config.layouts.userinfo.map((field: { fieldname: string }) => field.fieldname)).toEqual([
      'custname',
      'custemail',
      'custtel',
      'remarks',
    ]);
    expect(body.config.documents.terms).toEqual({ nl: '/api/tenant/voorwaarden.html', en: '/api/tenant/terms.html' });
    expect(body.config.logo).toBe('/api/tenant/logo.svg');
    expect(body.config.lang.nl.tripIntro).toBe('Boek uw taxi in Groningen en naar Schiphol');
  });

  it('gives zakelijk.localhost the business tenant, which requires login', async () => {
    const { body } = await get('?lang=nl', { host: 'Zakelijk.Localhost:8080' });
    expect(body).toMatchObject({
      require_login: true,
      client: 'zakelijk',
      klantUrl: 'https://www.noordvervoer.example/',
    });
    expect(body.loginResp.scpars).toEqual(scparsSchema.encode(server.app.tenants.byId('zakelijk')!.settings));
    expect(loginRespSchema.parse(body).loginResp.scpars.requiresLogin).toBe(true);
    expect(body.config.info).toMatchObject({ company: 'Noord Zakelijk Vervoer', lat: 53.2194, lng: 6.5665 });
    expect(body.config.layouts.trip.map((field: { fieldname: string }) => field.fieldname)).toEqual([
      'passengerCount',
      'bagage',
      'vehicleClass',
    ]);
  });

  it('gives an unknown host the default tenant', async () => {
    const { body } = await get('', { host: 'taxi.example.org' });
    expect(body.client).toBe('demo');
  });

  it('answers the same configuration in both languages and defaults to nl', async () => {
    const [nl, en, none] = await Promise.all([get('?lang=nl'), get('?lang=en'), get('')]);
    expect(en.response.statusCode).toBe(200);
    expect(en.body.config).toEqual(nl.body.config);
    expect(none.body).toEqual(nl.body);
  });

  it('leaves the configuration out when skipconfig is asked', async () => {
    for (const skip of ['1', 'true']) {
      const { body } = await get(`?lang=en&skipconfig=${skip}`);
      expect(body.client).toBe('demo');
      expect(body).not.toHaveProperty('config');
    }
    expect((await get('?skipconfig=0')).body).toHaveProperty('config');
  });

  it('is never cached, as it carries the session', async () => {
    const { response } = await get('?lang=nl');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('reports the logged-in customer of a valid session cookie', async () => {
    const { customer, cookie } = await loggedIn('zakelijk', 'hotel-noord');
    const { body } = await get('?lang=nl', { host: 'zakelijk.localhost', cookie });
    expect(body.username).toBe('hotel-noord');
    expect(body.loginResp).toMatchObject({
      username: 'hotel-noord',
      klantNr: customer.id,
      telefoonnummer: '+31612345678',
    });
  });

  it('treats a session as anonymous on another tenant', async () => {
    const { cookie } = await loggedIn('zakelijk', 'hotel-zuid');
    const { body } = await get('', { host: 'localhost', cookie });
    expect(body.client).toBe('demo');
    expect(body.username).toBe('');
    expect(body.loginResp.klantNr).toBeNull();
  });

  it('treats an expired session as anonymous: idle too long, or past its lifetime', async () => {
    const idle = await loggedIn('zakelijk', 'idle-user', new Date(Date.now() - sessionIdleMs - 1000));
    const old = await loggedIn('zakelijk', 'old-user', new Date(Date.now() - sessionLifetimeMs - 1000));
    for (const { cookie } of [idle, old]) {
      const { body } = await get('', { host: 'zakelijk.localhost', cookie });
      expect(body.username).toBe('');
      expect(body.loginResp.klantNr).toBeNull();
    }
  });

  it('treats a garbage or unknown session cookie as anonymous', async () => {
    for (const cookie of ['sid=garbage', `sid=${'A'.repeat(43)}`, 'sid=', 'other=1']) {
      const { response, body } = await get('', { host: 'zakelijk.localhost', cookie });
      expect(response.statusCode).toBe(200);
      expect(body.username).toBe('');
    }
  });

  it('reads the same without zod in the SPA as through the contract, for every demo tenant and a customer', async () => {
    const { cookie } = await loggedIn('zakelijk', 'lezer-zonder-zod');
    const replies = [
      ...['localhost:8080', 'zakelijk.localhost', 'festival.localhost'].flatMap((host) =>
        ['nl', 'en'].map((lang) => get(`?lang=${lang}`, { host })),
      ),
      get('?lang=nl', { host: 'zakelijk.localhost', cookie }),
      get('?lang=en&skipconfig=1', { host: 'zakelijk.localhost', cookie }),
    ];
    for (const { response, body } of await Promise.all(replies)) {
      expect(response.statusCode).toBe(200);
      expect(readLoginResp(body)).toEqual(loginRespSchema.parse(body));
    }
    expect(() => readLoginResp('<html>Bad gateway</html>')).toThrow(TypeError);
  });

  it('refuses an unknown language or parameter with a readable 400', async () => {
    const bad = await get('?lang=xx');
    expect(bad.response.statusCode).toBe(400);
    expect(bad.body).toEqual({ error: 'querystring/lang: Invalid option: expected one of "nl"|"en"' });
    const unknown = await get('?lang=nl&debug=1');
    expect(unknown.response.statusCode).toBe(400);
    expect(unknown.body.error).toContain('debug');
  });
});
