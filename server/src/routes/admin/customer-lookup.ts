import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personQuerySchema, personSummarySchema } from '#common/contracts/personal-data.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/**
 * `GET /api/admin/customers?email=` (docs/reference/api.md#admin-customers): what the tenant holds about the address,
 * in counts, and what would stop its erase; admins only.
 */
export const customerLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers',
    {
      config: { deskAbility: 'privacy' },
      schema: { querystring: personQuerySchema, response: { 200: personSummarySchema, ...adminRefusals } },
    },
    async (request, reply) => answer(reply, await app.privacy.summary(actorOf(request), request.query.email)),
  );
};
