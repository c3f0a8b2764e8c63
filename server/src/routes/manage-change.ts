import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  manageChangeReplySchema,
  manageChangeRequestSchema,
  manageErrorReplySchema,
  manageErrorStatus,
  manageTripParamsSchema,
} from '#common/contracts/manage.ts';

/**
 * `POST /api/manage/:token/trips/:tripId/change` (docs/reference/api.md#manage-booking): the customer changes a trip
 * of their booking; a higher price answers the payment of the difference.
 */
export const manageChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/manage/:token/trips/:tripId/change',
    {
      schema: {
        params: manageTripParamsSchema,
        body: manageChangeRequestSchema,
        response: {
          200: manageChangeReplySchema,
          404: manageErrorReplySchema,
          409: manageErrorReplySchema,
          422: manageErrorReplySchema,
          502: manageErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, tripId } = request.params;
      const outcome = await app.manage.changeTrip(request.tenant, token, tripId, request.body);
      if (outcome.ok) return outcome.reply;
      const status = manageErrorStatus[outcome.error];
      if (outcome.error === 'tripInvalid')
        return reply.code(status).send({ error: outcome.error, ...(outcome.quote ? { quote: outcome.quote } : {}) });
      return reply.code(status).send({ error: outcome.error });
    },
  );
};
