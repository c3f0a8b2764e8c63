import { err, ok, type Result } from '../result.ts';

/**
 * Why a provider call failed. Network trouble and provider answers are values, never exceptions, so
 * the checkout decides what the customer sees and a webhook handler can still answer 200.
 */
export type PaymentErrorCode =
  /** Our request was refused as malformed (400, 422) or failed our own checks before sending. */
  | 'invalid_request'
  /** The API key was refused (401, 403). */
  | 'unauthorized'
  /** The provider does not know the payment (404). */
  | 'not_found'
  /** The provider failed (5xx), also after its client's retries. */
  | 'provider_error'
  /** The provider could not be reached. */
  | 'network_error'
  /** The provider did not answer in time. */
  | 'timeout'
  /** The provider answered with something we cannot use. */
  | 'invalid_response'
  /** A webhook call without a usable payment id. */
  | 'invalid_webhook';

export interface PaymentError {
  code: PaymentErrorCode;
  message: string;
}

export type PaymentStatus = 'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

/** What every payment asked of a provider names, a payment at checkout and a phone booking's link alike. */
export interface PaymentRequest {
  orderId: number;
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** Where the provider sends the customer afterwards, whatever the outcome. */
  redirectUrl: string;
  /** Where the provider reports a change (with the payment id only); the status is always asked of the provider. */
  webhookUrl: string;
}

export interface CreatePaymentInput extends PaymentRequest {
  locale: 'nl_NL' | 'en_US';
  metadata: Record<string, string | number>;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The provider's hosted payment page, where the customer goes next. */
  checkoutUrl: string;
}

/**
 * A payment link for a booking taken by phone (docs/decisions/034-desk-booking-payment-ways.md): sent to the caller and
 * read out, paid whenever they open it until it expires.
 */
export interface CreatePaymentLinkInput extends PaymentRequest {
  /** After this the link cannot be paid any more. */
  expiresAt: Date;
}

export interface PaymentState {
  status: PaymentStatus;
  amountCents: number;
  /** How it was paid, as the provider names it (Mollie's `ideal`, `creditcard`, `bancontact`, …), when it says. */
  method?: string | undefined;
  /**
   * A paid link's payment, the one its refunds go against (a link is not a payment: Mollie refunds only `tr_…`);
   * set by `getLinkStatus` once paid.
   */
  paymentId?: string | undefined;
}

/** A refund as the provider reports it: its queued and processing states are `pending` to us. */
export type ProviderRefundStatus = 'pending' | 'refunded' | 'failed';

export interface RefundState {
  refundId: string;
  status: ProviderRefundStatus;
  amountCents: number;
}

export interface RefundOptions {
  /** The same key asks for the same refund: a request sent again (a timeout, a retry) refunds once. */
  idempotencyKey: string;
  description: string;
}

/** A webhook request's headers, as the HTTP server hands them over. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * A payment provider. The webhook names the payment and nothing else: its status is always
 * fetched with `getStatus`, never taken from the request.
 */
export interface PaymentProvider {
  readonly name: 'simulator' | 'mollie';
  createPayment(input: CreatePaymentInput): Promise<Result<CreatedPayment, PaymentError>>;
  getStatus(providerPaymentId: string): Promise<Result<PaymentState, PaymentError>>;
  /** A payment link: its id (`providerPaymentId`) and the address the customer opens (`checkoutUrl`). */
  createPaymentLink(input: CreatePaymentLinkInput): Promise<Result<CreatedPayment, PaymentError>>;
  /**
   * How a payment link stands: `paid` once paid, with the payment it made and its method, `expired` after its time,
   * else `open`.
   */
  getLinkStatus(linkId: string): Promise<Result<PaymentState, PaymentError>>;
  refund(
    providerPaymentId: string,
    amountCents: number,
    options: RefundOptions,
  ): Promise<Result<RefundState, PaymentError>>;
  getRefund(providerPaymentId: string, refundId: string): Promise<Result<RefundState, PaymentError>>;
  parseWebhook(body: unknown, headers: WebhookHeaders): Result<{ providerPaymentId: string }, PaymentError>;
}

/** The payment id of a webhook body: `id=<id>` form-encoded, or already parsed into an object. */
export function webhookPaymentId(
  body: unknown,
  idPattern: RegExp,
): Result<{ providerPaymentId: string }, PaymentError> {
  let id: unknown;
  if (typeof body === 'string') id = new URLSearchParams(body).get('id');
  else if (body instanceof URLSearchParams) id = body.get('id');
  else if (typeof body === 'object' && body !== null) id = (body as Record<string, unknown>).id;
  if (typeof id !== 'string' || !idPattern.test(id)) {
    return err({ code: 'invalid_webhook', message: 'The webhook body has no valid payment id' });
  }
  return ok({ providerPaymentId: id });
}

/** Our own check before a payment is created: a whole, positive number of cents. */
export function checkAmount(amountCents: number): PaymentError | undefined {
  if (Number.isSafeInteger(amountCents) && amountCents > 0) return undefined;
  return { code: 'invalid_request', message: `Not a payable amount in cents: ${amountCents}` };
}
