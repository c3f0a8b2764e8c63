import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  manageErrorReplySchema,
  manageErrorStatus,
  manageOwedReplySchema,
  manageParamsSchema,
} from '#common/contracts/manage.ts';

/**
 * `POST /api/manage/:token/owed` (docs/reference/api.md#manage-booking-owed): the link to pay what the customer's paid
 * order still owes after its price was raised.
 */
export const manageOwedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/manage/:token/owed',
    {
      schema: {
        params: manageParamsSchema,
        response: {
          200: manageOwedReplySchema,
          404: manageErrorReplySchema,
          409: manageErrorReplySchema,
          502: manageErrorReplySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await app.manage.owedLink(request.tenant, request.params.token);
      if (!outcome.ok) return reply.code(manageErrorStatus[outcome.error]).send({ error: outcome.error });
      return outcome.reply;
    },
  );
};
