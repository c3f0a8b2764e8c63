import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFeedbackSchema, passwordResetRequestSchema, type LoginFeedback } from '#common/contracts/account.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { findValidReset, useResetToken } from '../modules/accounts/password-resets.ts';
import { hashPassword } from '../modules/customers/passwords.ts';

const feedback = (error: LoginFeedback['error'], message = ''): LoginFeedback => ({ error, message });

/**
 * `POST /api/password_reset.json` (ours): the new password of a mailed reset link. The token works once and for an
 * hour; using it ends every session of the customer.
 */
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
      if (!tenant.settings.requiresLogin) return reply.code(404).send(feedback('loginNotAvailable'));
      // Checked before hashing, so made-up tokens cost no argon2 work.
      if (!(await findValidReset(app.db, tenant.id, body.token)))
        return reply.code(400).send(feedback('resetLinkInvalid'));
      const passwordHash = await hashPassword(body.password);
      if (!(await useResetToken(app.db, tenant.id, body.token, passwordHash)))
        return reply.code(400).send(feedback('resetLinkInvalid'));
      request.log.info({ tenant: tenant.id }, 'Password reset through a mailed link');
      return feedback('', 'passwordChanged');
    },
  );
};
