import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceIdParamsSchema } from '#common/contracts/invoices.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `GET /api/admin/invoices/:id/pdf` (docs/reference/api.md#admin-invoices): the invoice's PDF as it was issued, shown in
 * the browser; its hash is checked first (a mismatch is a 500, logged).
 */
export const invoicePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/:id/pdf',
    {
      config: { deskAbility: 'invoices' },
      schema: { params: invoiceIdParamsSchema, response: { 200: z.instanceof(Buffer), ...adminRefusals } },
    },
    async (request, reply) => {
      const outcome = await app.invoices.pdf(actorOf(request), request.params.id);
      if (!outcome.ok) return refuse(reply, outcome.error);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="factuur-${outcome.value.number}.pdf"`)
        .send(outcome.value.pdf);
    },
  );
};
