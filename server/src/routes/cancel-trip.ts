import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelTripRequestSchema } from '#common/contracts/account.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';

const refusalStatus = { loginRequired: 401, tripNotFound: 404, cancelNotAllowed: 409 } as const;

/** `POST /api/cancel_trip.json` (docs/reference/api.md#cancel-trip): the logged-in customer cancels a booked trip. */
export const cancelTripRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cancel_trip.json',
    {
      schema: {
        body: cancelTripRequestSchema,
        response: { 200: loginRespSchema, 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      reply.header('cache-control', 'no-store');
      const outcome = await app.accounts.cancelTrip({
        tenant,
        customer: (await app.sessions.read(request))?.customer,
        ritId: body.ritId,
        lang: body.lang,
        withConfig: !body.skipconfig,
      });
      if (!outcome.ok) return reply.code(refusalStatus[outcome.error]).send({ error: outcome.error });
      return outcome.reply;
    },
  );
};
