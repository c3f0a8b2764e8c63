import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyInputSchema } from '#common/contracts/companies.ts';
import { actorOf } from './admin-replies.ts';
import { companyReplies, companyRouteConfig, sendCompany } from './company-wire.ts';

/** `POST /api/admin/companies` (docs/reference/api.md#admin-companies): a new company of the tenant; admins only. */
export const companyCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies',
    { config: companyRouteConfig, schema: { body: companyInputSchema, response: companyReplies } },
    async (request, reply) => sendCompany(reply, await app.companies.create(actorOf(request), request.body), 201),
  );
};
