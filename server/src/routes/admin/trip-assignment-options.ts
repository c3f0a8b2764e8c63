import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { assignmentOptionsReplySchema } from '#common/contracts/desk-vehicles.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { assignmentOptionsReply, requestLanguage } from './assignment-wire.ts';

/**
 * `GET /api/admin/trips/:id/assignment-options` (docs/reference/api.md#admin-assignment-options): the active drivers
 * and vehicles with what assigning each would meet, in the request's language.
 */
export const tripAssignmentOptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips/:id/assignment-options',
    {
      config: { deskAbility: 'tripActions' },
      schema: { params: deskIdParamsSchema, response: { 200: assignmentOptionsReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const options = await app.desk.assignmentOptions(actorOf(request), request.params.id);
      if (!options) return refuse(reply, 'tripNotFound');
      return assignmentOptionsReply(options, request.tenant, requestLanguage(request));
    },
  );
};
