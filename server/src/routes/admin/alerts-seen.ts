import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertSeenReplySchema, markAllSeenRequestSchema } from '#common/contracts/desk-alerts.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/** `POST /api/admin/alerts/seen` (docs/reference/api.md#admin-alerts): every alert up to `upTo` seen by this member. */
export const alertsSeenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/alerts/seen',
    {
      config: { deskAbility: 'board' },
      schema: { body: markAllSeenRequestSchema, response: { 200: alertSeenReplySchema, ...adminRefusals } },
    },
    async (request) => app.alerts.markAllSeen(actorOf(request), request.body.upTo),
  );
};
