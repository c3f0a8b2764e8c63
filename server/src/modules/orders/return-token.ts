import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OrderRow } from '../../db/tables.ts';

/** The SHA-256 (hex) that the order keeps of its return token. */
export const returnTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new return token: 32 random bytes in base64url, for the address the provider sends the customer back to. */
export function newReturnToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: returnTokenHash(token) };
}

/** Whether a return address carries the order's token; an order without one (made before tokens) matches none. */
export function hasReturnToken(order: Pick<OrderRow, 'return_token_hash'>, token: string): boolean {
  if (!order.return_token_hash || token === '') return false;
  const expected = Buffer.from(order.return_token_hash, 'hex');
  const actual = Buffer.from(returnTokenHash(token), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The address the provider sends the customer back to: our return route, with the order's token. */
export const returnUrl = (order: Pick<OrderRow, 'id' | 'return_origin'>, token: string): string =>
  `${order.return_origin}/api/payments/return/${order.id}?token=${token}`;
