import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import type { OrderRow } from '../db/tables.ts';
import { findOrder, findOrderByPayment } from '../modules/orders/order-store.ts';
import { hasReturnToken } from '../modules/orders/return-token.ts';
import { acceptFormBodies } from '../plugins/form-body.ts';

const providerNames = ['simulator', 'mollie'] as const;

/** The return page of each state an order can be in after the customer's return (docs/decisions/010). */
const returnPages: Record<OrderRow['status'], 'success' | 'failed' | 'cancelled'> = {
  paid: 'success',
  booked: 'success',
  canceled: 'cancelled',
  failed: 'failed',
  expired: 'failed',
  pending: 'failed',
};

/**
 * The provider's webhook and the customer's return (docs/decisions/010-orders-and-payments.md). Both only name a
 * payment or an order; how the payment went is always asked of the provider.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);

  app.post(
    '/api/payments/webhook/:provider',
    {
      schema: {
        params: z.strictObject({ provider: z.enum(providerNames) }),
        response: { 200: z.strictObject({}), 400: errorReplySchema, 503: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const parsed = app.payments.parseWebhook(provider, request.body, request.headers);
      if (!parsed.ok) return reply.code(400).send({ error: parsed.error.message });
      const order = await findOrderByPayment(app.db, provider, parsed.value.providerPaymentId);
      // An id we never made answers as a known one does: whoever posts it learns nothing (and a provider stops
      // retrying).
      if (!order) {
        request.log.warn({ provider, paymentId: parsed.value.providerPaymentId }, 'Webhook for an unknown payment');
        return {};
      }
      // When the provider could not tell us the status, a 503 makes it call again later. Mollie calls the payment's
      // webhook when one of its refunds changes too.
      const { known } = await app.orders.syncPayment(order);
      const refundsKnown = await app.desk.syncRefunds(order);
      if (!known || !refundsKnown)
        return reply.code(503).send({ error: 'The payment status is not available yet; try again' });
      return {};
    },
  );

  app.get(
    '/api/payments/return/:orderId',
    {
      schema: {
        params: z.strictObject({
          orderId: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 31 - 1),
        }),
        querystring: z.object({ token: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      const order = await findOrder(app.db, request.params.orderId);
      reply.header('cache-control', 'no-store');
      // An order of another operator, none at all, or an address without the order's own token: the return page shows
      // pageInvalid, a way on from there. Nothing about the order is told and the provider is not asked.
      if (!order || order.tenant_id !== request.tenant.id || !hasReturnToken(order, request.query.token)) {
        return reply.redirect('/payment/failed/unknown', 303);
      }
      const { status } = await app.orders.syncPayment(order);
      return reply.redirect(`/payment/${returnPages[status]}/${order.hash}`, 303);
    },
  );
};
