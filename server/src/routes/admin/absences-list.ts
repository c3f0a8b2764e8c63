import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { absenceListReplySchema } from '#common/contracts/desk-absences.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { absenceReply } from './absence-wire.ts';

/** `GET /api/admin/absences` (docs/reference/api.md#admin-absences): the drivers' absences going on and to come. */
export const absencesListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/absences',
    {
      config: { deskAbility: 'board' },
      schema: { response: { 200: absenceListReplySchema, ...adminRefusals } },
    },
    async (request) => ({ absences: (await app.desk.listAbsences(actorOf(request))).map(absenceReply) }),
  );
};
