import { createMollieClient, Locale, MollieApiError, PaymentMethod } from '@mollie/api-client';
import { err, ok, type Result } from '../result.ts';
import { amountToCents, centsToAmount } from '#common/format/amount.ts';
import {
  checkAmount,
  webhookPaymentId,
  type PaymentError,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderRefundStatus,
  type RefundState,
} from './provider.ts';

/** Where Mollie's hosted checkout pages live: the checkout's payment form goes there. */
export const mollieCheckoutOrigin = 'https://www.mollie.com';

/** Mollie's payment ids: `tr_` and letters and digits. Checked before use, as they go into a URL path. */
const idPattern = /^tr_[A-Za-z0-9]+$/;

/** Mollie's payment link ids: `pl_` and letters and digits. */
const linkIdPattern = /^pl_[A-Za-z0-9]+$/;

/** Mollie has a few more states than our orders: an authorized card payment is not paid yet. */
const statusOf: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Mollie's refund ids: `re_` and letters and digits. */
const refundIdPattern = /^re_[A-Za-z0-9]+$/;

/** A refund queued (for want of balance) or processing is still pending; a cancelled one will never be paid out. */
const refundStatusOf: Record<string, ProviderRefundStatus> = {
  queued: 'pending',
  pending: 'pending',
  processing: 'pending',
  refunded: 'refunded',
  failed: 'failed',
  canceled: 'failed',
};

function refundStateOf(refund: { id: string; status: string; amount?: { currency: string; value: string } }) {
  const status = Object.hasOwn(refundStatusOf, refund.status) ? refundStatusOf[refund.status] : undefined;
  const amountCents = refund.amount?.currency === 'EUR' ? amountToCents(refund.amount.value) : undefined;
  if (!status || amountCents === undefined) {
    return err<PaymentError>({
      code: 'invalid_response',
      message: `Mollie refund ${refund.id} has status ${refund.status} and amount ${JSON.stringify(refund.amount)}`,
    });
  }
  return ok<RefundState>({ refundId: refund.id, status, amountCents });
}

export interface MollieOptions {
  /** The tenant's key or the environment's: the caller decides. */
  apiKey: string;
  /** Mollie's v2 API unless set; tests point it at a stand-in server. */
  apiEndpoint?: string;
  /** Covers the client's own retries of 5xx answers (2 s apart), so it must exceed a few seconds. */
  timeoutMs?: number;
}

