import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertIdParamsSchema, alertSeenReplySchema } from '#common/contracts/desk-alerts.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `POST /api/admin/alerts/:id/seen` (docs/reference/api.md#admin-alerts): the alert marked seen by this staff member;
 * another tenant's alert is not found.
 */
export const alertSeenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/alerts/:id/seen',
    {
      config: { deskAbility: 'board' },
      schema: {
        params: alertIdParamsSchema,
        body: z.strictObject({}),
        response: { 200: alertSeenReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const marked = await app.alerts.markSeen(actorOf(request), request.params.id);
      return marked ?? refuse(reply, 'notFound');
    },
  );
};
