import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../config.ts';
import { loadTenants } from './load-tenants.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { hostnameOf } from './tenant-registry.ts';

const shippedDir = path.join(repoRoot, 'config/tenants');

describe('loadTenants', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'taxi-tenants-'));
    await cp(shippedDir, dir, { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const edit = async (id: string, change: (tenant: TenantFile) => void) => {
    const file = path.join(dir, `${id}.json`);
    const tenant = JSON.parse(await readFile(file, 'utf8'));
    change(tenant);
    await writeFile(file, JSON.stringify(tenant));
  };
  const problemsOf = (promise: Promise<unknown>) =>
    promise.then(
      () => '',
      (error: Error) => error.message,
    );

  it('loads the shipped tenants and finds them by host', async () => {
    const tenants = await loadTenants(shippedDir, 'demo');
    expect(tenants.all.map((tenant) => tenant.id)).toEqual(['demo', 'festival', 'zakelijk']);
    expect(tenants.forHost('zakelijk.localhost:8080').id).toBe('zakelijk');
    expect(tenants.forHost('festival.localhost:8080').id).toBe('festival');
    expect(tenants.forHost('LOCALHOST').id).toBe('demo');
    expect(tenants.forHost('elsewhere.example').id).toBe('demo');
    expect(tenants.forHost(undefined).id).toBe('demo');
  });

  it('names the file, the field and the problem of an invalid tenant file', async () => {
    await edit('demo', (tenant) => {
      tenant.info.email = 'not-an-email';
      (tenant.settings as Record<string, unknown>).requiresLogin = '2';
    });
    const message = await problemsOf(loadTenants(dir, 'demo'));
    expect(message).toContain(`${path.join(dir, 'demo.json')}: info.email: Invalid email address`);
    expect(message).toContain(
      `${path.join(dir, 'demo.json')}: settings.requiresLogin: Invalid input: expected boolean`,
    );
  });

  it('reads the free waiting time at airports, 0 when a tenant file has none (docs/reference/tenant-settings.md#airportWaitingMinutes)', async () => {
    expect((await loadTenants(dir, 'demo')).byId('demo')?.info.airportWaitingMinutes).toBe(60);
    await edit('demo', (tenant) => {
      delete (tenant.info as Partial<TenantFile['info']>).airportWaitingMinutes;
    });
    expect((await loadTenants(dir, 'demo')).byId('demo')?.info.airportWaitingMinutes).toBe(0);
    await edit('demo', (tenant) => (tenant.info.airportWaitingMinutes = -5));
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain('info.airportWaitingMinutes');
  });

  it('reads a fixed-time tenant’s departures, and refuses hideTime without any (docs/reference/tenant-settings.md#hideTime)', async () => {
    const festival = (await loadTenants(dir, 'demo')).forHost('festival.localhost');
    expect(festival.settings.hideTime).toBe(true);
    expect(festival.info.fixedDepartures.length).toBeGreaterThanOrEqual(4);
    expect(festival.info.fixedDestination?.text).not.toBe('');
    // A tenant file from before fixed-time trips has neither.
    expect((await loadTenants(dir, 'demo')).forHost('localhost').info).toMatchObject({
      fixedDepartures: [],
      fixedDestination: null,
    });

    await edit('festival', (tenant) => (tenant.info.fixedDepartures = []));
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain('info.fixedDepartures');
    await edit('festival', (tenant) => {
      tenant.info.fixedDepartures = [
        { id: 'a', datetime: '2030-08-23 17:00' },
        { id: 'a', datetime: '2030-08-23 18:00' },
      ];
    });
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain('every departure needs its own id');
    await edit('festival', (tenant) => (tenant.info.fixedDepartures = [{ id: 'a', datetime: '2030-08-23 25:00' }]));
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain('info.fixedDepartures');
  });

  it('names a file that is not JSON', async () => {
    await writeFile(path.join(dir, 'zakelijk.json'), '{ "id": "zakelijk", ');
    expect(await problemsOf(loadTenants(dir, 'demo'))).toMatch(/zakelijk\.json: not valid JSON/);
  });

  it('refuses a hostname claimed by two tenants', async () => {
    await edit('zakelijk', (tenant) => tenant.hostnames.push('LocalHost'));
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain(
      'zakelijk.json: hostnames: "localhost" is also a hostname of tenant demo',
    );
  });

  it('refuses an origin that is not a bare origin, or not on one of the tenant’s hostnames', async () => {
    await edit(
      'zakelijk',
      (tenant) => (tenant.origins = ['https://zakelijk.localhost/login', 'ftp://zakelijk.localhost']),
    );
    await edit('demo', (tenant) => (tenant.origins = ['https://taxi.evil.example']));
    const message = await problemsOf(loadTenants(dir, 'demo'));
    expect(message).toContain('zakelijk.json: origins.0: expected an origin (scheme, host and port only)');
    expect(message).toContain('zakelijk.json: origins.1: Invalid URL');
    expect(message).toContain(
      'demo.json: origins: "https://taxi.evil.example" is not on one of the tenant\'s hostnames',
    );
  });

  it('refuses a logo or document that is missing from the tenant folder', async () => {
    await rm(path.join(dir, 'zakelijk', 'logo.svg'));
    await edit('demo', (tenant) => (tenant.documents.privacy.en = '/api/tenant/privacy.html'));
    const message = await problemsOf(loadTenants(dir, 'demo'));
    expect(message).toContain('zakelijk.json: logo: logo.svg is missing from');
    expect(message).toContain('demo.json: documents.privacy.en: privacy.html is missing from');
  });

  it('refuses a tenant whose id is not its file name', async () => {
    await edit('zakelijk', (tenant) => (tenant.id = 'demo'));
    expect(await problemsOf(loadTenants(dir, 'demo'))).toContain(
      'zakelijk.json: id: "demo" differs from the file name; expected "zakelijk"',
    );
  });

  it('refuses a DEFAULT_TENANT that is not configured', async () => {
    expect(await problemsOf(loadTenants(dir, 'acme'))).toContain('DEFAULT_TENANT: "acme" is not a tenant in');
  });
});

describe('hostnameOf', () => {
  it('lowercases and strips the port and a trailing dot', () => {
    expect(hostnameOf('Zakelijk.LOCALHOST:8080')).toBe('zakelijk.localhost');
    expect(hostnameOf('localhost.')).toBe('localhost');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
  });
});
