import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bulkTransitionReplySchema,
  bulkTransitionRequestSchema,
  type BulkTripResult,
} from '#common/contracts/desk-trips.ts';
import type { FastifyRequest } from 'fastify';
import type { BulkResult } from '../../modules/desk/bulk.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { transitionRefusal } from './assignment-wire.ts';

/** One trip's outcome as the wire's: a refusal with its key and its sentence or warnings in the request's language. */
function bulkTripReply({ tripId, result }: BulkResult, request: FastifyRequest): BulkTripResult {
  if (result.ok) return { tripId, outcome: 'moved', from: result.from };
  if (result.error === 'notFound') return { tripId, outcome: 'notFound' };
  if (result.error === 'illegalTransition') return { tripId, outcome: 'illegal', from: result.from };
  const refusal = transitionRefusal(result, request);
  if (refusal.error === 'assignmentWarnings') return { tripId, outcome: 'warned', warnings: refusal.warnings ?? [] };
  return {
    tripId,
    outcome: 'refused',
    error: refusal.error,
    ...(refusal.message !== undefined ? { message: refusal.message } : {}),
  };
}

/**
 * `POST /api/admin/trips/bulk-transition` (docs/reference/api.md#admin-trips-bulk-transition): the board's selected
 * trips confirmed or assigned to one driver, each trip its own transition; 200 with what became of each.
 */
export const tripsBulkTransitionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/trips/bulk-transition',
    {
      config: { deskAbility: 'tripActions' },
      schema: {
        body: bulkTransitionRequestSchema,
        response: { 200: bulkTransitionReplySchema, ...adminRefusals },
      },
    },
    async (request) => {
      const { tripIds, to, driverId, vehicleId, overrideReason } = request.body;
      const results = await app.desk.bulkTransition(actorOf(request), {
        tripIds,
        to,
        ...(driverId !== undefined ? { driverId } : {}),
        ...(vehicleId !== undefined ? { vehicleId } : {}),
        ...(overrideReason !== undefined ? { overrideReason } : {}),
      });
      return { results: results.map((each) => bulkTripReply(each, request)) };
    },
  );
};
