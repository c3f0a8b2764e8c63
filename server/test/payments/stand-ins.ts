import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Listens on a free port of 127.0.0.1; `close` also ends connections left hanging. */
export async function listen(server: Server | https.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const scheme = server instanceof https.Server ? 'https' : 'http';
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Our webhook as a provider sees it: records every call and answers with `status`. */
export async function startWebhookReceiver(): Promise<{
  url: string;
  calls: Received[];
  status: { code: number };
  close(): Promise<void>;
}> {
  const calls: Received[] = [];
  const status = { code: 200 };
  const server = createServer(async (request, response) => {
    calls.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: await readBody(request),
    });
    response.writeHead(status.code).end();
  });
  const listening = await listen(server);
  return { ...listening, calls, status };
}

/** A self-signed certificate for 127.0.0.1 (valid for a century), for stand-ins of HTTPS-only clients. */
export const standInTls = {
  key: readFileSync(path.join(import.meta.dirname, 'fixtures/stand-in-key.pem')),
  cert: readFileSync(path.join(import.meta.dirname, 'fixtures/stand-in-cert.pem')),
};

/** Mollie's amount (`"12.50"`) in cents. */
const cents = (value: string) => Math.round(Number(value) * 100);

/** The key the Mollie stand-in accepts; any other is refused with Mollie's 401. */
export const mollieTestApiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

export interface StandInPayment {
  id: string;
  status: string;
  amount: { currency: string; value: string };
  /** Mollie's method key (`ideal`, `creditcard`, …): null until the customer chose one. */
  method?: string | null;
  /** The payment link that made it, if one did. */
  paymentLinkId?: string;
}

export interface StandInRefund {
  id: string;
  paymentId: string;
  /** queued, pending, processing, refunded, failed or canceled: a test moves it as Mollie would. */
  status: string;
  amount: { currency: string; value: string };
  description: string;
}

export interface StandInPaymentLink {
  id: string;
  amount: { currency: string; value: string };
  description: string;
  expiresAt?: string;
  webhookUrl?: string;
  redirectUrl?: string;
  /** Set once the link was paid (`payLink`). */
  paidAt?: string;
}

export interface MollieStandInOptions {
  /** The hosted checkout of a payment; Mollie's select-method page unless set (test mode's has a query string). */
  checkoutUrl?: (paymentId: string) => string;
}

/**
 * Answers like Mollie's v2 payments, payment refunds and payment links API (a link's payments too), with the error JSON Mollie sends; a refund asked for
 * again with the same Idempotency-Key is the same refund, and one larger than what remains of its payment is refused. Over HTTPS: the client
 * speaks nothing else, and trusts only its own bundled CA list.
 */
