import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequiredCp47 } from '../../../common/src/constants.ts';
import { cartTransactionReplySchema, cartTransactionRequestSchema } from '../../../common/src/contracts/cart-transaction.ts';
import { errorReplySchema } from '../../../common/src/contracts/error.ts';
import type { Tenant } from '../modules/tenants/tenant-registry.ts';
import { hostnameOf } from '../modules/tenants/tenant-registry.ts';

/**
 * Where the payment provider sends the customer back to: the origin of the page that checked out when it is one of
 * the tenant's own hosts (so a customer on zakelijk.example returns there), else PUBLIC_URL. Never an origin the
 * browser made up: that would make our return address an open redirect.
 */
export function returnOrigin(returnPath: string, tenant: Tenant, publicUrl: string): string {
  try {
    const url = new URL(returnPath);
    const ownHost = tenant.hostnames.some((hostname) => hostname.toLowerCase() === hostnameOf(url.host));
    // A site served over https does not send its customers back over plain http.
    const schemes = publicUrl.startsWith('https:') ? ['https:'] : ['https:', 'http:'];
    if (schemes.includes(url.protocol) && ownHost) return url.origin;
  } catch {
    // Not an absolute URL: the public URL it is.
  }
  return publicUrl;
}

/**
 * `POST /api/cart_transaction.json` (SPEC §7): checks out the cart. A body that does not fit the contract is a 400
 * `{error}`; everything the customer can correct is a 422 in the reply's own shape (SPEC §4 "Checkout result").
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
      if (tenant.settings.cp47 === loginRequiredCp47 && !customer?.username) {
        return reply.code(401).send({ error: 'Log in to book' });
      }
      const outcome = await app.orders.checkout({
        tenant,
        lang: body.lang,
        person: body.person,
        trips: body.trips,
        agreeTerms: body.agreeTerms,
        returnOrigin: returnOrigin(body.returnPath, tenant, options.publicUrl),
        customerId: customer?.id ?? null,
        ...(customer?.username ? { account: { name: customer.username, email: customer.email, phone: customer.phone } } : {}),
        findPlace: (id) => app.places.find(tenant, id),
        now: new Date(),
      });
      reply.header('cache-control', 'no-store');
      return reply.code(outcome.status).send(outcome.reply);
    },
  );
};
