import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingsChangeErrorStatus, bookingsChangeParamsSchema } from '#common/contracts/bookings-change.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { manageChangeRequestSchema } from '#common/contracts/manage.ts';
import { changeRefusalReply, tripChangeResponses } from './trip-change-reply.ts';

/**
 * `POST /api/bookings/trips/:tripId/change` (docs/reference/api.md#bookings-change): the logged-in customer changes one
 * of their trips, by the manage call's code (docs/decisions/022-manage-booking.md).
 */
export const bookingsChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/bookings/trips/:tripId/change',
    {
      schema: {
        params: bookingsChangeParamsSchema,
        body: manageChangeRequestSchema,
        response: { ...tripChangeResponses, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = (await app.sessions.read(request))?.customer;
      if (!customer) return reply.code(bookingsChangeErrorStatus.loginRequired).send({ error: 'loginRequired' });
      const outcome = await app.manage.changeCustomerTrip(
        request.tenant,
        customer,
        request.params.tripId,
        request.body,
      );
      if (outcome.ok) return outcome.reply;
      return reply.code(bookingsChangeErrorStatus[outcome.error]).send(changeRefusalReply(outcome));
    },
  );
};
