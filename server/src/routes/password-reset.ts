import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFeedbackSchema, passwordResetRequestSchema, type LoginFeedback } from '#common/contracts/account.ts';
import { errorReplySchema } from '#common/contracts/error.ts';

const feedback = (error: LoginFeedback['error'], message = ''): LoginFeedback => ({ error, message });

const refusalStatus = { loginNotAvailable: 404, resetLinkInvalid: 400 } as const;

/** `POST /api/password_reset.json` (docs/reference/api.md#password-reset): the new password of a mailed reset link. */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/password_reset.json',
    {
      schema: {
        body: passwordResetRequestSchema,
        response: {
          200: loginFeedbackSchema,
          // resetLinkInvalid, or a body that does not fit the contract ({error} of the error handler).
          400: z.union([loginFeedbackSchema, errorReplySchema]),
          404: loginFeedbackSchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      reply.header('cache-control', 'no-store');
      const outcome = await app.accounts.resetPassword({ tenant, token: body.token, password: body.password });
      if (!outcome.ok) return reply.code(refusalStatus[outcome.error]).send(feedback(outcome.error));
      return feedback('', 'passwordChanged');
    },
  );
};
