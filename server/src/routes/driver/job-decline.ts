import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverDeclineRequestSchema, driverJobParamsSchema, driverJobReplySchema } from '#common/contracts/driver.ts';
import { answerJob, driverOf, driverRefusals } from './driver-replies.ts';

/**
 * `POST /api/driver/jobs/:id/decline` (docs/reference/api.md#driver-decline): the driver hands a newly assigned trip
 * back with a reason; it is unassigned again and the desk alerted.
 */
export const driverJobDeclineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/decline',
    {
      config: { driverSignedIn: true },
      schema: {
        params: driverJobParamsSchema,
        body: driverDeclineRequestSchema,
        response: { 200: driverJobReplySchema, ...driverRefusals },
      },
    },
    async (request, reply) =>
      answerJob(reply, await app.driverJobs.decline(driverOf(request), request.params.id, request.body.reason)),
  );
};
