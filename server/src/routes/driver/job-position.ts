import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { positionsPerMinute } from '#common/constants.ts';
import {
  driverJobParamsSchema,
  driverPositionReplySchema,
  driverPositionRequestSchema,
} from '#common/contracts/driver.ts';
import { driverOf, driverRefusals, refuseDriver } from './driver-replies.ts';

/**
 * `POST /api/driver/jobs/:id/position` (docs/reference/api.md#driver-position): the phone's position for the driver's
 * own trip while on the way or arrived, kept as the trip's latest (docs/decisions/046-car-position.md); refused
 * outside that window. Counted by a limit of its own per phone, besides nothing else: a position is never logged.
 */
export const driverJobPositionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/position',
    {
      ...(app.hasDecorator('rateLimit')
        ? {
            onRequest: app.rateLimit({
              max: positionsPerMinute,
              timeWindow: '1 minute',
              keyGenerator: (request) => `driver:position:${app.driverSessions.rateKey(request)}`,
            }),
          }
        : {}),
      config: { driverSignedIn: true, ownRateLimit: true },
      schema: {
        params: driverJobParamsSchema,
        body: driverPositionRequestSchema,
        response: { 200: driverPositionReplySchema, ...driverRefusals },
      },
    },
    async (request, reply) => {
      const outcome = await app.positions.record(driverOf(request), request.params.id, request.body);
      if (outcome.ok) return { kept: outcome.kept };
      if (outcome.error === 'illegalStep')
        return refuseDriver(reply, { error: 'illegalStep', status: outcome.status, step: outcome.step });
      return refuseDriver(reply, outcome.error);
    },
  );
};
