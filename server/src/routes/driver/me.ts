import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverMeReplySchema } from '#common/contracts/driver.ts';
import { driverOf, driverRefusals } from './driver-replies.ts';

/** `GET /api/driver/me` (docs/reference/api.md#driver-me): who is signed in on this phone; its session slides on. */
export const driverMeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    { config: { driverSignedIn: true }, schema: { response: { 200: driverMeReplySchema, ...driverRefusals } } },
    async (request, reply) => app.driverSessions.me(request, reply, driverOf(request)),
  );
};
