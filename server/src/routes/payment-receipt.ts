import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentReceiptParamsSchema, paymentReceiptQuerySchema } from '#common/contracts/receipts.ts';
import { receiptReplies, sendReceipt } from './receipt-replies.ts';

/**
 * `GET /api/payments/:orderId/receipt.pdf?hash=` (docs/reference/api.md#payment-receipt): the paid order's receipt
 * from the payment's success page, by the hash of that page's address.
 */
export const paymentReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments/:orderId/receipt.pdf',
    {
      schema: { params: paymentReceiptParamsSchema, querystring: paymentReceiptQuerySchema, response: receiptReplies },
    },
    async (request, reply) =>
      sendReceipt(reply, await app.receipts.byReturn(request.tenant, request.params.orderId, request.query.hash)),
  );
};
