import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '../../db/tables.ts';
import { hashOfToken, newSecretToken, secretTokenPattern } from '../tokens/secret-token.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import { hostnameOf, type Tenant } from '../tenants/tenant-registry.ts';

/**
 * A new link to manage the order (docs/decisions/031-paid-per-trip-and-link-hashes.md): a token of its own, of which
 * only the hash is stored (`manage_links`), so the token exists only in what it was made for (a mail, a payment's
 * return). Every link made stays valid as long as the booking is (docs/decisions/022-manage-booking.md).
 */
export async function newManageToken(
  db: Kysely<Database>,
  order: Pick<OrderRow, 'id' | 'tenant_id'>,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('manage_links')
    .values({ tenant_id: order.tenant_id, order_id: order.id, token_hash: hashOfToken(token), created_at: now })
    .execute();
  return token;
}

/**
 * The order a manage link names, within the tenant, whether or not its trips are over: looked up by the token's SHA-256,
 * so how long the look-up takes tells nothing of the token; a token of another shape or tenant, or unknown, is undefined.
 */
export function orderOfManageToken(db: Kysely<Database>, tenant: Tenant, token: string): Promise<OrderRow | undefined> {
  if (!secretTokenPattern.test(token)) return Promise.resolve(undefined);
  return db
    .selectFrom('manage_links')
    .innerJoin('orders', 'orders.id', 'manage_links.order_id')
    .selectAll('orders')
    .where('manage_links.token_hash', '=', hashOfToken(token))
    .where('manage_links.tenant_id', '=', tenant.id)
    .where('orders.tenant_id', '=', tenant.id)
    .executeTakeFirst();
}

/**
 * The customer's page to manage the order (docs/decisions/022-manage-booking.md) for a token just made, on the
 * tenant's host the order was placed from (its return origin), else on the tenant's first host name: a link on
 * PUBLIC_URL's host could open another tenant, which does not know it.
 */
export function manageLink(
  order: Pick<OrderRow, 'return_origin'>,
  token: string,
  tenant: Tenant,
  publicUrl: string,
): string {
  return `${linkOrigin(order, tenant, publicUrl)}/manage/${token}`;
}

/** The order's receipt (PDF) by the same token (docs/decisions/051-receipts.md), on the same host as its page. */
export function receiptLink(
  order: Pick<OrderRow, 'return_origin'>,
  token: string,
  tenant: Tenant,
  publicUrl: string,
): string {
  return `${linkOrigin(order, tenant, publicUrl)}${receiptPath(token)}`;
}

/** The receipt's path by a manage link's token (`GET /api/manage/:token/receipt.pdf`). */
export const receiptPath = (token: string) => `/api/manage/${token}/receipt.pdf`;

function linkOrigin(order: Pick<OrderRow, 'return_origin'>, tenant: Tenant, publicUrl: string): string {
  const placedOn = hostnameOf(new URL(order.return_origin).host);
  const own = tenant.hostnames.some((hostname) => hostname.toLowerCase() === placedOn);
  return own ? order.return_origin : tenantOrigin(tenant, tenant.hostnames[0] ?? '', publicUrl);
}
