import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, refundReplySchema, refundRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal, refundResultReply } from './desk-wire.ts';

/**
 * `POST /api/admin/orders/:id/refunds` (docs/reference/api.md#admin-refund): money back through the order's payment
 * provider, at most what remains; admins only. The same idempotency key answers the same refund.
 */
export const orderRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/refunds',
    {
      config: { deskAbility: 'refund' },
      schema: {
        params: deskIdParamsSchema,
        body: refundRequestSchema,
        response: { 200: refundReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { tripId, ...refund } = request.body;
      const made = await app.desk.refund(actorOf(request), { orderId: request.params.id, tripId }, refund);
      return made.ok
        ? refundResultReply(made)
        : sendRefusal(reply, deskRefusal(made, tripId === undefined ? 'orderNotFound' : 'tripNotFound'));
    },
  );
};
