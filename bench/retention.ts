/**
 * The retention job (docs/decisions/054-personal-data.md): `npm run bench -- retention [--orders 5000]`. Seeds a fresh
 * database (SQLite in a temporary folder, or a schema of its own on DATABASE_URL's PostgreSQL) with --orders finished
 * orders of the demo tenant, all older than its retention, then times one run that anonymises them all, each in its
 * own transaction, and a second run that finds nothing left. Figures go in docs/figures.md.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tenantFileSchema } from '#common/tenant/tenant-file.ts';
import { repoRoot } from '#server/config.ts';
import { openDatabase } from '#server/db/connect.ts';
import { retainTenant } from '#server/modules/privacy/retention.ts';
import { postgresSchema, seed, seeded } from './board.ts';

const usage = 'Usage: npm run bench -- retention [--orders 5000]';

export async function retentionBench(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { orders: { type: 'string', default: '5000' } } });
  const orders = Number(values.orders);
  if (!Number.isInteger(orders) || orders < 1) {
    console.error(usage);
    return 1;
  }
  const tenant = tenantFileSchema.parse(
    JSON.parse(await readFile(path.join(repoRoot, 'config/tenants/demo.json'), 'utf8')),
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-retention-'));
  const schema = process.env.DATABASE_URL ? await postgresSchema(process.env.DATABASE_URL) : undefined;
  const db = await openDatabase({ databaseUrl: schema?.url, dataDir });
  try {
    await seed(db, 'demo', orders, 30, seeded(54));
    // All of them driven 30 months ago: past the demo's 24 months.
    const long = new Date(Date.now() - 30 * 31 * 86_400_000);
    await db.updateTable('orders').set({ status: 'paid', created_at: long }).execute();
    await db.updateTable('order_trips').set({ status: 'done', pickup_at: long }).execute();
    const deps = {
      db,
      tenant: () => tenant,
      tenantIds: () => ['demo'],
      log: { info: () => {} },
      now: () => new Date(),
    };
    const started = performance.now();
    const anonymised = await retainTenant(deps, 'demo');
    const seconds = (performance.now() - started) / 1000;
    const again = performance.now();
    const left = await retainTenant(deps, 'demo');
    const secondRun = (performance.now() - again) / 1000;
    console.log(
      `Retention on ${schema ? 'PostgreSQL' : 'SQLite'}: ${anonymised.toLocaleString('en-US')} orders anonymised in ${seconds.toFixed(1)} s (${Math.round(anonymised / seconds).toLocaleString('en-US')} per second); a second run found ${left} in ${secondRun.toFixed(2)} s; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
    );
    return 0;
  } finally {
    await db.destroy();
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
