import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartTransactionReplySchema, cartTransactionRequestSchema } from '#common/contracts/cart-transaction.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { hostOfAddress, tenantOrigin } from '../modules/tenants/tenant-origin.ts';

/**
 * `POST /api/cart_transaction.json` (docs/reference/api.md#cart-transaction): checks out the cart. A body that does not
 * fit the contract is a 400 `{error}`; everything the customer can correct is a 422 in the reply's own shape
 * (docs/reference/api.md#cart-transaction).
 */
export const cartTransactionRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, options) => {
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
      const customer = (await app.sessions.read(request))?.customer;
      if (tenant.settings.requiresLogin && !customer?.username) {
        return reply.code(401).send({ error: 'Log in to book' });
      }
      const outcome = await app.orders.checkout({
        tenant,
        lang: body.lang,
        person: body.person,
        trips: body.trips,
        agreeTerms: body.agreeTerms,
        // The page the customer was on picks which of the tenant's origins they come back to.
        returnOrigin: tenantOrigin(tenant, hostOfAddress(body.returnPath) || request.host, options.publicUrl),
        customerId: customer?.id ?? null,
        ...(customer?.username
          ? { account: { name: customer.username, email: customer.email, phone: customer.phone } }
          : {}),
        findPlace: (id) => app.places.find(tenant, id),
        now: new Date(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(outcome.status).send(outcome.reply);
    },
  );
};
