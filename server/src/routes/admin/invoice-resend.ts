import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invoiceIdParamsSchema } from '#common/contracts/invoices.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/** `POST /api/admin/invoices/:id/resend` (docs/reference/api.md#admin-invoices): the invoice mailed to the company again. */
export const invoiceResendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invoices/:id/resend',
    {
      config: { deskAbility: 'invoices' },
      schema: {
        params: invoiceIdParamsSchema,
        response: { 200: z.strictObject({ mailedAt: z.string() }), ...adminRefusals },
      },
    },
    async (request, reply) => answer(reply, await app.invoices.resend(actorOf(request), request.params.id)),
  );
};
