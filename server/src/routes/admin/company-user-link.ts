import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyUserLinkSchema, companyUserParamsSchema } from '#common/contracts/companies.ts';
import { actorOf } from './admin-replies.ts';
import { companyReplies, companyRouteConfig, linkPlaceOf, sendCompany } from './company-wire.ts';

/**
 * `POST /api/admin/companies/:id/users/:userId/link` (docs/reference/api.md#admin-companies): a new set-password link
 * mailed to the user; earlier unused links stop working. Admins only.
 */
export const companyUserLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/companies/:id/users/:userId/link',
    {
      config: companyRouteConfig,
      schema: { params: companyUserParamsSchema, body: companyUserLinkSchema, response: companyReplies },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      const sent = await app.companies.resendLink(
        actorOf(request),
        id,
        userId,
        linkPlaceOf(request, request.body.lang),
      );
      return sendCompany(reply, sent);
    },
  );
};
