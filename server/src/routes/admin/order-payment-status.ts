import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, paymentStatusReplySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal, paymentStatusReply } from './desk-wire.ts';

/**
 * `POST /api/admin/orders/:id/payment-status` (docs/reference/api.md#admin-payment-status): "fetch status", the
 * provider asked about the order's payment and refunds, which settles what a lost webhook left pending.
 */
export const orderPaymentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/payment-status',
    {
      config: { deskAbility: 'tripActions' },
      schema: { params: deskIdParamsSchema, response: { 200: paymentStatusReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const status = await app.desk.fetchPaymentStatus(actorOf(request), request.params.id);
      return status.ok ? paymentStatusReply(status) : sendRefusal(reply, deskRefusal(status, 'orderNotFound'));
    },
  );
};
