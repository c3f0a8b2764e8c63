import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, tripDetailReplySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { tripDetailReply } from './desk-wire.ts';

/** `GET /api/admin/trips/:id` (docs/reference/api.md#admin-trip-detail): a trip, its order, refunds, mails, history. */
export const tripDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:id',
    {
      config: { deskAbility: 'board' },
      schema: { params: deskIdParamsSchema, response: { 200: tripDetailReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const detail = await app.desk.getTrip(actorOf(request), request.params.id);
      return detail ? tripDetailReply(detail) : refuse(reply, 'tripNotFound');
    },
  );
};
