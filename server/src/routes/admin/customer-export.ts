import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { personalDataExportSchema, personQuerySchema } from '#common/contracts/personal-data.ts';
import { actorOf, adminRefusals, answer } from './admin-replies.ts';

/**
 * `POST /api/admin/customers/export` (docs/reference/api.md#admin-customers): everything held about the address as
 * JSON (GDPR articles 15 and 20), a download; audited. A POST, so the address is in no URL or access log.
 */
export const customerExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/export',
    {
      config: { deskAbility: 'privacy' },
      schema: { body: personQuerySchema, response: { 200: personalDataExportSchema, ...adminRefusals } },
    },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="personal-data.json"');
      return answer(reply, await app.privacy.export(actorOf(request), request.body.email));
    },
  );
};
