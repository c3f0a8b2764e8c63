import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** A client address of its own per run, so counters left in a shared Redis do not interfere. */
const someClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe.each(dialects)('security headers (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('sends a strict Content-Security-Policy: own origin only, no inline script or style, no framing; forms only to the payment pages', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/login_resp.json' });
    const policy = Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
    );
    expect(policy).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self'",
      'img-src': "'self' data:",
      'connect-src': "'self'",
      'font-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      // The public URL serves the simulator's payment page; Mollie's checkout is on www.mollie.com.
      'form-action': "'self' http://localhost:8080 https://www.mollie.com",
      'frame-ancestors': "'none'",
    });
  });

  it('sends the usual hardening headers on pages and errors alike', async () => {
    for (const url of ['/api/login_resp.json', '/api/nothing', '/trip/new']) {
      const { headers } = await server.app.inject({ method: 'GET', url });
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    }
  });
});

const stores: Array<[store: string, env: Record<string, string>]> = [['memory', {}]];
if (process.env.TEST_REDIS_URL) stores.push(['Redis', { REDIS_URL: process.env.TEST_REDIS_URL }]);

describe.each(dialects)('rate limit (%s)', (dialect) => {
  describe.each(stores)('counted in %s', (_store, env) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(dialect, { RATE_LIMIT: '3', ...env });
    });
    afterAll(() => server.close());

    it('answers the 4th request in a minute from one address with 429 JSON, and other addresses still get through', async () => {
      const client = someClientAddress();
      const request = (remoteAddress: string) =>
        server.app.inject({ method: 'GET', url: '/api/login_resp.json?skipconfig=1', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await request(client)).statusCode).toBe(200);
      const limited = await request(client);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatch(/^Rate limit exceeded, retry in/);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await request(someClientAddress())).statusCode).toBe(200);
    });

    it('counts requests for unknown paths too', async () => {
      const client = someClientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await server.app.inject({ method: 'GET', url: `/api/probe-${i}`, remoteAddress: client })).statusCode,
        );
      expect(statuses).toEqual([404, 404, 404, 429]);
    });

    it('never limits the health probes', async () => {
      const client = someClientAddress();
      for (let i = 0; i < 5; i += 1) {
        for (const url of ['/healthz', '/readyz'])
          expect((await server.app.inject({ method: 'GET', url, remoteAddress: client })).statusCode).toBe(200);
      }
    });
  });

  it('is off with RATE_LIMIT=0', async () => {
    const server = await startTestServer(dialect, { RATE_LIMIT: '0' });
    try {
      const client = someClientAddress();
      for (let i = 0; i < 20; i += 1) {
        expect(
          (await server.app.inject({ method: 'GET', url: '/api/login_resp.json?skipconfig=1', remoteAddress: client }))
            .statusCode,
        ).toBe(200);
      }
    } finally {
      await server.close();
    }
  });
});
