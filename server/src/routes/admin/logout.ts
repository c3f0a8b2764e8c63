import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRefusals } from './admin-replies.ts';

/** `POST /api/admin/logout` (docs/reference/api.md#admin-logout): ends the desk session, if any, and clears its cookie. */
export const adminLogoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/logout', { schema: { response: { 204: z.undefined(), ...adminRefusals } } }, async (request, reply) => {
    const staffId = request.deskSession?.staff.id;
    await app.staff.logout(request, reply);
    // The member's open event streams read their session at once, on every instance (decision 020).
    if (staffId !== undefined) await app.deskEvents.sessionsEnded(request.tenant.id, staffId);
    return reply.code(204).send();
  });
};
