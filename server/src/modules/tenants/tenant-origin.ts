import { hostnameOf, type Tenant } from './tenant-registry.ts';

/**
 * The tenant's origin for one of its host names: the origin its file configures for that host, else the host with
 * PUBLIC_URL's scheme and port (the installation's, the same for every tenant).
 */
function originOfHostname(tenant: Tenant, hostname: string, publicUrl: string): string {
  const configured = tenant.origins.find((origin) => new URL(origin).hostname === hostname);
  if (configured) return new URL(configured).origin;
  const url = new URL(publicUrl);
  url.hostname = hostname;
  return url.origin;
}

/**
 * Where a customer is sent back to (the payment provider's return, a reset link): the tenant's configured origin for
 * the host name the customer used, else PUBLIC_URL. Only the host name of what the browser sent is looked at, and only
 * to pick one of the tenant's own origins: its scheme and port are never taken over (`zakelijk.localhost:6666` links
 * to the configured port), so our links are never an open redirect. docs/decisions/003-tenant-settings.md.
 */
export function tenantOrigin(tenant: Tenant, host: string, publicUrl: string): string {
  const hostname = hostnameOf(host);
  const own = tenant.hostnames.find((candidate) => candidate.toLowerCase() === hostname);
  return own ? originOfHostname(tenant, own.toLowerCase(), publicUrl) : publicUrl;
}

/**
 * Whether a browser's `Origin` is one of the tenant's own: the origin of one of its host names (configured, else with
 * PUBLIC_URL's scheme and port), or exactly the scheme-less host the request came to when that is one of the tenant's
 * host names (a development proxy in front of the server). Another site's page never is.
 */
export function isTenantOrigin(tenant: Tenant, origin: string, host: string, publicUrl: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return false;
  const hostnames = tenant.hostnames.map((hostname) => hostname.toLowerCase());
  if (!hostnames.includes(url.hostname)) return false;
  if (hostnames.some((hostname) => originOfHostname(tenant, hostname, publicUrl) === url.origin)) return true;
  return url.host === host.toLowerCase();
}

/** The host of an absolute address the browser sent (the page it was on), or '' when it is not one. */
export function hostOfAddress(address: string): string {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.host : '';
  } catch {
    return '';
  }
}
