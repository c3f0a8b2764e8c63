import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAbsenceReplySchema, createAbsenceRequestSchema } from '#common/contracts/desk-absences.ts';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';
import { absenceReply, reassignmentReply } from './absence-wire.ts';
import { requestLanguage } from './assignment-wire.ts';

/**
 * `POST /api/admin/drivers/:id/absences` (docs/reference/api.md#admin-absences): the driver unavailable from … to …,
 * and their trips then to other drivers or back to confirmed, with what became of each (201; 200 when the same request
 * was recorded before).
 */
export const driverAbsenceCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/drivers/:id/absences',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        params: deskIdParamsSchema,
        body: createAbsenceRequestSchema,
        response: { 200: createAbsenceReplySchema, 201: createAbsenceReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { from, to, reason, requestKey, reassignments } = request.body;
      const recorded = await app.desk.recordAbsence(actorOf(request), request.params.id, {
        from: new Date(from),
        to: new Date(to),
        reason,
        requestKey,
        reassignments: reassignments.map(({ tripId, driverId, vehicleId, overrideReason }) => ({
          tripId,
          driverId,
          ...(vehicleId !== undefined ? { vehicleId } : {}),
          ...(overrideReason !== undefined ? { overrideReason } : {}),
        })),
        lang: requestLanguage(request),
      });
      if (!recorded.ok) return refuse(reply, recorded.error === 'notFound' ? 'driverNotFound' : recorded.error);
      return reply.code(recorded.replayed ? 200 : 201).send({
        absence: absenceReply(recorded.absence),
        replayed: recorded.replayed,
        outcomes: recorded.outcomes.map((outcome) => reassignmentReply(outcome, request)),
      });
    },
  );
};
