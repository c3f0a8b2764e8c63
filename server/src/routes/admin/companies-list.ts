import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyListReplySchema } from '#common/contracts/companies.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { companyRouteConfig } from './company-wire.ts';

/** `GET /api/admin/companies` (docs/reference/api.md#admin-companies): the tenant's companies and users; admins only. */
export const companiesListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/companies',
    { config: companyRouteConfig, schema: { response: { 200: companyListReplySchema, ...adminRefusals } } },
    async (request, reply) => {
      const companies = await app.companies.list(actorOf(request));
      return companies ? { companies } : refuse(reply, 'forbidden');
    },
  );
};
