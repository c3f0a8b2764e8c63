import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  paymentStatusParamsSchema,
  paymentStatusQuerySchema,
  paymentStatusReplySchema,
} from '#common/contracts/payment-status.ts';
import { errorReplySchema } from '#common/contracts/error.ts';

/** `GET /api/payments/status/:orderId?token=` (docs/reference/api.md#payment-status). */
export const paymentStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/status/:orderId',
    {
      schema: {
        params: paymentStatusParamsSchema,
        querystring: paymentStatusQuerySchema,
        response: { 200: paymentStatusReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const status = await app.orders.paymentStatus(request.tenant, request.params.orderId, request.query.token);
      if (!status.ok) return reply.code(404).send({ error: status.error });
      return { outcome: status.outcome };
    },
  );
};
