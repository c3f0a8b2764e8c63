import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  destinationsReplySchema,
  destinationsRequestSchema,
  type DestinationsReply,
} from '#common/contracts/destinations.ts';
import { errorReplySchema, type ErrorReply } from '#common/contracts/error.ts';

/**
 * `POST /api/destinations.json`: suggestions for an address field, on every keystroke after the SPA's debounce. An
 * empty query is a mistake of the client (docs/reference/api.md#destinations: empty queries are not sent).
 */
export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/destinations.json',
    { schema: { body: destinationsRequestSchema, response: { 200: destinationsReplySchema, 400: errorReplySchema } } },
    async (request, reply): Promise<DestinationsReply | ErrorReply> => {
      if (request.body.query.trim() === '') {
        return reply.code(400).send({ error: 'body/query: empty; type part of an address, station, airport or hotel' });
      }
      const { suggestions, msg } = app.places.search(request.tenant, request.body);
      return { ls: suggestions, msg, error: '' };
    },
  );
};
