import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffListReplySchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/** `GET /api/admin/staff` (docs/reference/api.md#admin-staff-list): the tenant's staff; admins only. */
export const staffListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff', { schema: { response: { 200: staffListReplySchema, ...adminRefusals } } }, async (request, reply) =>
    answer(reply, await app.staff.list(request)),
  );
};
