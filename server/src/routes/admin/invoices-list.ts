import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskInvoicesQuerySchema, deskInvoicesReplySchema } from '#common/contracts/invoices.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/** `GET /api/admin/invoices?month=` (docs/reference/api.md#admin-invoices): the month's invoices and the credits owed. */
export const invoicesListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      config: { deskAbility: 'invoices' },
      schema: { querystring: deskInvoicesQuerySchema, response: { 200: deskInvoicesReplySchema, ...adminRefusals } },
    },
    async (request, reply) => answer(reply, await app.invoices.list(actorOf(request), request.query.month)),
  );
};
