import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import { companyInvoicesReplySchema, invoiceIdParamsSchema } from '#common/contracts/invoices.ts';

/**
 * `GET /api/invoices.json` and `GET /api/invoices/:id/pdf` (docs/reference/api.md#company-invoices): a company user's
 * company's invoices and their PDFs; an invoice of another company or tenant is not found.
 */
export const companyInvoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invoices.json',
    { schema: { response: { 200: companyInvoicesReplySchema, 401: errorReplySchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = (await app.sessions.read(request))?.customer;
      if (!customer) return reply.code(401).send({ error: 'loginRequired' });
      if (customer.companyId === null) return { invoices: [] };
      return { invoices: await app.invoices.forCompany(request.tenant.id, customer.companyId) };
    },
  );
  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        params: invoiceIdParamsSchema,
        response: { 200: z.instanceof(Buffer), 401: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const customer = (await app.sessions.read(request))?.customer;
      if (!customer) return reply.code(401).send({ error: 'loginRequired' });
      const found =
        customer.companyId === null
          ? undefined
          : await app.invoices.companyPdf(request.tenant.id, customer.companyId, request.params.id);
      if (!found) return reply.code(404).send({ error: 'invoiceNotFound' });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="factuur-${found.number}.pdf"`)
        .send(found.pdf);
    },
  );
};
