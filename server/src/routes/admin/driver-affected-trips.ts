import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { affectedTripsQuerySchema, affectedTripsReplySchema } from '#common/contracts/desk-absences.ts';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { boardTripReply } from './desk-wire.ts';

/**
 * `GET /api/admin/drivers/:id/affected-trips?from=&to=` (docs/reference/api.md#admin-absences): the driver's assigned
 * trips in the window, what an absence then would take from them.
 */
export const driverAffectedTripsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:id/affected-trips',
    {
      config: { deskAbility: 'board' },
      schema: {
        params: deskIdParamsSchema,
        querystring: affectedTripsQuerySchema,
        response: { 200: affectedTripsReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const trips = await app.desk.affectedTrips(actorOf(request), request.params.id, new Date(from), new Date(to));
      if (!trips) return refuse(reply, 'driverNotFound');
      return { trips: trips.map(boardTripReply) };
    },
  );
};
