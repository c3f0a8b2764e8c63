import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TenantInfo } from '#common/tenant/settings.ts';
import { repoRoot } from '../../config.ts';
import { openDatabase } from '../../db/connect.ts';
import { tenantsPlugin } from './plugin.ts';

/** The lines a server logs while it loads the tenants of `dir`. */
async function startLog(dir: string): Promise<Array<{ level: number; msg: string }>> {
  const lines: Array<{ level: number; msg: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  // The files seed an empty database of its own (docs/decisions/044-configuration-versions.md).
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-tenants-db-'));
  try {
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    await app.register(
      fp(
        async (inner) => {
          inner.decorate('db', db);
        },
        { name: 'database' },
      ),
    );
    await app.register(tenantsPlugin, { dir, defaultTenant: 'demo' });
    await app.ready();
    await app.close();
    await db.destroy();
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return lines;
}

describe('the tenant check at start', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'taxi-tenants-'));
    await cp(path.join(repoRoot, 'config/tenants'), dir, { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('warns about a tenant without a base location, naming it', async () => {
    const file = path.join(dir, 'zakelijk.json');
    const tenant = JSON.parse(await readFile(file, 'utf8')) as { info: TenantInfo };
    tenant.info.location = { lat: 0, lng: 0 };
    await writeFile(file, JSON.stringify(tenant));
    const warnings = (await startLog(dir)).filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toContain('zakelijk.json: info.location: tenant zakelijk has no base location (0, 0)');
  });

  it('warns about nothing for the shipped tenants, which all have their location', async () => {
    expect((await startLog(path.join(repoRoot, 'config/tenants'))).filter((line) => line.level >= 40)).toEqual([]);
  });
});
