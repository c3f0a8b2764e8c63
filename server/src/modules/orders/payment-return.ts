import type { PaymentOutcomeKey } from '#common/contracts/payment-status.ts';
import type { OrderRow } from '../../db/tables.ts';
import type { PaymentProvider, WebhookHeaders } from '../payments/providers/provider.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { syncPayment, type CheckoutDeps } from './checkout.ts';
import { findOrder, findOrderByPayment } from './order-store.ts';
import { hasReturnToken } from './return-token.ts';

/**
 * The return page of each state an order can be in after the customer's return (docs/decisions/010): a payment still
 * open or pending at the provider shows the page that checks again by itself.
 */
const returnPages: Record<OrderRow['status'], PaymentOutcomeKey> = {
  paid: 'success',
  booked: 'success',
  canceled: 'cancelled',
  failed: 'failed',
  expired: 'failed',
  pending: 'pending',
};

export type PaymentStatusOutcome = { ok: true; outcome: PaymentOutcomeKey } | { ok: false; error: 'orderNotFound' };

export type WebhookOutcome =
  /** `order`: the payment's order, whose refunds the provider may be reporting on too; none for an unknown payment. */
  | { ok: true; order?: OrderRow }
  /** The body names no payment of that provider. */
  | { ok: false; error: 'invalidWebhook'; message: string }
  /** The provider could not tell us the status: it should call again later. */
  | { ok: false; error: 'statusUnavailable'; order: OrderRow };

/**
 * The provider's webhook (docs/reference/api.md#payments-webhook): it only names a payment; how the payment went is
 * always asked of the provider.
 */
export async function paymentWebhook(
  deps: CheckoutDeps,
  providerName: PaymentProvider['name'],
  body: unknown,
  headers: WebhookHeaders,
): Promise<WebhookOutcome> {
  const parsed = deps.payments.parseWebhook(providerName, body, headers);
  if (!parsed.ok) return { ok: false, error: 'invalidWebhook', message: parsed.error.message };
  const order = await findOrderByPayment(deps.db, providerName, parsed.value.providerPaymentId);
  // An id we never made answers as a known one does: whoever posts it learns nothing (and a provider stops retrying).
  if (!order) {
    deps.log.warn(
      { provider: providerName, paymentId: parsed.value.providerPaymentId },
      'Webhook for an unknown payment',
    );
    return { ok: true };
  }
  const { known } = await syncPayment(deps, order);
  return known ? { ok: true, order } : { ok: false, error: 'statusUnavailable', order };
}

/**
 * The customer's return from the provider (docs/reference/api.md#payment-return): the SPA page to send them to. An
 * order of another operator, none at all, or an address without the order's own token gets `pageInvalid`'s page, a
 * way on from there: nothing about the order is told and the provider is not asked.
 */
export async function paymentReturnPage(
  deps: CheckoutDeps,
  tenant: Tenant,
  orderId: number,
  token: string,
): Promise<string> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.tenant_id !== tenant.id || !hasReturnToken(order, token)) return '/payment/failed/unknown';
  const { status } = await syncPayment(deps, order);
  const page = `/payment/${returnPages[status]}/${order.hash}`;
  // The page that checks again asks with the return token; after `#` it never reaches a server or a log.
  return status === 'pending' ? `${page}#token=${encodeURIComponent(token)}` : page;
}

/**
 * How the payment of an order stands (docs/reference/api.md#payment-status), for the page of a customer back while it
 * was open or pending: the provider is asked while the order waits. As at the return, only the order's own token
 * counts, so an order id alone neither tells anything nor makes us call the provider.
 */
export async function paymentStatus(
  deps: CheckoutDeps,
  tenant: Tenant,
  orderId: number,
  token: string,
): Promise<PaymentStatusOutcome> {
  const order = await findOrder(deps.db, orderId);
  if (!order || order.tenant_id !== tenant.id || !hasReturnToken(order, token))
    return { ok: false, error: 'orderNotFound' };
  const { status } = await syncPayment(deps, order);
  return { ok: true, outcome: returnPages[status] };
}
