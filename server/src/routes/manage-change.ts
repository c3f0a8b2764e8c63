import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageChangeRequestSchema, manageErrorStatus, manageTripParamsSchema } from '#common/contracts/manage.ts';
import { changeRefusalReply, tripChangeResponses } from './trip-change-reply.ts';

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
        response: tripChangeResponses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, tripId } = request.params;
      const outcome = await app.manage.changeTrip(request.tenant, token, tripId, request.body);
      if (outcome.ok) return outcome.reply;
      return reply.code(manageErrorStatus[outcome.error]).send(changeRefusalReply(outcome));
    },
  );
};
