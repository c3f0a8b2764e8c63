import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverJobParamsSchema, driverJobReplySchema, driverStatusRequestSchema } from '#common/contracts/driver.ts';
import { answerJob, driverOf, driverRefusals } from './driver-replies.ts';

/**
 * `POST /api/driver/jobs/:id/status` (docs/reference/api.md#driver-status): on my way, arrived, on board, done (with
 * what was collected in the car), or no-show (with a reason, after the free waiting time); only in that order.
 */
export const driverJobStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/status',
    {
      config: { driverSignedIn: true },
      schema: {
        params: driverJobParamsSchema,
        body: driverStatusRequestSchema,
        response: { 200: driverJobReplySchema, ...driverRefusals },
      },
    },
    async (request, reply) =>
      answerJob(reply, await app.driverJobs.step(driverOf(request), request.params.id, request.body)),
  );
};
