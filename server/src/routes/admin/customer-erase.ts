import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseReplySchema, personQuerySchema } from '#common/contracts/personal-data.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/**
 * `POST /api/admin/customers/erase` (docs/reference/api.md#admin-customers): the address's accounts erased and their
 * orders anonymised, issued invoices kept; refused `openTrips` or `moneyOwed` until those are settled; audited.
 */
export const customerEraseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/erase',
    {
      config: { deskAbility: 'privacy' },
      schema: { body: personQuerySchema, response: { 200: eraseReplySchema, ...adminRefusals } },
    },
    async (request, reply) => answer(reply, await app.privacy.erase(actorOf(request), request.body.email)),
  );
};
