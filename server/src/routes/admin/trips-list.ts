import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripListQuerySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { tripFilterOf, tripListReply } from './desk-wire.ts';

/** `GET /api/admin/trips` (docs/reference/api.md#admin-board): a page of the board, with the counts of its tabs. */
export const tripsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips',
    {
      config: { deskAbility: 'board' },
      schema: { querystring: tripListQuerySchema, response: { 200: tripListReplySchema, ...adminRefusals } },
    },
    async (request) => tripListReply(await app.desk.listTrips(actorOf(request), tripFilterOf(request.query))),
  );
};
