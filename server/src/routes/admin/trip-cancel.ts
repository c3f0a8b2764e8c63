import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelReplySchema, cancelRequestSchema, deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { transitionRefusal } from './assignment-wire.ts';
import { deskRefusal, refundResultReply } from './desk-wire.ts';

/**
 * `POST /api/admin/trips/:id/cancel` (docs/reference/api.md#admin-trip-cancel): cancels the trip, with a refund of its
 * order when an admin asks for one; the cancellation stands whatever the refund does.
 */
export const tripCancelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/:id/cancel',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: cancelRequestSchema,
        response: { 200: cancelReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const canceled = await app.desk.cancelTrip(actorOf(request), id, request.body);
      if (!canceled.ok) return sendRefusal(reply, transitionRefusal(canceled, request));
      const { refund } = canceled;
      return {
        tripId: id,
        from: canceled.from,
        to: canceled.to,
        refund: refund?.ok ? refundResultReply(refund) : null,
        refundError: refund && !refund.ok ? deskRefusal(refund, 'orderNotFound') : null,
      };
    },
  );
};
