import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '../../src/config.ts';

/**
 * The shipped tenant files copied into a temporary folder (for TENANTS_DIR), with one tenant's file changed: a test's
 * own variant of an operator. The caller removes the folder.
 */
export async function tenantsWith<T extends object>(
  tenantId: string,
  change: (tenant: T) => T | void,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'taxi-tenants-'));
  await cp(path.join(repoRoot, 'config/tenants'), dir, { recursive: true });
  const file = path.join(dir, `${tenantId}.json`);
  const tenant = JSON.parse(await readFile(file, 'utf8')) as T;
  await writeFile(file, JSON.stringify(change(tenant) ?? tenant));
  return dir;
}
