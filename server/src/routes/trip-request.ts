import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripReplySchema, tripRequestSchema } from '#common/contracts/trip.ts';
import { contractSerializer } from '../plugins/contract-serializer.ts';

/**
 * `POST /api/trip_request.json` (docs/reference/api.md#trip-request): validate a trip and quote its price. A body that
 * does not fit the contract is a 400 `{error}`; a trip the business rules refuse is a 422 in the reply's own shape.
 */
export const tripRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/trip_request.json',
    {
      schema: { body: tripRequestSchema, response: { 200: tripReplySchema, 422: tripReplySchema } },
      serializerCompiler: contractSerializer,
    },
    async (request, reply) => {
      const quote = await app.trips.quote(request.tenant, request.body.trip);
      return reply.code(quote.status).send(quote);
    },
  );
};
