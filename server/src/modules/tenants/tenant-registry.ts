import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TenantFile } from '#common/tenant/tenant-file.ts';

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
  /** The version of the tenant's configuration this instance uses (0: from files, not the database). */
  versionOf(tenantId: string): number;
}

export interface TenantAsset {
  content: Buffer;
  contentType: string;
  /** The SHA-256 of its content, when it comes from the database: its entity tag. */
  hash?: string;
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
    versionOf: () => 0,
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

/** A tenant's configuration as this instance holds it: the version, the tenant file (secrets in clear), its files. */
export interface LiveTenant {
  version: number;
  tenant: Tenant;
  /** File name → SHA-256 of its content. */
  files: Record<string, string>;
}

export interface LiveTenantRegistry extends TenantRegistry {
  /** Puts a tenant's new version in force for the next request (docs/decisions/044-configuration-versions.md). */
  put(live: LiveTenant): void;
  live(tenantId: string): LiveTenant | undefined;
}

/**
 * The tenants of the database: each lookup reads the versions in force now, so a version put in force by `put` is used
 * by the next request and the next sweep. Files are read by their hash through `readFileByHash` and kept in memory.
 */
export function liveTenantRegistry(
  dir: string,
  defaultTenantId: string,
  tenants: readonly LiveTenant[],
  readFileByHash: (hash: string) => Promise<Buffer | undefined>,
): LiveTenantRegistry {
  const byId = new Map<string, LiveTenant>();
  let all: Tenant[] = [];
  let byHostname = new Map<string, Tenant>();
  const fileCache = new Map<string, Buffer>();
  const index = () => {
    all = [...byId.values()].map((live) => live.tenant).sort((a, b) => a.id.localeCompare(b.id));
    byHostname = new Map(
      all.flatMap((tenant) => tenant.hostnames.map((hostname) => [hostname.toLowerCase(), tenant] as const)),
    );
  };
  for (const live of tenants) byId.set(live.tenant.id, live);
  index();
  const defaultOf = () => {
    const found = byId.get(defaultTenantId)?.tenant;
    if (!found) throw new Error(`DEFAULT_TENANT ${defaultTenantId} is not a tenant`);
    return found;
  };
  return {
    get all() {
      return all;
    },
    get defaultTenant() {
      return defaultOf();
    },
    dir,
    byId: (id) => byId.get(id)?.tenant,
    forHost: (host) => (host === undefined ? undefined : byHostname.get(hostnameOf(host))) ?? defaultOf(),
    versionOf: (id) => byId.get(id)?.version ?? 0,
    live: (id) => byId.get(id),
    put(live) {
      const before = byId.get(live.tenant.id);
      if (before && before.version >= live.version) return;
      byId.set(live.tenant.id, live);
      index();
    },
    async readAsset(tenant, file) {
      if (!tenantAssetPattern.test(file)) return undefined;
      const hash = byId.get(tenant.id)?.files[file];
      if (hash === undefined) return undefined;
      let content = fileCache.get(hash);
      if (!content) {
        content = await readFileByHash(hash);
        if (!content) return undefined;
        fileCache.set(hash, content);
      }
      const extension = path.extname(file).slice(1) as keyof typeof tenantAssetContentTypes;
      return { content, contentType: tenantAssetContentTypes[extension], hash };
    },
  };
}
