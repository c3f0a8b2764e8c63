import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, adminRefusals } from './admin-replies.ts';

/**
 * `GET /api/admin/events` (docs/reference/api.md#admin-events): the tenant's trips created and changed, as
 * Server-Sent Events, while the desk session lasts. Never compressed: a compressor would hold events back until its
 * buffer fills (@fastify/compress leaves event streams alone by default; said here so that cannot change unseen). The
 * rate limit counts the connection once.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      config: { deskAbility: 'board' },
      compress: false,
      schema: { response: { 200: z.instanceof(Readable), ...adminRefusals } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const stream = await app.deskEvents.stream(actor.tenantId, {
        staffId: actor.staffId,
        stillAllowed: () => app.staff.stillAllowed(request, 'board'),
      });
      // A proxy such as nginx passes each event on at once.
      return reply.type('text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(stream);
    },
  );
};
