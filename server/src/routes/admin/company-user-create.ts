import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUserInputSchema } from '#common/contracts/companies.ts';
import { actorOf } from './admin-replies.ts';
import { companyParamsSchema, companyReplies, companyRouteConfig, linkPlaceOf, sendCompany } from './company-wire.ts';

/**
 * `POST /api/admin/companies/:id/users` (docs/reference/api.md#admin-companies): a new user of the company, mailed a
 * link to set their password; the company with its users as the reply. Admins only.
 */
export const companyUserCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/users',
    {
      config: companyRouteConfig,
      schema: { params: companyParamsSchema, body: companyUserInputSchema, response: companyReplies },
    },
    async (request, reply) => {
      const { lang, ...user } = request.body;
      const added = await app.companies.addUser(actorOf(request), request.params.id, user, linkPlaceOf(request, lang));
      return sendCompany(reply, added, 201);
    },
  );
};
