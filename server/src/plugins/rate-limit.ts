import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitOptions {
  /** Requests per minute per client address; 0 turns the limits off. */
  perMinute: number;
  /** Shared counters for several instances; else each instance counts in memory. */
  redisUrl: string | undefined;
}

/** One limit for every route (routes may opt out with `config: { rateLimit: false }`). */
export const rateLimitPlugin = fp<RateLimitOptions>(
  async (app, options) => {
    if (options.perMinute === 0) return;
    const redis = options.redisUrl
      ? new Redis(options.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true })
      : undefined;
    if (redis) {
      await redis
        .connect()
        .catch((error: unknown) =>
          app.log.warn({ err: error }, 'Redis unreachable; rate limits are not counted until it is back'),
        );
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
    }
    await app.register(rateLimit, {
      global: true,
      max: options.perMinute,
      timeWindow: '1 minute',
      // A Redis outage must not take the site down with it.
      skipOnError: true,
      ...(redis ? { redis } : {}),
    });
  },
  { name: 'rate-limit' },
);