/** Mollie (iDEAL and cards) through its official client. */
export function createMollieProvider({ apiKey, apiEndpoint, timeoutMs = 15_000 }: MollieOptions): PaymentProvider {
  const client = createMollieClient({ apiKey, ...(apiEndpoint ? { apiEndpoint } : {}) });

  // The client has no timeout of its own: a hanging request is abandoned here, not awaited forever.
  async function call<T>(run: () => Promise<T>): Promise<Result<T, PaymentError>> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<Result<T, PaymentError>>((resolve) => {
      timer = setTimeout(
        () => resolve(err({ code: 'timeout', message: `Mollie did not answer within ${timeoutMs} ms` })),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([run().then(ok, (error: unknown) => err(errorOf(error))), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    name: 'mollie',

    async createPayment(input) {
      const invalid = checkAmount(input.amountCents);
      if (invalid) return err(invalid);
      const created = await call(() =>
        client.payments.create({
          amount: { currency: input.currency, value: centsToAmount(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          locale: Locale[input.locale],
          method: [PaymentMethod.ideal, PaymentMethod.creditcard],
          metadata: { ...input.metadata, orderId: input.orderId },
        }),
      );
      if (!created.ok) return created;
      const checkoutUrl = created.value.getCheckoutUrl();
      if (!checkoutUrl)
        return err({ code: 'invalid_response', message: `Mollie payment ${created.value.id} has no checkout URL` });
      return ok({ providerPaymentId: created.value.id, checkoutUrl });
    },

    async getStatus(id) {
      if (!idPattern.test(id)) return err({ code: 'not_found', message: `Not a Mollie payment id: ${id}` });
      const fetched = await call(() => client.payments.get(id));
      if (!fetched.ok) return fetched;
      const { status, amount, method } = fetched.value;
      const ours = Object.hasOwn(statusOf, status) ? statusOf[status] : undefined;
      const amountCents = amount?.currency === 'EUR' ? amountToCents(amount.value) : undefined;
      if (!ours || amountCents === undefined) {
        return err({
          code: 'invalid_response',
          message: `Mollie payment ${id} has status ${status} and amount ${JSON.stringify(amount)}`,
        });
      }
      return ok({ status: ours, amountCents, method: method ?? undefined });
    },

    // Mollie's Payment Links API: the link has no status of its own, only `paidAt` once paid and `expiresAt`.
    async createPaymentLink(input) {
      const invalid = checkAmount(input.amountCents);
      if (invalid) return err(invalid);
      const created = await call(() =>
        client.paymentLinks.create({
          amount: { currency: input.currency, value: centsToAmount(input.amountCents) },
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          expiresAt: input.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        }),
      );
      if (!created.ok) return created;
      const checkoutUrl = created.value.getPaymentUrl();
      if (!linkIdPattern.test(created.value.id) || !checkoutUrl)
        return err({ code: 'invalid_response', message: `Mollie payment link ${created.value.id} has no address` });
      return ok({ providerPaymentId: created.value.id, checkoutUrl });
    },

    async getLinkStatus(id) {
      if (!linkIdPattern.test(id)) return err({ code: 'not_found', message: `Not a Mollie payment link id: ${id}` });
      const fetched = await call(() => client.paymentLinks.get(id));
      if (!fetched.ok) return fetched;
      const { paidAt, expiresAt, amount } = fetched.value;
      const amountCents = amount?.currency === 'EUR' ? amountToCents(amount.value) : undefined;
      if (amountCents === undefined)
        return err({
          code: 'invalid_response',
          message: `Mollie payment link ${id} has amount ${JSON.stringify(amount)}`,
        });
      const expired = expiresAt !== undefined && new Date(expiresAt).getTime() <= Date.now();
      if (!paidAt) return ok({ status: expired ? 'expired' : 'open', amountCents });
      // A link is not a payment: the payment it made (GET /v2/payment-links/{id}/payments, newest first) is what a
      // refund goes against, and its method is what the receipt names.
      const payments = await call(() => fetched.value.getPayments().find((payment) => payment.status === 'paid'));
      if (!payments.ok) return payments;
      const payment = payments.value;
      if (!payment || !idPattern.test(payment.id))
        return err({ code: 'invalid_response', message: `Mollie payment link ${id} is paid without a paid payment` });
      return ok({ status: 'paid', amountCents, paymentId: payment.id, method: payment.method ?? undefined });
    },

    async refund(id, amountCents, { idempotencyKey, description }) {
      if (!idPattern.test(id)) return err({ code: 'not_found', message: `Not a Mollie payment id: ${id}` });
      const invalid = checkAmount(amountCents);
      if (invalid) return err(invalid);
      const refunded = await call(() =>
        client.paymentRefunds.create({
          paymentId: id,
          amount: { currency: 'EUR', value: centsToAmount(amountCents) },
          description,
          idempotencyKey,
        }),
      );
      return refunded.ok ? refundStateOf(refunded.value) : refunded;
    },

    async getRefund(id, refundId) {
      if (!idPattern.test(id) || !refundIdPattern.test(refundId))
        return err({ code: 'not_found', message: `Not a Mollie payment and refund id: ${id}, ${refundId}` });
      const fetched = await call(() => client.paymentRefunds.get(refundId, { paymentId: id }));
      return fetched.ok ? refundStateOf(fetched.value) : fetched;
    },

    // Mollie posts `id=tr_…` and nothing else, unsigned: the status is fetched, never read from here.
    parseWebhook(body) {
      return webhookPaymentId(body, idPattern);
    },
  };
}

/** The client throws its ApiError for every failure; without an HTTP status it never got an answer. */
function errorOf(error: unknown): PaymentError {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof MollieApiError)) return { code: 'provider_error', message };
  const status = error.statusCode;
  if (status === 401 || status === 403) return { code: 'unauthorized', message };
  if (status === 404) return { code: 'not_found', message };
  if (status !== undefined && status >= 400 && status < 500) return { code: 'invalid_request', message };
  if (status !== undefined) return { code: 'provider_error', message };
  if (message === 'Received unexpected response from the server') return { code: 'invalid_response', message };
  return { code: 'network_error', message };
}
