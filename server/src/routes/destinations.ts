import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { destinationsReplySchema, destinationsRequestSchema } from '#common/contracts/destinations.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import type { PlaceSearchResult } from '../modules/places/search/search.ts';
import { contractSerializer } from '../plugins/contract-serializer.ts';

/**
 * `POST /api/destinations.json` (docs/reference/api.md#destinations): suggestions for an address field, on every
 * keystroke after the SPA's debounce.
 */
export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = contractSerializer({ schema: destinationsReplySchema });
  // A query asked lately is answered with the same object from the search's cache: its JSON is written once, and kept
  // as long as that answer is (docs/decisions/057-throughput.md).
  const written = new WeakMap<PlaceSearchResult, string>();
  app.post(
    '/api/destinations.json',
    {
      schema: {
        body: destinationsRequestSchema,
        response: { 200: destinationsReplySchema, 400: errorReplySchema, 503: errorReplySchema },
      },
      serializerCompiler: contractSerializer,
    },
    async (request, reply) => {
      const answer = await app.places.search(request.tenant, request.body);
      const body = { ls: answer.suggestions, msg: answer.msg, error: '' };
      let json = written.get(answer);
      if (json === undefined) written.set(answer, (json = write(body)));
      const kept = json;
      return reply.serializer(() => kept).send(body);
    },
  );
};
