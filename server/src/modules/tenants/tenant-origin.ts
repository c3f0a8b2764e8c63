import { hostnameOf, type Tenant } from './tenant-registry.ts';

/**
 * Where a customer is sent back to (the payment provider's return, a reset link): the origin of the page they used
 * when it is one of the tenant's own hosts (so a customer on zakelijk.example returns there), else PUBLIC_URL. Never
 * an origin the browser made up: that would make our address an open redirect.
 */
export function returnOrigin(returnPath: string, tenant: Tenant, publicUrl: string): string {
  try {
    const url = new URL(returnPath);
    const ownHost = tenant.hostnames.some((hostname) => hostname.toLowerCase() === hostnameOf(url.host));
    // A site served over https does not send its customers back over plain http.
    const schemes = publicUrl.startsWith('https:') ? ['https:'] : ['https:', 'http:'];
    if (schemes.includes(url.protocol) && ownHost) return url.origin;
  } catch {
    // Not an absolute URL: the public URL it is.
  }
  return publicUrl;
}
