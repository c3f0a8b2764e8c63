import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerQuerySchema, callersReplySchema } from '#common/contracts/desk-booking.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/**
 * `GET /api/admin/callers?q=` (docs/reference/api.md#admin-callers): the caller of a phone booking looked up by phone
 * number (any spelling), email or name, among the tenant's own customers and earlier guests.
 */
export const callersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/callers',
    {
      config: { deskAbility: 'tripActions' },
      schema: { querystring: callerQuerySchema, response: { 200: callersReplySchema, ...adminRefusals } },
    },
    async (request) => ({ callers: await app.desk.findCallers(actorOf(request), request.query.q) }),
  );
};
