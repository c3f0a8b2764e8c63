import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInputSchema } from '#common/contracts/companies.ts';
import { actorOf } from './admin-replies.ts';
import { companyParamsSchema, companyReplies, companyRouteConfig, sendCompany } from './company-wire.ts';

/** `PATCH /api/admin/companies/:id` (docs/reference/api.md#admin-companies): a company's details; admins only. */
export const companyUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/companies/:id',
    {
      config: companyRouteConfig,
      schema: { params: companyParamsSchema, body: companyInputSchema, response: companyReplies },
    },
    async (request, reply) =>
      sendCompany(reply, await app.companies.change(actorOf(request), request.params.id, request.body)),
  );
};
