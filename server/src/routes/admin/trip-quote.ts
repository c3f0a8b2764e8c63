import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, tripEditReplySchema, tripQuoteRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal, editReply } from './desk-wire.ts';

/**
 * `POST /api/admin/trips/:id/quote` (docs/reference/api.md#admin-trip-quote): the trip as changed, priced again, and
 * nothing saved: the desk shows old → new before the change is confirmed.
 */
export const tripQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/:id/quote',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: tripQuoteRequestSchema,
        response: { 200: tripEditReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { priceCents, priceReason, ...changes } = request.body;
      const quoted = await app.desk.editTrip(actorOf(request), request.params.id, changes, {
        priceCents,
        priceReason,
        preview: true,
      });
      return quoted.ok ? editReply(quoted) : sendRefusal(reply, deskRefusal(quoted, 'tripNotFound'));
    },
  );
};
