import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/tables.ts';
import { err, ok, type Result } from '../result.ts';
import {
  checkAmount,
  webhookPaymentId,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentError,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type ProviderRefundStatus,
  type RefundState,
} from './provider.ts';
import { simulatorPage, type HostedPage, type SimulatedOutcome } from './simulator-page.ts';

/** `sim_` and 18 random bytes in base64url: unguessable, and safe in a URL path. */
const idPattern = /^sim_[A-Za-z0-9_-]{24}$/;

const statuses: readonly PaymentStatus[] = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'];

const refundIdPattern = /^re_sim_[A-Za-z0-9_-]{16}$/;
const refundStatuses: readonly ProviderRefundStatus[] = ['pending', 'refunded', 'failed'];

/**
 * A simulated refund of this many cents fails when it settles, as a real one may (a closed bank account): the failure
 * path can be tried by hand and in tests (docs/reference/states.md#refunds).
 */
export const simulatorFailingRefundCents = 666;

/** Whether our webhook took the call; the customer is sent on either way, as a real provider does. */
export type WebhookDelivery = { delivered: true } | { delivered: false; reason: string };

export type Completion =
  | { completed: true; redirectUrl: string; webhook: WebhookDelivery }
  /** Refused: the payment was completed before (a second click, the back button). */
  | { completed: false; status: PaymentStatus; redirectUrl: string };

export interface SimulatorOptions {
  db: Kysely<Database>;
  /** Without a trailing slash, as in Settings. */
  publicUrl: string;
  /** The server's logger will do. */
  log: { warn(details: object, message: string): void };
  webhookTimeoutMs?: number;
}

export interface SimulatorProvider extends PaymentProvider {
  /** The payment's hosted page: its amount and buttons, or how it ended. */
  hostedPage(id: string): Promise<HostedPage>;
  /** What a button on the hosted page does: settle an open or pending payment (or leave an open one pending), then call its webhook. */
  completeSimulatedPayment(id: string, outcome: SimulatedOutcome): Promise<Result<Completion, PaymentError>>;
}

const notFound = (id: string): PaymentError => ({ code: 'not_found', message: `No simulated payment ${id}` });

function refundStateOf(refund: {
  id: string;
  status: string;
  amount_cents: number;
}): Result<RefundState, PaymentError> {
  const status = refundStatuses.find((known) => known === refund.status);
  if (!status)
    return err({
      code: 'invalid_response',
      message: `Simulated refund ${refund.id} has an unknown status ${refund.status}`,
    });
  return ok({ refundId: refund.id, status, amountCents: refund.amount_cents });
}

type StoredPayment = { id: string; status: string; amount_cents: number; expires_at: Date | string | null };

type StoredLink = StoredPayment & {
  description: string;
  redirect_url: string;
  webhook_url: string;
  link_payment_id: string | null;
};

/** An open payment link past its time has expired, as Mollie's does, whether or not anyone looked. */
function statusOf(payment: StoredPayment, now: Date): string {
  const expired = payment.expires_at !== null && new Date(payment.expires_at) <= now;
  return payment.status === 'open' && expired ? 'expired' : payment.status;
}

function stateOf(payment: StoredPayment, now = new Date()): Result<PaymentState, PaymentError> {
  const status = statuses.find((known) => known === statusOf(payment, now));
  if (!status)
    return err({
      code: 'invalid_response',
      message: `Simulated payment ${payment.id} has an unknown status ${payment.status}`,
    });
  return ok({ status, amountCents: payment.amount_cents });
}

/**
 * The default provider: payments live in our own database and are paid on our own hosted page
 * (`/pay/simulator/<id>`), so the whole checkout runs without a real provider or a network.
 */
