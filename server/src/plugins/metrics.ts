import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The server's metrics in Prometheus's text format (docs/operations.md#metrics): requests per route and status with
 * their latency, orders, trips and payments by state, the address index's size, and Node's own (event-loop lag,
 * memory, CPU). Served on a port of their own (METRICS_PORT), never on the public one.
 */

export interface Metrics {
  /** The exposition text, as Prometheus scrapes it. */
  text(): Promise<string>;
  contentType: string;
  /** Where `GET /metrics` is served once the app is ready; null without METRICS_PORT. */
  address(): AddressInfo | null;
}

export interface MetricsOptions {
  /** METRICS_PORT: serve `GET /metrics` there (0: any free port); undefined: not served. */
  port: number | undefined;
  /** METRICS_HOST: a private address, never the public one. */
  host: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Latency buckets in seconds: the API answers in milliseconds, the PDFs and the board's first paint in tenths. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** How many rows of `table` are in each state, per tenant: read when Prometheus scrapes, from the shared database. */
async function countByState(app: FastifyInstance, table: 'orders' | 'order_trips' | 'refunds' | 'owed_links') {
  return app.db
    .selectFrom(table)
    .select(['tenant_id', 'status', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy(['tenant_id', 'status'])
    .execute();
}

function stateGauge(
  registry: Registry,
  app: FastifyInstance,
  name: string,
  help: string,
  table: Parameters<typeof countByState>[1],
) {
  return new Gauge({
    name,
    help,
    labelNames: ['tenant', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await countByState(app, table))
        this.set({ tenant: row.tenant_id, state: row.status }, Number(row.count));
    },
  });
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    // A registry per app: tests build many apps in one process, and each counts its own requests.
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: latencyBuckets,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (`/api/admin/trips/:id`), never the path itself, so the series stay few.
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    stateGauge(registry, app, 'taxi_orders', 'Orders by tenant and state.', 'orders');
    stateGauge(registry, app, 'taxi_trips', 'Booked trips by tenant and state.', 'order_trips');
    stateGauge(registry, app, 'taxi_refunds', 'Refunds by tenant and state.', 'refunds');
    stateGauge(registry, app, 'taxi_owed_links', 'Payment links of raised prices by tenant and state.', 'owed_links');
    new Gauge({
      name: 'taxi_search_index_entries',
      help: 'What the address search index holds, by kind.',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        for (const [kind, count] of Object.entries(app.places.size())) this.set({ kind }, count);
      },
    });

    const text = () => registry.metrics();
    let server: Server | undefined;
    if (options.port !== undefined) {
      const port = options.port;
      // Its own port, apart from the customers' and the desk's: Prometheus reaches it, the internet does not.
      server = createServer((request, response) => {
        if (request.method !== 'GET' || request.url !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n');
          return;
        }
        text().then(
          (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics not collected');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics not collected\n');
          },
        );
      });
      const listening = server;
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          listening.once('error', reject);
          listening.listen(port, options.host, resolve);
        });
      });
      app.addHook('onClose', async () => {
        await new Promise<void>((resolve) => listening.close(() => resolve()));
      });
    }

    app.decorate('metrics', {
      text,
      contentType: registry.contentType,
      address: () => (server?.listening ? (server.address() as AddressInfo) : null),
    } satisfies Metrics);
  },
  { name: 'metrics' },
);
