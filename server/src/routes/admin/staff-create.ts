import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStaffRequestSchema, staffMemberSchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/** `POST /api/admin/staff` (docs/reference/api.md#admin-staff-create): a new staff member of the tenant; admins only. */
export const staffCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff',
    { schema: { body: createStaffRequestSchema, response: { 201: staffMemberSchema, ...adminRefusals } } },
    async (request, reply) => answer(reply, await app.staff.create(request, request.body), 201),
  );
};
