import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverMeReplySchema, driverSignInRequestSchema } from '#common/contracts/driver.ts';
import { driverRefusals, refuseDriver } from './driver-replies.ts';

/** Sign-in attempts per client address and minute: a link's token is not guessed, and no one tries many. */
const signInPerMinute = 10;

/**
 * `POST /api/driver/sign-in` (docs/reference/api.md#driver-sign-in): the token of a sign-in link's fragment makes a
 * device session on this phone (the `driver_session` cookie); a link used or expired says so.
 */
export const driverSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sign-in',
    {
      ...(app.hasDecorator('rateLimit')
        ? {
            onRequest: app.rateLimit({
              max: signInPerMinute,
              timeWindow: '1 minute',
              keyGenerator: (request) => `driver:sign-in:${request.ip}`,
            }),
          }
        : {}),
      config: { ownRateLimit: true },
      schema: { body: driverSignInRequestSchema, response: { 200: driverMeReplySchema, ...driverRefusals } },
    },
    async (request, reply) => {
      const signedIn = await app.driverSessions.signIn(request, reply, request.body.token);
      return signedIn.ok ? signedIn.me : refuseDriver(reply, signedIn.error);
    },
  );
};
