import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFeedbackSchema } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
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
    const attempts = (count: number, username: string, password: string, address: (index: number) => string) =>
      Promise.all(
        Array.from({ length: count }, (_, index) =>
          postLogin(server.app, { username, password }, { remoteAddress: address(index) }),
        ),
      );

    it('refuses an account after 5 failures within 15 minutes, from whatever address, without checking the password', async () => {
      await createAccount(server.app, { username: 'geraden', password: 'Geraden-wachtwoord-1' });
      const failures = await attempts(5, 'geraden', 'guess', (index) => `203.0.113.${index + 1}`);
      expect(failures.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
      const right = await postLogin(
        server.app,
        { username: 'geraden', password: 'Geraden-wachtwoord-1' },
        { remoteAddress: '203.0.113.99' },
      );
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ error: 'tooManyAttempts', message: '' });
      expect(sessionCookie(right)).toBeUndefined();
      // Once the failures are older than the window the account works again.
      await server.app.db
        .updateTable('login_attempts')
        .set({ attempted_at: new Date(Date.now() - 16 * 60 * 1000) })
        .where('key', 'like', 'login:customer:%')
        .execute();
      expect(
        (
          await postLogin(
            server.app,
            { username: 'geraden', password: 'Geraden-wachtwoord-1' },
            { remoteAddress: '203.0.113.99' },
          )
        ).statusCode,
      ).toBe(200);
    });

    it('counts an unknown account the same way, so the limit tells nothing about which accounts exist', async () => {
      const failures = await attempts(5, 'niemand', 'guess', (index) => `203.0.114.${index + 1}`);
      expect(failures.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
      const sixth = await postLogin(
        server.app,
        { username: 'niemand', password: 'guess' },
        { remoteAddress: '203.0.114.99' },
      );
      expect(sixth.statusCode).toBe(429);
    });

    it('clears an account’s failures at a successful login', async () => {
      await createAccount(server.app, { username: 'vergeetachtig', password: 'Vergeet-wachtwoord-1' });
      for (let round = 0; round < 2; round++) {
        const failures = await attempts(4, 'vergeetachtig', 'guess', () => `203.0.115.${round + 1}`);
        expect(failures.every((response) => response.statusCode === 401)).toBe(true);
        expect(
          (await postLogin(server.app, { username: 'vergeetachtig', password: 'Vergeet-wachtwoord-1' })).statusCode,
        ).toBe(200);
      }
    });

    it('refuses an address after 20 failures within 15 minutes, whatever the account', async () => {
      await createAccount(server.app, { username: 'buurman', password: 'Buurman-wachtwoord-1' });
      const address = '192.0.2.50';
      for (let index = 0; index < 20; index++) {
        expect(
          (
            await postLogin(
              server.app,
              { username: `onbekend-${index}`, password: 'guess' },
              { remoteAddress: address },
            )
          ).statusCode,
        ).toBe(401);
      }
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
