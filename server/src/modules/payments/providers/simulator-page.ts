import { centsToAmount } from '#common/format/amount.ts';
import { escapeHtml } from '#common/format/html.ts';
import { formatPrice } from '#common/format/text.ts';

/** The buttons of the hosted page: how a simulated payment ends. */
export const settlingOutcomes = ['paid', 'failed', 'canceled', 'expired'] as const;
/**
 * And `pending`: the customer goes back while the bank has not confirmed yet (docs/reference/api.md#payment-simulator),
 * and the payment is settled later on the same page, as a real provider's may be.
 */
export const simulatedOutcomes = [...settlingOutcomes, 'pending'] as const;
export type SimulatedOutcome = (typeof simulatedOutcomes)[number];

/** A payment the hosted page can still change: not yet paid, failed, canceled or expired. */
export const isUnsettled = (status: string): boolean => status === 'open' || status === 'pending';

/** A simulated payment as its hosted page shows it. */
export interface SimulatedPayment {
  id: string;
  amountCents: number;
  description: string;
  status: string;
  redirectUrl: string;
}

export interface HostedPage {
  status: 200 | 404;
  html: string;
  /** The page's own Content-Security-Policy. */
  policy: string;
}

/** `/pay/simulator.css`. */
export const simulatorStylesheet = `
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
 * The built-in payment provider's hosted page (docs/reference/api.md#payment-simulator): the amount and the buttons
 * `paid`, `failed`, `canceled`, `expired` and, while the payment is open, `pending`. A button settles the payment (or
 * leaves it pending), calls our webhook the way a real provider does and then sends the customer to the shop's return
 * address. Server-rendered, without script, under its own CSP.
 */
export function simulatorPage(payment: SimulatedPayment | undefined): HostedPage {
  const policy = pagePolicy(payment?.redirectUrl);
  if (!payment)
    return {
      status: 404,
      html: page('Payment not found', '<h1>Payment not found</h1><p>This payment does not exist.</p>'),
      policy,
    };
  const amount = `<p class="amount">${escapeHtml(formatPrice(centsToAmount(payment.amountCents)))}</p>`;
  const description = `<p>${escapeHtml(payment.description)}</p>`;
  if (!isUnsettled(payment.status)) {
    return {
      status: 200,
      html: page(
        'Payment completed',
        `<h1>Payment ${escapeHtml(payment.status)}</h1>${description}${amount}<p><a href="${escapeHtml(payment.redirectUrl)}">Back to the shop</a></p>`,
      ),
      policy,
    };
  }
  const pending = payment.status === 'pending';
  const buttons = (pending ? settlingOutcomes : simulatedOutcomes)
    .map((outcome) => `<button type="submit" name="outcome" value="${outcome}">${outcome}</button>`)
    .join('');
  return {
    status: 200,
    html: page(
      'Payment simulator',
      [
        '<h1>Payment simulator</h1>',
        description,
        amount,
        `<form method="post" action="/pay/simulator/${escapeHtml(payment.id)}" aria-label="Outcome of the payment">${buttons}</form>`,
        pending
          ? '<p class="note">This payment is pending: the bank has not confirmed it yet. Choose how it ends.</p>'
          : '<p class="note">A stand-in for a payment provider: no money moves. Choose how the payment ends, or leave it pending to settle it later.</p>',
      ].join(''),
    ),
    policy,
  };
}