export function mollieStandIn({
  checkoutUrl = (id) => `https://www.mollie.com/checkout/select-method/${id.slice(3)}`,
}: MollieStandInOptions = {}) {
  const requests: Received[] = [];
  const payments = new Map<string, StandInPayment>();
  const refunds = new Map<string, StandInRefund>();
  const refundsByKey = new Map<string, StandInRefund>();
  const links = new Map<string, StandInPaymentLink>();
  const next: { error?: { status: number; title: string; detail: string; field?: string }; hang?: boolean } = {};
  let count = 0;

  const server = https.createServer(standInTls, async (request, response) => {
    const body = await readBody(request);
    requests.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
    if (next.hang) return;
    const send = (status: number, json: unknown) => {
      // Retry-After: 0 keeps the client's retries of a 5xx from waiting 2 s each.
      response
        .writeHead(status, { 'content-type': 'application/hal+json', ...(status >= 500 ? { 'retry-after': '0' } : {}) })
        .end(JSON.stringify(json));
    };
    const error = (status: number, title: string, detail: string, field?: string) =>
      send(status, {
        status,
        title,
        detail,
        ...(field ? { field } : {}),
        _links: { documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' } },
      });
    if (request.headers.authorization !== `Bearer ${mollieTestApiKey}`)
      return error(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    if (next.error) return error(next.error.status, next.error.title, next.error.detail, next.error.field);

    // Mollie's own links point at its API: the stand-in's at itself, so a client following one stays here.
    const api = `https://${request.headers.host}/v2`;
    const paymentJson = ({ paymentLinkId, ...payment }: StandInPayment) => ({
      resource: 'payment',
      method: null,
      ...payment,
      mode: 'test',
      createdAt: '2025-01-01T12:00:00+00:00',
      ...(payment.status === 'paid' ? { paidAt: '2025-01-01T12:01:00+00:00' } : {}),
      _links: {
        self: { href: `${api}/payments/${payment.id}`, type: 'application/hal+json' },
        ...(paymentLinkId
          ? { paymentLink: { href: `${api}/payment-links/${paymentLinkId}`, type: 'application/hal+json' } }
          : {}),
        checkout: { href: checkoutUrl(payment.id), type: 'text/html' },
      },
    });
    const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
    // Payment links: no status of their own, `paidAt` once paid (a test sets it) and `expiresAt` as asked.
    const linkJson = (link: StandInPaymentLink) => ({
      resource: 'payment-link',
      ...link,
      mode: 'test',
      archived: false,
      profileId: 'pfl_QkEhN94Ba',
      createdAt: '2025-01-01T12:00:00+00:00',
      sequenceType: 'oneoff',
      _links: {
        self: { href: `${api}/payment-links/${link.id}`, type: 'application/hal+json' },
        paymentLink: { href: `https://payment-links.mollie.com/payment/${link.id.slice(3)}`, type: 'text/html' },
      },
    });
    if (request.method === 'POST' && path === '/v2/payment-links') {
      const { amount, description, expiresAt, webhookUrl, redirectUrl } = JSON.parse(body) as StandInPaymentLink;
      const link = { id: `pl_4Y0eZitmBn${++count}`, amount, description, expiresAt, webhookUrl, redirectUrl };
      links.set(link.id, link);
      return send(201, linkJson(link));
    }
    const linkPath = /^\/v2\/payment-links\/([^/]+)(\/payments)?$/.exec(path);
    if (request.method === 'GET' && linkPath?.[1]) {
      const link = links.get(linkPath[1]);
      if (!link) return error(404, 'Not Found', 'No payment link exists with token');
      if (!linkPath[2]) return send(200, linkJson(link));
      // The link's payments, newest first, in one page: HAL's `_embedded.payments` and no `next`.
      const made = [...payments.values()].filter((payment) => payment.paymentLinkId === link.id).reverse();
      return send(200, {
        count: made.length,
        _embedded: { payments: made.map(paymentJson) },
        _links: {
          self: { href: `${api}/payment-links/${link.id}/payments`, type: 'application/hal+json' },
          previous: null,
          next: null,
          documentation: { href: 'https://docs.mollie.com/reference/get-payment-link-payments', type: 'text/html' },
        },
      });
    }
    if (request.method === 'POST' && path === '/v2/payments') {
      const { amount } = JSON.parse(body) as { amount: StandInPayment['amount'] };
      const payment = { id: `tr_WDqYK6vll${++count}`, status: 'open', amount };
      payments.set(payment.id, payment);
      return send(201, paymentJson(payment));
    }
    const paymentPath = /^\/v2\/payments\/([^/]+)(?:\/refunds(?:\/([^/]+))?)?$/.exec(path);
    const payment = paymentPath?.[1] ? payments.get(paymentPath[1]) : undefined;
    // A link's id (`pl_…`) is no payment's: asked as a payment, or refunded, it is not found, as at Mollie.
    if (!payment) return error(404, 'Not Found', 'No payment exists with token');
    const refundsPath = path.endsWith('/refunds');
    const refundJson = (refund: StandInRefund) => ({
      resource: 'refund',
      ...refund,
      mode: 'test',
      createdAt: '2025-01-01T12:00:00+00:00',
      _links: { self: { href: `https://api.mollie.com/v2/payments/${payment.id}/refunds/${refund.id}` } },
    });
    if (request.method === 'GET' && !refundsPath && !paymentPath?.[2]) return send(200, paymentJson(payment));
    if (request.method === 'POST' && refundsPath) {
      const key = request.headers['idempotency-key'];
      const same = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (same) return send(201, refundJson(same));
      const { amount, description } = JSON.parse(body) as { amount: StandInRefund['amount']; description?: string };
      // Mollie refuses more than what remains of the payment: its amount less its refunds that were not refused.
      const taken = [...refunds.values()]
        .filter(
          (refund) => refund.paymentId === payment.id && refund.status !== 'failed' && refund.status !== 'canceled',
        )
        .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
      if (cents(amount.value) > cents(payment.amount.value) - taken)
        return error(
          422,
          'Unprocessable Entity',
          'The amount is higher than the remaining amount of the payment',
          'amount',
        );
      const refund = {
        id: `re_4qqhO89gsT${++count}`,
        paymentId: payment.id,
        status: 'pending',
        amount,
        description: description ?? '',
      };
      refunds.set(refund.id, refund);
      if (typeof key === 'string') refundsByKey.set(key, refund);
      return send(201, refundJson(refund));
    }
    if (request.method === 'GET' && paymentPath?.[2]) {
      const refund = refunds.get(paymentPath[2]);
      if (!refund || refund.paymentId !== payment.id) return error(404, 'Not Found', 'No refund exists with token');
      return send(200, refundJson(refund));
    }
    return error(405, 'Method Not Allowed', 'The method is not allowed');
  });
  /**
   * The customer pays a link, as on Mollie's page: one (or more, after a failed try) of the link's payments is made
   * with the method chosen, and the link gets its `paidAt`. Answers the paid payment.
   */
  function payLink(linkId: string, method = 'ideal', { failedFirst = false } = {}): StandInPayment {
    const link = links.get(linkId);
    if (!link) throw new Error(`No stand-in payment link ${linkId}`);
    const make = (status: string) => {
      const payment = { id: `tr_L1nkP4yd${++count}`, status, amount: link.amount, method, paymentLinkId: linkId };
      payments.set(payment.id, payment);
      return payment;
    };
    if (failedFirst) make('failed');
    link.paidAt = new Date().toISOString();
    return make('paid');
  }
  return { server, requests, payments, refunds, links, next, payLink };
}
