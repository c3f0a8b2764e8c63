import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffIdParamsSchema, staffMemberSchema, updateStaffRequestSchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/**
 * `PATCH /api/admin/staff/:id` (docs/reference/api.md#admin-staff-update): a staff member's role, disabled, or a new
 * authenticator; admins only.
 */
export const staffUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/staff/:id',
    {
      schema: {
        params: staffIdParamsSchema,
        body: updateStaffRequestSchema,
        response: { 200: staffMemberSchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const outcome = await app.staff.update(request, request.params.id, request.body);
      // Disabled, a new authenticator or another role: the member's open event streams read their session at once.
      if (outcome.ok) await app.deskEvents.sessionsEnded(request.tenant.id, request.params.id);
      return answer(reply, outcome);
    },
  );
};
