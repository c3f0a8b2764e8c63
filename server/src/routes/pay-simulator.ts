import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { simulatedOutcomes, simulatorStylesheet } from '../modules/payments/providers/simulator-page.ts';
import { acceptFormBodies } from '../plugins/form-body.ts';

const paymentParams = z.strictObject({ paymentId: z.string().max(64) });

/**
 * The built-in payment provider's hosted page (docs/reference/api.md#payment-simulator): a button settles the
 * payment, calls our webhook the way a real provider does and then sends the customer to the shop's return address.
 */
export const paySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const { simulator } = app.payments;

  app.get('/pay/simulator.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(simulatorStylesheet),
  );

  app.get('/pay/simulator/:paymentId', { schema: { params: paymentParams } }, async (request, reply) => {
    const page = await simulator.hostedPage(request.params.paymentId);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.policy)
      .code(page.status)
      .send(page.html);
  });

  app.post(
    '/pay/simulator/:paymentId',
    { schema: { params: paymentParams, body: z.string().max(200) } },
    async (request, reply) => {
      const outcome = simulatedOutcomes.find((known) => known === new URLSearchParams(request.body).get('outcome'));
      if (!outcome) return reply.code(400).send({ error: `outcome must be one of ${simulatedOutcomes.join(', ')}` });
      const completion = await simulator.completeSimulatedPayment(request.params.paymentId, outcome);
      if (!completion.ok) {
        const status = completion.error.code === 'not_found' ? 404 : 500;
        return reply.code(status).send({ error: completion.error.message });
      }
      return reply.redirect(completion.value.redirectUrl, 303);
    },
  );
};
