import type { FastifyRequest } from 'fastify';
import { isTenantOrigin } from '../modules/tenants/tenant-origin.ts';

export const writeMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a write of the desk or the driver's page may come from where it says it comes from: a browser's `Origin` must be one of the tenant's own
 * and its `Sec-Fetch-Site` not another site's (`cross-site`, `same-site`). A client that sends neither (not a browser:
 * curl, a script) passes; `SameSite=Strict` is not the only guard then, as no browser sends a write without `Origin`.
 */
export function fromOwnPage(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return site === undefined || site === 'same-origin' || site === 'none';
  return isTenantOrigin(request.tenant, origin, request.host, publicUrl);
}
