import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginFeedbackSchema, loginRequestSchema, type LoginFeedback } from '#common/contracts/account.ts';
import { loginRespQuerySchema, loginRespSchema } from '#common/contracts/login-resp.ts';
import { isValidEmail } from '#common/fields/email.ts';
import type { Settings } from '../config.ts';
import { authenticate, findAccount } from '../modules/accounts/accounts.ts';
import { loginResp } from '../modules/accounts/login-reply.ts';
import { createResetToken } from '../modules/accounts/password-resets.ts';
import { countAttempt, limits, overLimit, throttleKeys } from '../modules/accounts/throttle.ts';
import { passwordResetMail } from '../modules/mail/account-mail.ts';
import { tenantOrigin } from '../modules/tenants/tenant-origin.ts';

export type LoginRespOptions = Pick<Settings, 'publicUrl'>;

const feedback = (error: LoginFeedback['error'], message = ''): LoginFeedback => ({ error, message });

/**
 * `GET /api/login_resp.json`: the SPA's start call, the session and (unless skipped) the tenant's configuration.
 * `POST /api/login_resp.json`: a login (a new session, and the GET call's reply), or with `reset_password` a
 * request for a reset link (docs/decisions/011-accounts-and-sessions.md).
 */
export const loginRespRoutes: FastifyPluginAsyncZod<LoginRespOptions> = async (app, options) => {
  app.get(
    '/api/login_resp.json',
    { schema: { querystring: loginRespQuerySchema, response: { 200: loginRespSchema } } },
    async (request, reply) => {
      const customer = (await app.sessions.read(request))?.customer;
      // It carries the session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return loginResp(app.db, request.tenant, customer, { withConfig: !request.query.skipconfig });
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
          404: loginFeedbackSchema,
          429: loginFeedbackSchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      reply.header('cache-control', 'no-store');
      if (!tenant.settings.requiresLogin) return reply.code(404).send(feedback('loginNotAvailable'));

      if (body.reset_password) {
        const account = await findAccount(app.db, tenant.id, body.username);
        const accountKey = throttleKeys.account('reset', tenant.id, account?.customer.id, body.username);
        const addressKey = throttleKeys.address('reset', request.ip);
        const checks = [
          { key: accountKey, limit: limits.resetPerAccount },
          { key: addressKey, limit: limits.resetPerAddress },
        ];
        if (await overLimit(app.db, checks)) return reply.code(429).send(feedback('tooManyAttempts'));
        await countAttempt(app.db, [accountKey, addressKey]);
        // With an external reset page (`passwordResetUrl`) the SPA opens it itself: nothing to mail.
        if (tenant.settings.passwordResetUrl === '' && account && isValidEmail(account.customer.email)) {
          const { customer } = account;
          const token = await createResetToken(app.db, tenant.id, customer.id);
          // The tenant's configured origin for the host the customer used, else PUBLIC_URL; never the request's port.
          const origin = tenantOrigin(tenant, request.host, options.publicUrl);
          const message = passwordResetMail({
            tenant,
            lang: body.lang,
            name: customer.username ?? customer.email,
            email: customer.email,
            link: `${origin}/login?reset=${token}`,
          });
          // Not awaited: the answer must not take longer for an account that exists than for one that does not.
          void app.mailer
            .send(message)
            .catch((error: unknown) =>
              request.log.error({ err: error, klantNr: customer.id }, 'Password reset mail not sent'),
            );
        }
        return feedback('', 'resetMailSent');
      }

      const outcome = await authenticate(app.db, {
        tenantId: tenant.id,
        name: body.username,
        password: body.password,
        address: request.ip,
      });
      if (!outcome.ok)
        return reply.code(outcome.reason === 'tooManyAttempts' ? 429 : 401).send(feedback(outcome.reason));
      // Rotation: the session this browser had ends, a new one starts.
      await app.sessions.start(request, reply, outcome.customer.id);
      request.log.info({ klantNr: outcome.customer.id, tenant: tenant.id }, 'Customer logged in');
      return loginResp(app.db, tenant, outcome.customer, { withConfig: !body.skipconfig });
    },
  );
};
