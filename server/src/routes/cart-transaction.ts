import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartTransactionReplySchema, cartTransactionRequestSchema } from '#common/contracts/cart-transaction.ts';
import { errorReplySchema } from '#common/contracts/error.ts';

/**
 * `POST /api/cart_transaction.json` (docs/reference/api.md#cart-transaction): checks out the cart. A body that does
 * not fit the contract is a 400 `{error}`; everything the customer can correct is a 422 in the reply's own shape.
 */
export const cartTransactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/cart_transaction.json',
    {
      schema: {
        body: cartTransactionRequestSchema,
        response: {
          200: cartTransactionReplySchema,
          401: errorReplySchema,
          409: cartTransactionReplySchema,
          422: cartTransactionReplySchema,
          502: cartTransactionReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { tenant, body } = request;
      const outcome = await app.orders.checkout({
        tenant,
        customer: (await app.sessions.read(request))?.customer,
        lang: body.lang,
        person: body.person,
        trips: body.trips,
        agreeTerms: body.agreeTerms,
        passenger: body.passenger,
        returnPath: body.returnPath,
        host: request.host,
      });
      reply.header('cache-control', 'no-store');
      return reply.code(outcome.status).send(outcome.reply);
    },
  );
};
