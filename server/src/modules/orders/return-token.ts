import { timingSafeEqual } from 'node:crypto';
import type { OrderRow } from '../../db/tables.ts';
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

/** The address the provider sends the customer back to: our return route, with the order's token. */
export const returnUrl = (order: Pick<OrderRow, 'id' | 'return_origin'>, token: string): string =>
  `${order.return_origin}/api/payments/return/${order.id}?token=${token}`;
