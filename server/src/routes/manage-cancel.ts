import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  manageCancelReplySchema,
  manageErrorReplySchema,
  manageErrorStatus,
  manageTripParamsSchema,
} from '#common/contracts/manage.ts';

/**
 * `POST /api/manage/:token/trips/:tripId/cancel` (docs/reference/api.md#manage-booking): the customer cancels a trip
 * of their booking, with the refund the tenant's policy gives.
 */
export const manageCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/manage/:token/trips/:tripId/cancel',
    {
      schema: {
        params: manageTripParamsSchema,
        response: { 200: manageCancelReplySchema, 404: manageErrorReplySchema, 409: manageErrorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, tripId } = request.params;
      const outcome = await app.manage.cancelTrip(request.tenant, token, tripId);
      if (!outcome.ok) return reply.code(manageErrorStatus[outcome.error]).send({ error: outcome.error });
      return outcome.reply;
    },
  );
};
