import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { manageReceiptParamsSchema } from '#common/contracts/receipts.ts';
import { receiptReplies, sendReceipt } from './receipt-replies.ts';

/** `GET /api/manage/:token/receipt.pdf` (docs/reference/api.md#manage-receipt): the order's receipt by its link. */
export const manageReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/:token/receipt.pdf',
    { schema: { params: manageReceiptParamsSchema, response: receiptReplies } },
    async (request, reply) => sendReceipt(reply, await app.receipts.byManageLink(request.tenant, request.params.token)),
  );
};
