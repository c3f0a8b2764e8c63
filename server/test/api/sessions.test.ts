import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { createSession, findSession } from '../../src/modules/sessions/sessions.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** Stand-ins for the login and logout calls of a later issue, which will use the same module. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/login.json',
    { schema: { body: z.strictObject({ customerId: z.number().int() }), response: { 204: z.undefined() } } },
    async (request, reply) => {
      await app.sessions.start(request, reply, request.body.customerId);
      return reply.code(204).send();
    },
  );
  app.post('/api/test/logout.json', { schema: { response: { 204: z.undefined() } } }, async (request, reply) => {
    await app.sessions.end(request, reply);
    return reply.code(204).send();
  });
};

describe.each(dialects)('session cookie (%s)', (dialect) => {
  for (const [publicUrl, secure] of [
    ['http://localhost:8080', false],
    ['https://taxi.example.nl', true],
  ] as const) {
    describe(`behind ${publicUrl}`, () => {
      let server: TestServer;
      let customerId: number;
      beforeAll(async () => {
        server = await startTestServer(dialect, { PUBLIC_URL: publicUrl }, { plugins: [testRoutes] });
        customerId = (
          await createCustomer(server.app.db, { tenantId: 'zakelijk', username: 'balie', email: 'balie@example.com' })
        ).id;
      });
      afterAll(() => server.close());

      const host = 'zakelijk.localhost';
      const login = (cookie?: string) =>
        server.app.inject({
          method: 'POST',
          url: '/api/test/login.json',
          headers: { host, ...(cookie ? { cookie } : {}) },
          payload: { customerId },
        });
      const usernameWith = async (cookie: string) =>
        (
          await server.app.inject({
            method: 'GET',
            url: '/api/login_resp.json?skipconfig=1',
            headers: { host, cookie },
          })
        ).json().username;

      it(`is HttpOnly, SameSite=Lax, for the whole site${secure ? ', and Secure' : ''}`, async () => {
        const [cookie] = (await login()).cookies;
        expect(cookie).toMatchObject({ name: 'sid', path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 12 * 60 * 60 });
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(Boolean(cookie?.secure)).toBe(secure);
        expect(await usernameWith(`sid=${cookie?.value}`)).toBe('balie');
      });

      it('is replaced at a new login, so an earlier cookie stops working', async () => {
        const first = (await login()).cookies[0]?.value;
        const second = (await login(`sid=${first}`)).cookies[0]?.value;
        expect(second).not.toBe(first);
        expect(await usernameWith(`sid=${first}`)).toBe('');
        expect(await usernameWith(`sid=${second}`)).toBe('balie');
      });

      it('ends at logout: the cookie is cleared and no longer valid', async () => {
        const token = (await login()).cookies[0]?.value;
        const logout = await server.app.inject({
          method: 'POST',
          url: '/api/test/logout.json',
          headers: { host, cookie: `sid=${token}` },
        });
        const cleared = logout.cookies.find((cookie) => cookie.name === 'sid');
        expect(cleared?.value).toBe('');
        expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
        expect(await usernameWith(`sid=${token}`)).toBe('');
      });
    });
  }
});

describe.each(dialects)('session lifetime (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const hours = (count: number, from: Date) => new Date(from.getTime() + count * 60 * 60 * 1000);

  it('stays alive while used, but ends 12 hours after login however active', async () => {
    const { id: customerId } = await createCustomer(server.app.db, {
      tenantId: 'zakelijk',
      username: 'nachtdienst',
      email: 'nacht@example.com',
    });
    const start = new Date(Date.now() - 20 * 60 * 60 * 1000);
    const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId }, start);
    // Used every 1.5 hours: never idle for 2 hours, so it lasts…
    for (const at of [1.5, 3, 4.5, 6, 7.5, 9, 10.5]) {
      expect(
        (await findSession(server.app.db, 'zakelijk', token, hours(at, start)))?.customer.username,
        `after ${at} h`,
      ).toBe('nachtdienst');
    }
    // …until its absolute end.
    expect(await findSession(server.app.db, 'zakelijk', token, hours(12, start))).toBeUndefined();
  });

  it('ends after 2 hours without use', async () => {
    const { id: customerId } = await createCustomer(server.app.db, {
      tenantId: 'zakelijk',
      username: 'pauze',
      email: 'pauze@example.com',
    });
    const start = new Date(Date.now() - 5 * 60 * 60 * 1000);
    const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId }, start);
    expect(await findSession(server.app.db, 'zakelijk', token, hours(1.9, start))).toBeDefined();
    expect(await findSession(server.app.db, 'zakelijk', token, hours(3.95, start))).toBeUndefined();
    // Once ended it stays ended, even for a clock that says otherwise.
    expect(await findSession(server.app.db, 'zakelijk', token, hours(1, start))).toBeUndefined();
  });
});
