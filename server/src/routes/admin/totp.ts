import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTotpRequestSchema, deskStaffSchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/**
 * `POST /api/admin/totp` (docs/reference/api.md#admin-totp): the code of the authenticator app, after the password;
 * the answer is the staff member, and the cookie names a full session.
 */
export const totpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/totp',
    { schema: { body: adminTotpRequestSchema, response: { 200: deskStaffSchema, ...adminRefusals } } },
    async (request, reply) => answer(reply, await app.staff.confirmCode(request, reply, request.body)),
  );
};
