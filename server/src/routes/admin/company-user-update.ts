import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUserChangeSchema, companyUserParamsSchema } from '#common/contracts/companies.ts';
import { actorOf } from './admin-replies.ts';
import { companyReplies, companyRouteConfig, sendCompany } from './company-wire.ts';

/**
 * `PATCH /api/admin/companies/:id/users/:userId` (docs/reference/api.md#admin-companies): a user disabled (sessions
 * ended, login refused) or enabled again; admins only.
 */
export const companyUserUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/companies/:id/users/:userId',
    {
      config: companyRouteConfig,
      schema: { params: companyUserParamsSchema, body: companyUserChangeSchema, response: companyReplies },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      return sendCompany(
        reply,
        await app.companies.setUserDisabled(actorOf(request), id, userId, request.body.disabled),
      );
    },
  );
};
