import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '#common/contracts/admin.ts';
import { adminRefusals, answer } from './admin-replies.ts';

/** `GET /api/admin/audit` (docs/reference/api.md#admin-audit): the tenant's audit history, newest first; admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema, ...adminRefusals } } },
    async (request, reply) => answer(reply, await app.staff.audit(request, request.query)),
  );
};
