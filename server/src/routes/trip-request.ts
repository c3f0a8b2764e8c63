import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tripReplySchema, tripRequestSchema } from '#common/contracts/trip.ts';
import { placeOfSuggestion } from '../modules/trips/places.ts';
import { quoteTrip } from '../modules/trips/quote-trip.ts';

/**
 * `POST /api/trip_request.json` (docs/reference/api.md#trip-request): validate a trip and quote its price. A body that
 * does not fit the contract is a 400 `{error}`; a trip the business rules refuse is a 422 in the reply's own shape.
 * Each stop's place is the one the server's address index has under the suggestion's id: the text, coordinates and
 * airport flag the browser sends are ignored, so they cannot change the price.
 */
export const tripRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/trip_request.json',
    { schema: { body: tripRequestSchema, response: { 200: tripReplySchema, 422: tripReplySchema } } },
    async (request, reply) => {
      const resolvePlace = (address: { id: string }) => {
        const found = app.places.find(request.tenant, address.id);
        return found ? placeOfSuggestion(found) : null;
      };
      const quote = quoteTrip(request.body.trip, request.tenant, { now: new Date(), resolvePlace });
      return reply.code(quote.status).send(quote);
    },
  );
};
