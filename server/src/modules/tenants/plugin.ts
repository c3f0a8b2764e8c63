import fp from 'fastify-plugin';
import { loadTenants, tenantWarnings } from './load-tenants.ts';
import type { Tenant, TenantRegistry } from './tenant-registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantRegistry;
  }
  interface FastifyRequest {
    /** The operator this request is for, chosen by its Host. */
    tenant: Tenant;
  }
}

export interface TenantsOptions {
  dir: string;
  defaultTenant: string;
}

/** Loads the tenant files at start and gives every request its tenant. */
export const tenantsPlugin = fp<TenantsOptions>(
  async (app, options) => {
    const registry = await loadTenants(options.dir, options.defaultTenant);
    for (const warning of tenantWarnings(registry)) app.log.warn(warning);
    app.decorate('tenants', registry);
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      request.tenant = registry.forHost(request.host);
    });
  },
  { name: 'tenants' },
);