export function createSimulatorProvider({
  db,
  publicUrl,
  log,
  webhookTimeoutMs = 5000,
}: SimulatorOptions): SimulatorProvider {
  const find = (id: string) =>
    idPattern.test(id)
      ? db.selectFrom('simulator_payments').selectAll().where('id', '=', id).executeTakeFirst()
      : Promise.resolve(undefined);

  /**
   * The payment a paid link made, as a Mollie link makes one: claimed on the link by one conditional update in the
   * transaction that writes it, so two looks at once make one. A link paid before migration 029 gets its payment at
   * the first look.
   */
  async function paymentOfLink(link: StoredLink): Promise<string> {
    if (link.link_payment_id) return link.link_payment_id;
    const id = `sim_${randomBytes(18).toString('base64url')}`;
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('simulator_payments')
        .set({ link_payment_id: id })
        .where('id', '=', link.id)
        .where('link_payment_id', 'is', null)
        .executeTakeFirst();
      if (claimed.numUpdatedRows !== 1n) return;
      await trx
        .insertInto('simulator_payments')
        .values({
          id,
          amount_cents: link.amount_cents,
          description: link.description,
          redirect_url: link.redirect_url,
          webhook_url: link.webhook_url,
          status: 'paid',
          expires_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
    const after = await find(link.id);
    return after?.link_payment_id ?? id;
  }

  async function callWebhook(id: string, webhookUrl: string): Promise<WebhookDelivery> {
    let reason: string;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { delivered: true };
      reason = `the webhook answered ${response.status}`;
    } catch (error) {
      reason = `the webhook call failed: ${error instanceof Error ? error.message : String(error)}`;
    }
    log.warn({ paymentId: id, webhookUrl }, `Simulated payment: ${reason}`);
    return { delivered: false, reason };
  }

  async function create(
    input: CreatePaymentInput,
    expiresAt: Date | null,
  ): Promise<Result<CreatedPayment, PaymentError>> {
    const invalid = checkAmount(input.amountCents);
    if (invalid) return err(invalid);
    const id = `sim_${randomBytes(18).toString('base64url')}`;
    const now = new Date();
    await db
      .insertInto('simulator_payments')
      .values({
        id,
        amount_cents: input.amountCents,
        description: input.description,
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
        status: 'open',
        expires_at: expiresAt,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return ok({ providerPaymentId: id, checkoutUrl: `${publicUrl}/pay/simulator/${id}` });
  }

  return {
    name: 'simulator',

    async hostedPage(id) {
      const payment = await find(id);
      return simulatorPage(
        payment && {
          id: payment.id,
          amountCents: payment.amount_cents,
          description: payment.description,
          status: statusOf(payment, new Date()),
          redirectUrl: payment.redirect_url,
        },
      );
    },

    async createPayment(input) {
      return create(input, null);
    },

    async getStatus(id) {
      const payment = await find(id);
      return payment ? stateOf(payment) : err(notFound(id));
    },

    // A simulated link is a simulated payment on the same hosted page, open until it is paid or its time is up.
    async createPaymentLink(input) {
      return create({ ...input, locale: 'nl_NL', metadata: {} }, input.expiresAt);
    },

    async getLinkStatus(id) {
      const link = await find(id);
      if (!link) return err(notFound(id));
      const state = stateOf(link);
      if (!state.ok || state.value.status !== 'paid' || link.expires_at === null) return state;
      return ok({ ...state.value, paymentId: await paymentOfLink(link) });
    },

    // Refunds start pending and settle at the next look, as a real provider's do a while later.
    async refund(id, amountCents, { idempotencyKey }) {
      const payment = await find(id);
      // A link is not a payment, at Mollie neither: only the payment it made can be refunded.
      if (!payment || payment.expires_at !== null) return err(notFound(id));
      const same = await db
        .selectFrom('simulator_refunds')
        .selectAll()
        .where('payment_id', '=', id)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (same) return refundStateOf(same);
      if (payment.status !== 'paid')
        return err({ code: 'invalid_request', message: `Simulated payment ${id} is ${payment.status}, not paid` });
      const { refunded } = await db
        .selectFrom('simulator_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('refunded'))
        .where('payment_id', '=', id)
        .where('status', '!=', 'failed')
        .executeTakeFirstOrThrow();
      if (checkAmount(amountCents) || amountCents > payment.amount_cents - Number(refunded)) {
        return err({
          code: 'invalid_request',
          message: `Cannot refund ${amountCents} cents of ${payment.amount_cents} (${Number(refunded)} refunded)`,
        });
      }
      const now = new Date();
      const refund = {
        id: `re_sim_${randomBytes(12).toString('base64url')}`,
        payment_id: id,
        idempotency_key: idempotencyKey,
        amount_cents: amountCents,
        status: 'pending',
        created_at: now,
        updated_at: now,
      };
      await db.insertInto('simulator_refunds').values(refund).execute();
      return refundStateOf(refund);
    },

    async getRefund(id, refundId) {
      if (!idPattern.test(id) || !refundIdPattern.test(refundId)) return err(notFound(refundId));
      const refund = () =>
        db
          .selectFrom('simulator_refunds')
          .selectAll()
          .where('id', '=', refundId)
          .where('payment_id', '=', id)
          .executeTakeFirst();
      const before = await refund();
      if (!before) return err(notFound(refundId));
      if (before.status === 'pending') {
        await db
          .updateTable('simulator_refunds')
          .set({
            status: before.amount_cents === simulatorFailingRefundCents ? 'failed' : 'refunded',
            updated_at: new Date(),
          })
          .where('id', '=', refundId)
          .where('status', '=', 'pending')
          .execute();
      }
      const after = await refund();
      return after ? refundStateOf(after) : err(notFound(refundId));
    },

    parseWebhook(body) {
      return webhookPaymentId(body, idPattern);
    },

    async completeSimulatedPayment(id, outcome) {
      // Only an unsettled payment changes, in one statement: two clicks at once settle it once. Pending is a step on
      // the way, from open only.
      const from: PaymentStatus[] = outcome === 'pending' ? ['open'] : ['open', 'pending'];
      const updated = idPattern.test(id)
        ? await db
            .updateTable('simulator_payments')
            .set({ status: outcome, updated_at: new Date() })
            .where('id', '=', id)
            .where('status', 'in', from)
            .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
            .executeTakeFirst()
        : undefined;
      const payment = await find(id);
      if (!payment) return err(notFound(id));
      if (updated?.numUpdatedRows !== 1n) {
        const state = stateOf(payment);
        if (!state.ok) return state;
        return ok({ completed: false, status: state.value.status, redirectUrl: payment.redirect_url });
      }
      const webhook = await callWebhook(id, payment.webhook_url);
      return ok({ completed: true, redirectUrl: payment.redirect_url, webhook });
    },
  };
}
