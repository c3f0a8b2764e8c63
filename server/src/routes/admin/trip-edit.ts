import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, tripEditReplySchema, tripEditRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal, editReply } from './desk-wire.ts';

/**
 * `PATCH /api/admin/trips/:id` (docs/reference/api.md#admin-trip-edit): changes the trip, priced again (or by hand,
 * with a reason); a trip that changed since `version` is 409 `conflict`.
 */
export const tripEditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/trips/:id',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: tripEditRequestSchema,
        response: { 200: tripEditReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { priceCents, priceReason, version, ...changes } = request.body;
      const edited = await app.desk.editTrip(actorOf(request), request.params.id, changes, {
        priceCents,
        priceReason,
        version,
      });
      return edited.ok ? editReply(edited) : sendRefusal(reply, deskRefusal(edited, 'tripNotFound'));
    },
  );
};
