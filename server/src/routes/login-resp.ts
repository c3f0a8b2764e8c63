import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFeedbackSchema, loginRequestSchema, type LoginFeedback } from '#common/contracts/account.ts';
import { loginRespQuerySchema, loginRespSchema } from '#common/contracts/login-resp.ts';

const feedback = (error: LoginFeedback['error'], message = ''): LoginFeedback => ({ error, message });

/** The HTTP status of each refusal of a login or reset request (docs/reference/api.md#login). */
const refusalStatus = { loginNotAvailable: 404, loginFailed: 401, tooManyAttempts: 429, accountDisabled: 403 } as const;

/**
 * `GET /api/login_resp.json`: the SPA's start call, the session and (unless skipped) the tenant's configuration.
 * `POST /api/login_resp.json`: a login (a new session, and the GET call's reply), or with `reset_password` a
 * request for a reset link (docs/decisions/011-accounts-and-sessions.md).
 */
export const loginRespRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/login_resp.json',
    { schema: { querystring: loginRespQuerySchema, response: { 200: loginRespSchema } } },
    async (request, reply) => {
      const customer = (await app.sessions.read(request))?.customer;
      // It carries the session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return app.accounts.loginReply(request.tenant, customer, { withConfig: !request.query.skipconfig });
    },
  );

  app.post(
    '/api/login_resp.json',
    {
      schema: {
        body: loginRequestSchema,
        response: {
          200: z.union([loginRespSchema, loginFeedbackSchema]),
          401: loginFeedbackSchema,
          403: loginFeedbackSchema,
          404: loginFeedbackSchema,
          429: loginFeedbackSchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      reply.header('cache-control', 'no-store');

      if (body.reset_password) {
        const outcome = await app.accounts.requestPasswordReset({
          tenant,
          name: body.username,
          lang: body.lang,
          address: request.ip,
          host: request.host,
        });
        if (!outcome.ok) return reply.code(refusalStatus[outcome.error]).send(feedback(outcome.error));
        return feedback('', 'resetMailSent');
      }

      const outcome = await app.accounts.logIn({
        tenant,
        name: body.username,
        password: body.password,
        address: request.ip,
        withConfig: !body.skipconfig,
      });
      if (!outcome.ok) return reply.code(refusalStatus[outcome.error]).send(feedback(outcome.error));
      // Rotation: the session this browser had ends, a new one starts.
      await app.sessions.start(request, reply, outcome.customer.id);
      return outcome.reply;
    },
  );
};
