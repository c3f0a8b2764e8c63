import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { destinationsReplySchema, destinationsRequestSchema } from '#common/contracts/destinations.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { contractSerializer } from '../plugins/contract-serializer.ts';

/**
 * `POST /api/destinations.json` (docs/reference/api.md#destinations): suggestions for an address field, on every
 * keystroke after the SPA's debounce.
 */
export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/destinations.json',
    {
      schema: { body: destinationsRequestSchema, response: { 200: destinationsReplySchema, 400: errorReplySchema } },
      serializerCompiler: contractSerializer,
    },
    async (request) => {
      const { suggestions, msg } = app.places.search(request.tenant, request.body);
      return { ls: suggestions, msg, error: '' };
    },
  );
};
