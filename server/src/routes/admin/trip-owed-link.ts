import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, owedLinkReplySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal, owedLinkReply } from './desk-wire.ts';

/**
 * `POST /api/admin/trips/:id/owed-link` (docs/reference/api.md#admin-owed-link): the link of what the trip's paid order
 * still owes after a raised price, mailed to the customer.
 */
export const tripOwedLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/:id/owed-link',
    {
      config: { deskAbility: 'tripActions' },
      schema: { params: deskIdParamsSchema, response: { 200: owedLinkReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const sent = await app.desk.sendOwedLink(actorOf(request), request.params.id, { mail: true });
      return sent.ok
        ? { link: owedLinkReply(sent.link), mailed: sent.mailed }
        : sendRefusal(reply, deskRefusal(sent, 'tripNotFound'));
    },
  );
};
