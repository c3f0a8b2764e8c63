import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alertListReplySchema } from '#common/contracts/desk-alerts.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/** `GET /api/admin/alerts` (docs/reference/api.md#admin-alerts): the newest alerts and how many this member has not seen. */
export const alertsListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    { config: { deskAbility: 'board' }, schema: { response: { 200: alertListReplySchema, ...adminRefusals } } },
    async (request) => app.alerts.list(actorOf(request)),
  );
};
