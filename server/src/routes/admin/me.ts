import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskStaffSchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/** `GET /api/admin/me` (docs/reference/api.md#admin-me): the logged-in staff member, or 401. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/me', { schema: { response: { 200: deskStaffSchema, ...adminRefusals } } }, async (request, reply) =>
    answer(reply, app.staff.me(request)),
  );
};
