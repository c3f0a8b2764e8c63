import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverJobParamsSchema, driverJobReplySchema } from '#common/contracts/driver.ts';
import { answerJob, driverOf, driverRefusals } from './driver-replies.ts';

/** `POST /api/driver/jobs/:id/accept` (docs/reference/api.md#driver-accept): the driver takes a newly assigned trip. */
export const driverJobAcceptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/jobs/:id/accept',
    {
      config: { driverSignedIn: true },
      schema: {
        params: driverJobParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: driverJobReplySchema, ...driverRefusals },
      },
    },
    async (request, reply) => answerJob(reply, await app.driverJobs.accept(driverOf(request), request.params.id)),
  );
};
