import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverRefusals } from './driver-replies.ts';

/** `POST /api/driver/sign-out` (docs/reference/api.md#driver-sign-out): this phone's session ends, its cookie goes. */
export const driverSignOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign-out',
    { schema: { body: z.strictObject({}).optional(), response: { 204: z.undefined(), ...driverRefusals } } },
    async (request, reply) => {
      await app.driverSessions.signOut(request, reply);
      return reply.code(204).send();
    },
  );
};
