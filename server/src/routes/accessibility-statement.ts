import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessibilityQuerySchema, accessibilityReplySchema } from '#common/contracts/accessibility.ts';
import { accessibilityStatement } from '../modules/tenants/accessibility-statement.ts';

/** `GET /api/accessibility_statement.json?lang=` (docs/reference/api.md#accessibility-statement). */
export const accessibilityStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/accessibility_statement.json',
    { schema: { querystring: accessibilityQuerySchema, response: { 200: accessibilityReplySchema } } },
    async (request, reply) => {
      // The same address answers each tenant its own statement, chosen by the Host: a shared cache must keep them apart.
      reply.header('vary', 'Host');
      reply.header('cache-control', 'public, max-age=3600');
      return accessibilityStatement(request.tenant, request.query.lang);
    },
  );
};
