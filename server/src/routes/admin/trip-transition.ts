import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema, transitionReplySchema, transitionRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { transitionRefusal } from './assignment-wire.ts';

/**
 * `POST /api/admin/trips/:id/transition` (docs/reference/api.md#admin-trip-transition): the trip to its next state;
 * an illegal move is 409 `illegalTransition` with the state it is in, an assignment's refusal or warnings 409 with
 * their sentences in the request's language.
 */
export const tripTransitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/:id/transition',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: transitionRequestSchema,
        response: { 200: transitionReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { to, driverId, vehicleId, overrideReason, reason } = request.body;
      const moved = await app.desk.transition(actorOf(request), id, to, {
        driverId,
        vehicleId,
        overrideReason,
        reason,
      });
      return moved.ok
        ? { tripId: id, from: moved.from, to: moved.to }
        : sendRefusal(reply, transitionRefusal(moved, request));
    },
  );
};
