import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { cliTestTimeoutMs, runCli } from '../support/cli.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

// Each test starts the command line several times, a process each: on a busy machine that takes its time.
describe.each(dialects)(
  'npm run cli -- tenant (%s)',
  (dialect) => {
    let server: TestServer;
    let folder: string;
    beforeAll(async () => {
      // Checks the database on every request, as an instance does within a second.
      server = await startTestServer(dialect, {}, { tenantCheckMs: 0 });
      folder = await mkdtemp(path.join(tmpdir(), 'taxi-tenant-cli-'));
    });
    afterAll(async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    });

    const cli = (args: string[]) => runCli(server, 'tenant', args, { passwordVariable: 'NO_PASSWORD' });
    const companyOn = async (host: string) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/login_resp.json', headers: { host } });
      return (response.json() as { config: { info: { company: string } } }).config.info.company;
    };

    it('exports a tenant as its file and assets, and importing them back gives the same configuration', async () => {
      const exported = await cli(['export', 'zakelijk', folder]);
      expect(exported).toMatchObject({ code: 0 });
      const written = JSON.parse(await readFile(path.join(folder, 'zakelijk.json'), 'utf8')) as Record<string, unknown>;
      expect(written).toEqual(JSON.parse(JSON.stringify(server.app.tenants.byId('zakelijk'))));
      expect((await readdir(path.join(folder, 'zakelijk'))).sort()).toEqual(
        (await readdir(path.join(repoRoot, 'config/tenants/zakelijk'))).sort(),
      );
      expect(await readFile(path.join(folder, 'zakelijk', 'logo.svg'))).toEqual(
        await readFile(path.join(repoRoot, 'config/tenants/zakelijk/logo.svg')),
      );

      const before = server.app.tenants.versionOf('zakelijk');
      const imported = await cli(['import', path.join(folder, 'zakelijk.json')]);
      expect(imported).toMatchObject({ code: 0 });
      expect(imported.stdout).toContain(`Tenant zakelijk: version ${before + 1} is in force`);
      await companyOn('zakelijk.localhost');
      expect(server.app.tenants.versionOf('zakelijk')).toBe(before + 1);
      expect(JSON.parse(JSON.stringify(server.app.tenants.byId('zakelijk')))).toEqual(written);
    });

    it('imports a changed file as a new version that a running server uses without a restart', async () => {
      const file = path.join(folder, 'zakelijk.json');
      const tenant = JSON.parse(await readFile(file, 'utf8')) as { info: { company: string } };
      tenant.info.company = 'Noord Vervoer Zakelijk BV';
      await writeFile(file, JSON.stringify(tenant));
      expect(await cli(['import', file])).toMatchObject({ code: 0 });
      expect(await companyOn('zakelijk.localhost')).toBe('Noord Vervoer Zakelijk BV');
    });

    it('refuses a file with mistakes, naming each, and imports nothing', async () => {
      const file = path.join(folder, 'zakelijk.json');
      const tenant = JSON.parse(await readFile(file, 'utf8')) as {
        tariff: { perKmCents: number };
        hostnames: string[];
      };
      tenant.tariff.perKmCents = -1;
      tenant.hostnames = ['localhost'];
      await writeFile(file, JSON.stringify(tenant));
      const before = server.app.tenants.versionOf('zakelijk');
      const refused = await cli(['import', file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('zakelijk.json: tariff.perKmCents');
      await companyOn('zakelijk.localhost');
      expect(server.app.tenants.versionOf('zakelijk')).toBe(before);
    });

    it('creates a new tenant on its own host name, served at once', async () => {
      const created = await cli([
        'create',
        'stadstaxi',
        '--host',
        'stadstaxi.localhost',
        '--company',
        'Stadstaxi Assen',
      ]);
      expect(created).toMatchObject({ code: 0 });
      expect(await companyOn('stadstaxi.localhost')).toBe('Stadstaxi Assen');
      const logo = await server.app.inject({
        method: 'GET',
        url: '/api/tenant/logo.svg',
        headers: { host: 'stadstaxi.localhost' },
      });
      expect(logo.statusCode).toBe(200);
      const again = await cli(['create', 'stadstaxi', '--host', 'other.localhost']);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Tenant stadstaxi exists already.');
      const list = await cli(['list']);
      expect(list.stdout).toMatch(/stadstaxi {2}version 1 {2}stadstaxi\.localhost/);
    });
  },
  cliTestTimeoutMs,
);
