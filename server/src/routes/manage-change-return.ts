import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pathIdSchema } from '#common/contracts/path-id.ts';

/**
 * `GET /api/manage/:token/changes/:changeId/return` (docs/reference/api.md#manage-booking): the customer back from
 * paying a change; the provider is asked, then the manage page is shown.
 */
export const manageChangeReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/manage/:token/changes/:changeId/return',
    {
      schema: {
        params: z.strictObject({
          token: z.string().max(100),
          changeId: pathIdSchema,
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, changeId } = request.params;
      return reply.redirect(await app.manage.changeReturnPage(request.tenant, token, changeId), 303);
    },
  );
};
