import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { creditRequestSchema } from '#common/contracts/invoices.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/**
 * `POST /api/admin/invoices/credits` (docs/reference/api.md#admin-invoices): the credit invoice of what an invoice's
 * trips are owed, mailed to the company.
 */
export const invoiceCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoices/credits',
    {
      config: { deskAbility: 'invoices' },
      schema: {
        body: creditRequestSchema,
        response: { 201: z.strictObject({ id: z.number().int(), number: z.string() }), ...adminRefusals },
      },
    },
    async (request, reply) => answer(reply, await app.invoices.credit(actorOf(request), request.body.invoiceId), 201),
  );
};
