import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { centsToAmount } from '#common/format/amount.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatPrice } from '#common/format/text.ts';
import type { SimulatedOutcome } from '../modules/payments/providers/simulator.ts';
import { acceptFormBodies } from '../plugins/form-body.ts';

const outcomes = ['paid', 'failed', 'canceled', 'expired'] as const satisfies readonly SimulatedOutcome[];
const paymentParams = z.strictObject({ paymentId: z.string().max(64) });

const stylesheet = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f3f4f6; color: #111827; }
main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.15); }
h1 { font-size: 1.4rem; margin-top: 0; }
.amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
form { display: grid; gap: 0.75rem; }
button { font: inherit; min-height: 48px; border-radius: 0.375rem; border: 1px solid #1f2937; background: #fff; color: #111827; cursor: pointer; }
button[value="paid"] { background: #065f46; border-color: #065f46; color: #fff; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
.note { color: #374151; font-size: 0.9rem; }
a { color: #1d4ed8; }
`;

/**
 * The hosted page's own policy: no script at all, and its buttons may lead only here and, through the redirect after
 * a button, to the shop the customer came from.
 */
function pagePolicy(redirectUrl: string | undefined): string {
  const shop = redirectUrl ? ` ${new URL(redirectUrl).origin}` : '';
  return `default-src 'none'; style-src 'self'; form-action 'self'${shop}; base-uri 'none'; frame-ancestors 'none'`;
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/pay/simulator.css"></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('\n');
}

/**
 * The built-in payment provider's hosted page (docs/reference/api.md#payment-simulator): the amount and four buttons,
 * `paid`, `failed`, `canceled` and `expired`. A button settles the payment, calls our webhook the way a real provider
 * does and then sends the customer to the shop's return address. Server-rendered, without script, under the strict CSP.
 */
export const paySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  const { simulator } = app.payments;

  app.get('/pay/simulator.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(stylesheet),
  );

  app.get('/pay/simulator/:paymentId', { schema: { params: paymentParams } }, async (request, reply) => {
    const payment = await simulator.findPayment(request.params.paymentId);
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', pagePolicy(payment?.redirectUrl));
    if (!payment)
      return reply
        .code(404)
        .send(page('Payment not found', '<h1>Payment not found</h1><p>This payment does not exist.</p>'));
    const amount = `<p class="amount">${escapeHtml(formatPrice(centsToAmount(payment.amountCents)))}</p>`;
    const description = `<p>${escapeHtml(payment.description)}</p>`;
    if (payment.status !== 'open') {
      return reply.send(
        page(
          'Payment completed',
          `<h1>Payment ${escapeHtml(payment.status)}</h1>${description}${amount}<p><a href="${escapeHtml(payment.redirectUrl)}">Back to the shop</a></p>`,
        ),
      );
    }
    const buttons = outcomes
      .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${outcome}</button>`)
      .join('');
    return reply.send(
      page(
        'Payment simulator',
        [
          '<h1>Payment simulator</h1>',
          description,
          amount,
          `<form method="post" action="/pay/simulator/${escapeHtml(payment.id)}" aria-label="Outcome of the payment">${buttons}</form>`,
          '<p class="note">A stand-in for a payment provider: no money moves. Choose how the payment ends.</p>',
        ].join(''),
      ),
    );
  });

  app.post(
    '/pay/simulator/:paymentId',
    { schema: { params: paymentParams, body: z.string().max(200) } },
    async (request, reply) => {
      const outcome = outcomes.find((known) => known === new URLSearchParams(request.body).get('outcome'));
      if (!outcome) return reply.code(400).send({ error: `outcome must be one of ${outcomes.join(', ')}` });
      const completion = await simulator.completeSimulatedPayment(request.params.paymentId, outcome);
      if (!completion.ok) {
        const status = completion.error.code === 'not_found' ? 404 : 500;
        return reply.code(status).send({ error: completion.error.message });
      }
      return reply.redirect(completion.value.redirectUrl, 303);
    },
  );
};
