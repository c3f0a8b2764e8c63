import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverJobsReplySchema } from '#common/contracts/driver.ts';
import { driverOf, driverRefusals } from './driver-replies.ts';

/** `GET /api/driver/jobs` (docs/reference/api.md#driver-jobs): the signed-in driver's trips of today and coming days. */
export const driverJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    { config: { driverSignedIn: true }, schema: { response: { 200: driverJobsReplySchema, ...driverRefusals } } },
    async (request) => ({ jobs: await app.driverJobs.list(driverOf(request)) }),
  );
};
