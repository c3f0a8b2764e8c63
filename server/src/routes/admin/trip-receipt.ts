import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { receiptReplies, sendReceipt } from '../receipt-replies.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/**
 * `GET /api/admin/trips/:id/receipt.pdf` (docs/reference/api.md#admin-trip-receipt): the receipt of the trip's order,
 * for a dispatcher to print or forward.
 */
export const tripReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:id/receipt.pdf',
    {
      config: { deskAbility: 'board' },
      // A refusal of the receipt itself goes out as words (text, not serialized); the desk's own as keys.
      schema: { params: deskIdParamsSchema, response: { ...adminRefusals, 200: receiptReplies[200] } },
    },
    async (request, reply) => sendReceipt(reply, await app.receipts.forDesk(actorOf(request), request.params.id)),
  );
};
