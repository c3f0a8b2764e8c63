import fp from 'fastify-plugin';
import { osrmProvider } from './osrm.ts';
import { createRouting, type Routing } from './routing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    roads: Routing;
  }
}

export interface RoutingPluginOptions {
  /** OSRM's base URL (ROUTING_URL); unset: every distance is the estimate. */
  routingUrl: string | undefined;
  /** How long a route may take (ROUTING_TIMEOUT_MS). */
  routingTimeoutMs: number;
}

/** Road distances and times for the price (docs/reference/environment.md#routing, docs/decisions/042-tariff-routing-holidays.md). */
export const routingPlugin = fp<RoutingPluginOptions>(
  async (app, options) => {
    app.decorate(
      'roads',
      createRouting({
        provider: options.routingUrl ? osrmProvider(options.routingUrl, options.routingTimeoutMs) : null,
        log: app.log,
      }),
    );
  },
  { name: 'routing' },
);
