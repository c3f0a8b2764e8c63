import type { OrderRow } from '../../db/tables.ts';
import { tenantOrigin } from '../tenants/tenant-origin.ts';
import { hostnameOf, type Tenant } from '../tenants/tenant-registry.ts';

/**
 * The customer's page to manage the order (docs/decisions/022-manage-booking.md), on the tenant's host the order was
 * placed from (its return origin), else on the tenant's first host name: a link on PUBLIC_URL's host could open
 * another tenant, which does not know it. None for an order made before manage links existed.
 */
export function manageLink(
  order: Pick<OrderRow, 'return_origin' | 'manage_token'>,
  tenant: Tenant,
  publicUrl: string,
): string | undefined {
  if (!order.manage_token) return undefined;
  const placedOn = hostnameOf(new URL(order.return_origin).host);
  const own = tenant.hostnames.some((hostname) => hostname.toLowerCase() === placedOn);
  const origin = own ? order.return_origin : tenantOrigin(tenant, tenant.hostnames[0] ?? '', publicUrl);
  return `${origin}/manage/${order.manage_token}`;
}
