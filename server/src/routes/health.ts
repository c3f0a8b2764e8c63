import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import { indexRetryAfterSeconds } from '../modules/places/not-ready.ts';
import { pingDatabase } from '../plugins/database.ts';

const okSchema = z.strictObject({ status: z.literal('ok') });

/** Probes for the process supervisor and the load balancer; never rate limited. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { config: { rateLimit: false }, schema: { response: { 200: okSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  // docs/operations.md#readiness-and-stopping: not while stopping, not before the address index is built and the
  // start's own work is done, not without the database.
  app.get(
    '/readyz',
    { config: { rateLimit: false }, schema: { response: { 200: okSchema, 503: errorReplySchema } } },
    async (request, reply) => {
      if (app.readiness.stopping()) return reply.code(503).send({ error: 'Stopping' });
      const starting = app.places.ready() ? app.readiness.held() : 'Starting: the address index is being built';
      if (starting !== null) {
        reply.header('retry-after', String(indexRetryAfterSeconds));
        return reply.code(503).send({ error: starting });
      }
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ error: 'Database unreachable' });
      }
      return { status: 'ok' as const };
    },
  );
};
