import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { loadTenants } from './load-tenants.ts';
import { hostOfAddress, tenantOrigin } from './tenant-origin.ts';
import type { Tenant } from './tenant-registry.ts';

describe('tenantOrigin', () => {
  let zakelijk: Tenant;
  beforeAll(async () => {
    const tenants = await loadTenants(path.join(repoRoot, 'config/tenants'), 'demo');
    zakelijk = tenants.byId('zakelijk')!;
  });

  it('gives a host of the tenant PUBLIC_URL’s scheme and port, whatever port the request named', () => {
    expect(tenantOrigin(zakelijk, 'zakelijk.localhost:6666', 'http://localhost:8080')).toBe(
      'http://zakelijk.localhost:8080',
    );
    expect(tenantOrigin(zakelijk, 'Zakelijk.Localhost', 'https://taxi.example.nl')).toBe('https://zakelijk.localhost');
  });

  it('gives a host with an origin of its own that origin', () => {
    const tenant = {
      ...zakelijk,
      hostnames: [...zakelijk.hostnames, 'boeken.example'],
      origins: ['https://boeken.example:8443'],
    };
    expect(tenantOrigin(tenant, 'boeken.example:6666', 'http://localhost:8080')).toBe('https://boeken.example:8443');
  });

  it('gives a host that is not the tenant’s PUBLIC_URL', () => {
    expect(tenantOrigin(zakelijk, 'localhost:8080', 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(tenantOrigin(zakelijk, 'zakelijk.localhost.evil.example', 'http://localhost:8080')).toBe(
      'http://localhost:8080',
    );
    expect(tenantOrigin(zakelijk, '', 'http://localhost:8080')).toBe('http://localhost:8080');
  });
});

describe('hostOfAddress', () => {
  it('takes the host of a web address, and nothing of anything else', () => {
    expect(hostOfAddress('https://zakelijk.localhost:6666/checkout')).toBe('zakelijk.localhost:6666');
    expect(hostOfAddress('javascript:alert(1)//localhost')).toBe('');
    expect(hostOfAddress('/checkout')).toBe('');
  });
});
