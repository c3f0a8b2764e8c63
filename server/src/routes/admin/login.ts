import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginReplySchema, adminLoginRequestSchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/**
 * `POST /api/admin/login` (docs/reference/api.md#admin-login): the password; the answer says which second step
 * follows (`totp`, or `enrol` with the authenticator's secret and QR code) and the cookie names a session that waits
 * for the code.
 */
export const adminLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { body: adminLoginRequestSchema, response: { 200: adminLoginReplySchema, ...adminRefusals } } },
    async (request, reply) => answer(reply, await app.staff.login(request, reply, request.body)),
  );
};
