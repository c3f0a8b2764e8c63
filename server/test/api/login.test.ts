import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFeedbackSchema } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { buildApp } from '../../src/app.ts';
import { sessionIdleMs } from '../../src/modules/sessions/sessions.ts';
import { createAccount, loggedInAs, logIn, postJson, postLogin, sessionCookie, zakelijk } from '../support/accounts.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('POST /api/login_resp.json and /api/logout.json (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    // RATE_LIMIT=0 (the test default) turns the per-minute limits off: the login limits hold all the same.
    server = await startTestServer(dialect, { RATE_LIMIT: '0' });
    await createAccount(server.app, {
      username: 'balie',
      password: 'Balie-wachtwoord-1',
      email: 'Balie@Hotel.example',
      phone: '+31501112233',
    });
  });
  afterAll(() => server.close());

  describe('a login', () => {
    it('sets a session cookie and answers the whole login reply with the customer, their phone and the config', async () => {
      const response = await postLogin(server.app, { username: 'balie', password: 'Balie-wachtwoord-1' });
      expect(response.statusCode).toBe(200);
      const body = loginRespSchema.parse(response.json());
      expect(body).toMatchObject({ error: '', require_login: true, username: 'balie', client: 'zakelijk' });
      expect(body.loginResp).toMatchObject({
        username: 'balie',
        klantNr: expect.any(Number),
        ritten: [],
        tours: [],
        telefoonnummer: '+31501112233',
      });
      expect(body.config?.info.company).toBe('Noord Zakelijk Vervoer');
      expect(response.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await loggedInAs(server.app, sessionCookie(response)!)).toBe('balie');
    });

    it('leaves the config out when asked', async () => {
      const response = await postLogin(server.app, {
        username: 'balie',
        password: 'Balie-wachtwoord-1',
        skipconfig: '1',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('config');
    });

    it('takes the email address instead of the username, in any case', async () => {
      const response = await postLogin(server.app, { username: 'balie@hotel.EXAMPLE', password: 'Balie-wachtwoord-1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe('balie');
    });

    it('changes the session id: the cookie from before the login no longer works', async () => {
      const before = await logIn(server.app, 'balie', 'Balie-wachtwoord-1');
      const response = await postLogin(
        server.app,
        { username: 'balie', password: 'Balie-wachtwoord-1' },
        { headers: { cookie: before } },
      );
      const after = sessionCookie(response);
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expect(await loggedInAs(server.app, before)).toBe('');
      expect(await loggedInAs(server.app, after!)).toBe('balie');
    });

    it('gives a wrong password and an unknown account the identical 401, and no cookie', async () => {
      const wrong = await postLogin(
        server.app,
        { username: 'balie', password: 'not-the-password' },
        { remoteAddress: '198.51.100.1' },
      );
      const unknown = await postLogin(
        server.app,
        { username: 'nobody', password: 'not-the-password' },
        { remoteAddress: '198.51.100.1' },
      );
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(loginFeedbackSchema.parse(response.json())).toEqual({ error: 'loginFailed', message: '' });
        expect(sessionCookie(response)).toBeUndefined();
      }
      expect(wrong.body).toBe(unknown.body);
    });

    it('is not available on a tenant that does not require login (404)', async () => {
      const response = await postLogin(
        server.app,
        { username: 'balie', password: 'Balie-wachtwoord-1' },
        { headers: { host: 'localhost:8080' } },
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'loginNotAvailable', message: '' });
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('does not let an account of one tenant log in on another', async () => {
      await createAccount(server.app, { username: 'elders', password: 'Elders-wachtwoord-1', tenantId: 'demo' });
      const response = await postLogin(server.app, { username: 'elders', password: 'Elders-wachtwoord-1' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('the login limits (hold with RATE_LIMIT=0)', () => {
    /** `count` logins sent at once, not one after the other: each from `address(index)`. */
    const attempts = (count: number, username: string, password: string, address: (index: number) => string) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          postLogin(server.app, { username, password }, { remoteAddress: address(index) }),
        ),
      );
    const statuses = (responses: ReadonlyArray<{ statusCode: number }>) => {
      const count = (status: number) => responses.filter((response) => response.statusCode === status).length;
      return {
        ok: count(200),
        failed: count(401),
        held: count(429),
        other: responses.length - count(200) - count(401) - count(429),
      };
    };
    /** Every window of the counters began `ms` ago (the test's clock cannot move; the stored times can). */
    const windowsBegan = (ms: number) =>
      server.app.db
        .updateTable('login_counters')
        .set({ window_start: new Date(Date.now() - ms) })
        .execute();

    it('counts 30 guesses sent at once before checking any: 5 are checked (401), 25 answered 429', async () => {
      await createAccount(server.app, { username: 'parallel', password: 'Parallel-wachtwoord-1' });
      const burst = await attempts(30, 'parallel', 'guess', () => '203.0.113.10');
      expect(statuses(burst)).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      for (const response of burst.filter((each) => each.statusCode === 429)) {
        expect(response.json()).toEqual({ error: 'tooManyAttempts', message: '' });
        expect(sessionCookie(response)).toBeUndefined();
      }
      // The right password from that address waits for the window to end.
      const right = await postLogin(
        server.app,
        { username: 'parallel', password: 'Parallel-wachtwoord-1' },
        { remoteAddress: '203.0.113.10' },
      );
      expect(right.statusCode).toBe(429);
      await windowsBegan(16 * 60 * 1000);
      expect(
        (
          await postLogin(
            server.app,
            { username: 'parallel', password: 'Parallel-wachtwoord-1' },
            { remoteAddress: '203.0.113.10' },
          )
        ).statusCode,
      ).toBe(200);
    });

    it('holds across two instances on one database: 30 guesses at once, half to each, 5 checked', async () => {
      const other = await buildApp(server.settings, { webRoot: path.join(server.settings.dataDir, 'no-web-build') });
      try {
        await createAccount(server.app, { username: 'tweeling', password: 'Tweeling-wachtwoord-1' });
        const burst = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            postLogin(
              index % 2 === 0 ? server.app : other,
              { username: 'tweeling', password: 'guess' },
              { remoteAddress: '203.0.113.15' },
            ),
          ),
        );
        expect(statuses(burst)).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      } finally {
        await other.close();
      }
    });

    it('gives the right password sent inside a burst of wrong ones no 200 beyond the limit', async () => {
      await createAccount(server.app, { username: 'verstopt', password: 'Verstopt-wachtwoord-1' });
      const passwords = Array.from({ length: 60 }, (_, index) => (index === 40 ? 'Verstopt-wachtwoord-1' : 'guess'));
      const burst = await Promise.all(
        passwords.map((password) =>
          postLogin(server.app, { username: 'verstopt', password }, { remoteAddress: '203.0.113.20' }),
        ),
      );
      const counted = statuses(burst);
      // At most 5 wrong passwords were checked; the right one only got through if it was counted within them.
      expect(counted.failed).toBeLessThanOrEqual(5);
      expect(counted.failed + counted.ok).toBeLessThanOrEqual(6);
      expect(counted.held).toBeGreaterThanOrEqual(54);
      expect(counted.other).toBe(0);
    });

    it('does not let a stranger’s failures from one address hold the customer at another', async () => {
      await createAccount(server.app, { username: 'geraden', password: 'Geraden-wachtwoord-1' });
      const stranger = await attempts(10, 'geraden', 'guess', () => '203.0.113.30');
      expect(statuses(stranger)).toMatchObject({ failed: 5, held: 5 });
      const own = await postLogin(
        server.app,
        { username: 'geraden', password: 'Geraden-wachtwoord-1' },
        { remoteAddress: '198.51.100.30' },
      );
      expect(own.statusCode).toBe(200);
      expect(sessionCookie(own)).toBeDefined();
    });

    it('holds an account after 20 failures spread over addresses, except at an address it logged in from', async () => {
      await createAccount(server.app, { username: 'verspreid', password: 'Verspreid-wachtwoord-1' });
      const right = (remoteAddress: string) =>
        postLogin(server.app, { username: 'verspreid', password: 'Verspreid-wachtwoord-1' }, { remoteAddress });
      expect((await right('198.51.100.40')).statusCode).toBe(200);
      const spread = await attempts(30, 'verspreid', 'guess', (index) => `203.0.116.${index + 1}`);
      expect(statuses(spread)).toEqual({ ok: 0, failed: 20, held: 10, other: 0 });
      // From an address it never logged in from, even the right password waits; from its own it gets through.
      expect((await right('203.0.116.200')).statusCode).toBe(429);
      expect((await right('198.51.100.40')).statusCode).toBe(200);
      await windowsBegan(16 * 60 * 1000);
      expect((await right('203.0.116.200')).statusCode).toBe(200);
    });

    it('counts the addresses of one IPv6 /64 as one client', async () => {
      await createAccount(server.app, { username: 'zesje', password: 'Zesje-wachtwoord-1' });
      const stepping = await attempts(30, 'zesje', 'guess', (index) => `2001:db8:6:4::${(index + 1).toString(16)}`);
      expect(statuses(stepping)).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      const right = (remoteAddress: string) =>
        postLogin(server.app, { username: 'zesje', password: 'Zesje-wachtwoord-1' }, { remoteAddress });
      expect((await right('2001:db8:6:4:ffff::1')).statusCode).toBe(429);
      expect((await right('2001:db8:6:5::1')).statusCode).toBe(200);
    });

    it('counts an unknown account the same way, so the limit tells nothing about which accounts exist', async () => {
      const burst = await attempts(30, 'niemand', 'guess', () => '203.0.114.1');
      expect(statuses(burst)).toEqual({ ok: 0, failed: 5, held: 25, other: 0 });
      const spread = await attempts(30, 'niemand-anders', 'guess', (index) => `203.0.114.${index + 10}`);
      expect(statuses(spread)).toEqual({ ok: 0, failed: 20, held: 10, other: 0 });
    });

    it('counts no success: the failures before it stay counted, until their window ends', async () => {
      await createAccount(server.app, { username: 'vergeetachtig', password: 'Vergeet-wachtwoord-1' });
      const address = '203.0.115.1';
      const right = () =>
        postLogin(
          server.app,
          { username: 'vergeetachtig', password: 'Vergeet-wachtwoord-1' },
          { remoteAddress: address },
        );
      expect(statuses(await attempts(4, 'vergeetachtig', 'guess', () => address)).failed).toBe(4);
      for (let round = 0; round < 3; round++) expect((await right()).statusCode).toBe(200);
      expect(statuses(await attempts(3, 'vergeetachtig', 'guess', () => address))).toMatchObject({
        failed: 1,
        held: 2,
      });
      expect((await right()).statusCode).toBe(429);
    });

    it('refuses an address after 20 failures within 15 minutes, whatever the account', async () => {
      await createAccount(server.app, { username: 'buurman', password: 'Buurman-wachtwoord-1' });
      const address = '192.0.2.50';
      const sprayed = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          postLogin(server.app, { username: `onbekend-${index}`, password: 'guess' }, { remoteAddress: address }),
        ),
      );
      expect(statuses(sprayed)).toEqual({ ok: 0, failed: 20, held: 10, other: 0 });
      const right = await postLogin(
        server.app,
        { username: 'buurman', password: 'Buurman-wachtwoord-1' },
        { remoteAddress: address },
      );
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ error: 'tooManyAttempts', message: '' });
      // Another address is not held up by it.
      expect(
        (
          await postLogin(
            server.app,
            { username: 'buurman', password: 'Buurman-wachtwoord-1' },
            { remoteAddress: '192.0.2.51' },
          )
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('a session that ended', () => {
    it('is refused after a logout, which answers the visitor’s reply with the config and clears the cookie', async () => {
      const cookie = await logIn(server.app, 'balie', 'Balie-wachtwoord-1');
      const response = await postJson(server.app, '/api/logout.json', { lang: 'nl' }, { cookie });
      expect(response.statusCode).toBe(200);
      const body = loginRespSchema.parse(response.json());
      expect(body).toMatchObject({
        username: '',
        require_login: true,
        loginResp: { username: '', klantNr: null, ritten: [] },
      });
      expect(body.config).toBeDefined();
      expect(sessionCookie(response)).toBe('sid=');
      expect(await loggedInAs(server.app, cookie)).toBe('');
      // The cookie kept by someone else does not bring it back.
      expect(
        (await postJson(server.app, '/api/cancel_trip.json', { lang: 'nl', ritId: '1' }, { cookie })).statusCode,
      ).toBe(401);
    });

    it('answers a logout without a session as a visitor’s reply', async () => {
      const response = await postJson(server.app, '/api/logout.json', { lang: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe('');
    });

    it('is refused after 2 hours without use', async () => {
      const cookie = await logIn(server.app, 'balie', 'Balie-wachtwoord-1');
      expect(await loggedInAs(server.app, cookie)).toBe('balie');
      // Every session idle for longer than allowed (the clock of the test cannot move; the stored times can).
      await server.app.db
        .updateTable('sessions')
        .set({ last_seen_at: new Date(Date.now() - sessionIdleMs - 60_000) })
        .execute();
      expect(await loggedInAs(server.app, cookie)).toBe('');
      expect(
        (await postJson(server.app, '/api/cancel_trip.json', { lang: 'nl', ritId: '1' }, { cookie })).statusCode,
      ).toBe(401);
    });

    it('is refused 12 hours after login, however active', async () => {
      const cookie = await logIn(server.app, 'balie', 'Balie-wachtwoord-1');
      expect(await loggedInAs(server.app, cookie)).toBe('balie');
      await server.app.db
        .updateTable('sessions')
        .set({
          created_at: new Date(Date.now() - 13 * 3600_000),
          expires_at: new Date(Date.now() - 3600_000),
          last_seen_at: new Date(),
        })
        .execute();
      expect(await loggedInAs(server.app, cookie)).toBe('');
    });
  });

  describe('bad input: a 4xx with {error}, never a 500', () => {
    const cases: Array<[string, string, unknown, Record<string, string>?]> = [
      ['login without a body', '/api/login_resp.json', undefined],
      ['login with an empty object', '/api/login_resp.json', {}],
      ['login in another language', '/api/login_resp.json', { lang: 'de', username: 'balie', password: 'x' }],
      ['login without a username', '/api/login_resp.json', { lang: 'nl', username: '', password: 'x' }],
      ['login with a blank username', '/api/login_resp.json', { lang: 'nl', username: '   ', password: 'x' }],
      ['login with a huge username', '/api/login_resp.json', { lang: 'nl', username: 'a'.repeat(300), password: 'x' }],
      [
        'login with a huge password',
        '/api/login_resp.json',
        { lang: 'nl', username: 'balie', password: 'a'.repeat(201) },
      ],
      ['login with a number as password', '/api/login_resp.json', { lang: 'nl', username: 'balie', password: 12345 }],
      [
        'login with reset_password as text',
        '/api/login_resp.json',
        { lang: 'nl', username: 'balie', reset_password: 'yes' },
      ],
      [
        'login with a field of its own',
        '/api/login_resp.json',
        { lang: 'nl', username: 'balie', password: 'x', admin: true },
      ],
      [
        'login as a form post',
        '/api/login_resp.json',
        'username=balie&password=x',
        { 'content-type': 'application/x-www-form-urlencoded' },
      ],
      [
        'login as text/plain',
        '/api/login_resp.json',
        '{"lang":"nl","username":"balie","password":"x"}',
        { 'content-type': 'text/plain' },
      ],
      ['logout without lang', '/api/logout.json', {}],
      ['cancel without ritId', '/api/cancel_trip.json', { lang: 'nl' }],
      ['cancel with a numeric ritId', '/api/cancel_trip.json', { lang: 'nl', ritId: 1 }],
      ['cancel with a huge ritId', '/api/cancel_trip.json', { lang: 'nl', ritId: '1'.repeat(65) }],
      ['cancel with a strange skipconfig', '/api/cancel_trip.json', { lang: 'nl', ritId: '1', skipconfig: 'ja' }],
      [
        'reset with a short password',
        '/api/password_reset.json',
        { lang: 'nl', token: 'x'.repeat(43), password: 'kort' },
      ],
      ['reset without a token', '/api/password_reset.json', { lang: 'nl', password: 'Lang-genoeg-wachtwoord' }],
      [
        'reset with a made-up token',
        '/api/password_reset.json',
        { lang: 'nl', token: 'made-up', password: 'Lang-genoeg-wachtwoord' },
      ],
    ];
    it.each(cases)('%s', async (_name, url, payload, headers = {}) => {
      const response = await server.app.inject({
        method: 'POST',
        url,
        headers: {
          host: zakelijk,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().error).toBe('string');
      expect(response.json().error).not.toBe('');
    });

    it('answers GET on the POST-only calls with 404', async () => {
      for (const url of ['/api/logout.json', '/api/cancel_trip.json', '/api/password_reset.json']) {
        expect((await server.app.inject({ method: 'GET', url, headers: { host: zakelijk } })).statusCode).toBe(404);
      }
    });
  });
});
