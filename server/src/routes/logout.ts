import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logoutRequestSchema } from '#common/contracts/account.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';

/**
 * `POST /api/logout.json` (docs/reference/api.md#logout): ends the session on the server and answers as the GET call
 * does for a visitor.
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/logout.json',
    { schema: { body: logoutRequestSchema, response: { 200: loginRespSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      reply.header('cache-control', 'no-store');
      return app.accounts.loginReply(request.tenant, undefined, { withConfig: true });
    },
  );
};
