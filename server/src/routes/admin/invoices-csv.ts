import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deskInvoicesQuerySchema } from '#common/contracts/invoices.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `GET /api/admin/invoices.csv?month=` (docs/reference/api.md#admin-invoices): the month's invoices for the accountant,
 * as a CSV file for Excel (UTF-8 with a byte-order mark, `;` between fields).
 */
export const invoicesCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices.csv',
    {
      config: { deskAbility: 'invoices' },
      // The file's bytes go out as they are (Fastify serializes no Buffer).
      schema: { querystring: deskInvoicesQuerySchema, response: { 200: z.instanceof(Buffer), ...adminRefusals } },
    },
    async (request, reply) => {
      const { month } = request.query;
      const outcome = await app.invoices.csv(actorOf(request), month);
      if (!outcome.ok) return refuse(reply, outcome.error);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="facturen-${month}.csv"`)
        .send(outcome.value);
    },
  );
};
