import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import { acceptFormBodies } from '../plugins/form-body.ts';

const providerNames = ['simulator', 'mollie'] as const;
const orderIdSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/**
 * The provider's webhook and the customer's return (docs/reference/api.md#payments-webhook,
 * docs/reference/api.md#payment-return). Both only name a payment or an order.
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
      // A payment of the difference of a customer's change (docs/decisions/022-manage-booking.md), else an order's.
      const change = await app.manage.paymentWebhook(request.params.provider, request.body, request.headers);
      if (change.handled) {
        if (change.known) return {};
        return reply.code(503).send({ error: 'The payment status is not available yet; try again' });
      }
      const outcome = await app.orders.paymentWebhook(request.params.provider, request.body, request.headers);
      if (!outcome.ok && outcome.error === 'invalidWebhook') return reply.code(400).send({ error: outcome.message });
      // Mollie calls the payment's webhook when one of its refunds changes too.
      const refundsKnown = outcome.order ? await app.desk.syncRefunds(outcome.order) : true;
      if (outcome.ok && refundsKnown) return {};
      // A 503 makes the provider call again later.
      return reply.code(503).send({ error: 'The payment status is not available yet; try again' });
    },
  );

  // A phone booking's payment link, or the link of what a paid order owes (docs/reference/api.md#payment-link-webhook):
  // the address names the order, whatever the provider posts, and the links' status is asked of the provider.
  app.post(
    '/api/payments/link-webhook/:orderId',
    {
      schema: {
        params: z.strictObject({ orderId: orderIdSchema }),
        response: { 200: z.strictObject({}), 503: errorReplySchema },
      },
    },
    async (request, reply) => {
      if (await app.desk.linkWebhook(request.params.orderId)) return {};
      return reply.code(503).send({ error: 'The payment status is not available yet; try again' });
    },
  );

  app.get(
    '/api/payments/return/:orderId',
    {
      schema: {
        params: z.strictObject({ orderId: orderIdSchema }),
        querystring: z.object({ token: z.string().max(100).default('') }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await app.orders.paymentReturnPage(request.tenant, request.params.orderId, request.query.token);
      return reply.redirect(page, 303);
    },
  );
};
