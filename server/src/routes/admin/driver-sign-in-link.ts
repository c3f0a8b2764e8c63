import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { driverLinkReplySchema, driverLinkRequestSchema } from '#common/contracts/driver.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `POST /api/admin/drivers/:id/sign-in-link` (docs/reference/api.md#admin-driver-sign-in): mails the driver a
 * single-use sign-in link in `lang`, or texts it to the driver's phone (`via: 'sms'`) when an SMS provider is
 * configured; admins only, as all of the drivers' page.
 */
export const driverSignInLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/drivers/:id/sign-in-link',
    {
      config: { deskAbility: 'drivers' },
      schema: {
        params: deskIdParamsSchema,
        body: driverLinkRequestSchema,
        response: { 202: driverLinkReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const sent = await app.driverSessions.sendLink(actorOf(request), request.params.id, {
        lang: request.body.lang,
        host: request.host,
        via: request.body.via,
      });
      if (!sent.ok) return refuse(reply, sent.error);
      return reply.code(202).send({ sentTo: sent.sentTo, expiresAt: sent.expiresAt.toISOString() });
    },
  );
};
