import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageErrorReplySchema, manageParamsSchema, manageReplySchema } from '#common/contracts/manage.ts';

/** `GET /api/manage/:token` (docs/reference/api.md#manage-booking): the customer's booking by its link. */
export const manageBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/:token',
    { schema: { params: manageParamsSchema, response: { 200: manageReplySchema, 404: manageErrorReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await app.manage.booking(request.tenant, request.params.token);
      if (!outcome.ok) return reply.code(404).send({ error: outcome.error });
      return outcome.reply;
    },
  );
};
