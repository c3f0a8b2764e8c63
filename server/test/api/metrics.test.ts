import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** One sample's value from the exposition text, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(dialects)('metrics and request ids (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, { METRICS_PORT: '0' });
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const address = server.app.metrics.address();
    if (!address) throw new Error('metrics not served');
    return fetch(`http://127.0.0.1:${address.port}/metrics`);
  };

  it('serves the Prometheus text on its own port: requests by route and status, orders, the index, the event loop', async () => {
    for (let i = 0; i < 3; i++) await server.app.inject({ method: 'GET', url: '/healthz' });
    await server.app.inject({ method: 'GET', url: '/api/admin/trips/12345' });
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    // The route's pattern, never the path with its id.
    expect(text).toContain('route="/api/admin/trips/:id",status="401"');
    expect(text).not.toContain('/api/admin/trips/12345');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(text).toMatch(/^taxi_search_index_entries\{kind="addresses"\} \d+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
    expect(text).toMatch(/^# TYPE taxi_orders gauge$/m);
  });

  it('counts orders by state from the database', async () => {
    const customer = await server.app.db
      .insertInto('customers')
      .values({ tenant_id: 'demo', email: 'm@example.com', phone: '', created_at: new Date(), username: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const now = new Date();
    for (const status of ['paid', 'paid', 'pending'] as const)
      await server.app.db
        .insertInto('orders')
        .values({
          tenant_id: 'demo',
          customer_id: customer.id,
          hash: `h-${status}-${Math.random()}`,
          status,
          lang: 'nl',
          person: '{}',
          total_cents: 1000,
          cart_fingerprint: `f-${Math.random()}`,
          return_origin: 'http://localhost',
          created_at: now,
          updated_at: now,
        })
        .execute();
    const text = await (await scrape()).text();
    expect(sample(text, 'taxi_orders{tenant="demo",state="paid"}')).toBe(2);
    expect(sample(text, 'taxi_orders{tenant="demo",state="pending"}')).toBe(1);
  });

  it('answers anything but GET /metrics on that port with 404, and serves no metrics on the public one', async () => {
    const address = server.app.metrics.address();
    expect((await fetch(`http://127.0.0.1:${address?.port}/`)).status).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('http_requests_total');
  });

  it('gives every answer a request id, and takes the proxy’s when it looks like one', async () => {
    const own = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fromNginx = await server.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '0123456789abcdef0123456789abcdef' },
    });
    expect(fromNginx.headers['x-request-id']).toBe('0123456789abcdef0123456789abcdef');
    const forged = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\nc' } });
    expect(forged.headers['x-request-id']).not.toContain(' ');
  });
});

describe('a server without METRICS_PORT', () => {
  it('serves no metrics port', async () => {
    const server = await startTestServer('sqlite');
    try {
      expect(server.app.metrics.address()).toBeNull();
    } finally {
      await server.close();
    }
  });
});
