import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, transitionReplySchema, undoDoneRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { transitionRefusal } from './assignment-wire.ts';

/**
 * `POST /api/admin/trips/:id/undo-done` (docs/reference/api.md#admin-undo-done): a trip marked done back to assigned,
 * within 10 minutes of the done; after that 409 `undoExpired`.
 */
export const tripUndoDoneRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/:id/undo-done',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: undoDoneRequestSchema,
        response: { 200: transitionReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const undone = await app.desk.undoDone(actorOf(request), id, request.body.reason);
      return undone.ok
        ? { tripId: id, from: undone.from, to: undone.to }
        : sendRefusal(reply, transitionRefusal(undone, request));
    },
  );
};
