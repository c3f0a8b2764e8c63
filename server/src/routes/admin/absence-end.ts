import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endAbsenceReplySchema } from '#common/contracts/desk-absences.ts';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { absenceReply } from './absence-wire.ts';

/**
 * `POST /api/admin/absences/:id/end` (docs/reference/api.md#admin-absences): the absence ends now, or is withdrawn
 * when it has not begun; ending one already over answers it as it is.
 */
export const absenceEndRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/absences/:id/end',
    {
      config: { deskAbility: 'tripActions' },
      schema: { params: deskIdParamsSchema, response: { 200: endAbsenceReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const ended = await app.desk.endAbsence(actorOf(request), request.params.id);
      if (!ended.ok) return refuse(reply, ended.error === 'notFound' ? 'absenceNotFound' : ended.error);
      return { absence: absenceReply(ended.absence) };
    },
  );
};
