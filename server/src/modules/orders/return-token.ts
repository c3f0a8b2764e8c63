import { timingSafeEqual } from 'node:crypto';
import { orderReference } from '#common/format/text.ts';
import type { OrderRow } from '../../db/tables.ts';
import type { PaymentRequest } from '../payments/providers/provider.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { hashOfToken, newSecretToken } from '../tokens/secret-token.ts';

/** A new return token, for the address the provider sends the customer back to, and the hash the order keeps. */
export function newReturnToken(): { token: string; hash: string } {
  const token = newSecretToken();
  return { token, hash: hashOfToken(token) };
}

/** Whether a return address carries the order's token; an order without one (made before tokens) matches none. */
export function hasReturnToken(order: Pick<OrderRow, 'return_token_hash'>, token: string): boolean {
  if (!order.return_token_hash || token === '') return false;
  const expected = Buffer.from(order.return_token_hash, 'hex');
  const actual = Buffer.from(hashOfToken(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A payment of the order as its provider is asked for it: the order's total, named by the company and the order's
 * reference, and the customer sent back to our return route with the order's return token. The caller adds where the
 * provider reports.
 */
export function orderPayment(
  tenant: Tenant,
  order: Pick<OrderRow, 'id' | 'customer_id' | 'total_cents' | 'return_origin'>,
  returnToken: string,
): Omit<PaymentRequest, 'webhookUrl'> {
  return {
    orderId: order.id,
    amountCents: order.total_cents,
    currency: 'EUR',
    description: `${tenant.info.company} ${orderReference(order.customer_id, order.id)}`,
    redirectUrl: `${order.return_origin}/api/payments/return/${order.id}?token=${returnToken}`,
  };
}
