import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantFile } from './tenant-file.ts';

/** One operator, as configured in its tenant file. */
export type Tenant = TenantFile;

export interface TenantRegistry {
  readonly all: readonly Tenant[];
  readonly defaultTenant: Tenant;
  /** Absolute path of the folder that holds `<id>.json` and the asset folders. */
  readonly dir: string;
  byId(id: string): Tenant | undefined;
  /** The tenant of a `Host` header value; an unknown host gets the default tenant. */
  forHost(host: string | undefined): Tenant;
  /**
   * A file of the tenant's asset folder (logo, legal documents) and its content type; undefined when there is no
   * such file, or the name is not a plain file name (`tenantAssetPattern`).
   */
  readAsset(tenant: Tenant, file: string): Promise<TenantAsset | undefined>;
}

export interface TenantAsset {
  content: Buffer;
  contentType: string;
}

/** Content types of the files a tenant's asset folder may serve. */
export const tenantAssetContentTypes = {
  svg: 'image/svg+xml',
  png: 'image/png',
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  pdf: 'application/pdf',
} as const;
export const tenantAssetTypes = Object.keys(tenantAssetContentTypes).join('|');
/** A plain file name: no folders, no dot files, nothing that could step out of the asset folder. */
export const tenantAssetPattern = new RegExp(`^[A-Za-z0-9][\\w-]*\\.(${tenantAssetTypes})$`);

/** `Example.COM:8080` → `example.com`, `[::1]:8080` → `[::1]`, `localhost.` → `localhost`. */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  const name = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? '');
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

export function createTenantRegistry(dir: string, tenants: readonly Tenant[], defaultTenant: Tenant): TenantRegistry {
  const byId = new Map(tenants.map((tenant) => [tenant.id, tenant]));
  const byHostname = new Map(
    tenants.flatMap((tenant) => tenant.hostnames.map((hostname) => [hostname.toLowerCase(), tenant] as const)),
  );
  return {
    all: tenants,
    defaultTenant,
    dir,
    byId: (id) => byId.get(id),
    forHost: (host) => (host === undefined ? undefined : byHostname.get(hostnameOf(host))) ?? defaultTenant,
    async readAsset(tenant, file) {
      // The pattern admits no separators or dot segments, so the path stays inside the tenant's folder.
      if (!tenantAssetPattern.test(file)) return undefined;
      const content = await readFile(path.join(dir, tenant.id, file)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      const extension = path.extname(file).slice(1) as keyof typeof tenantAssetContentTypes;
      return content && { content, contentType: tenantAssetContentTypes[extension] };
    },
  };
}
