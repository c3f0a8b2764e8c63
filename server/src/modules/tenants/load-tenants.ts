import { access, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { tenantFileSchema } from '#common/tenant/tenant-file.ts';
import {
  createTenantRegistry,
  tenantAssetPattern,
  tenantAssetTypes,
  type Tenant,
  type TenantRegistry,
} from './tenant-registry.ts';

/** Documents served from the tenant's own asset folder; other document links point elsewhere. */
const tenantAssetPrefix = '/api/tenant/';

export class TenantConfigError extends Error {
  override name = 'TenantConfigError';
}

/** A path as an operator would type it: relative to the working directory when inside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative;
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/**
 * Reads and checks every `<dir>/*.json`. All problems are gathered into one error, each line naming
 * the file, the field and what is wrong, so an operator can fix them in one go.
 */
export async function loadTenants(dir: string, defaultTenantId: string): Promise<TenantRegistry> {
  const problems: string[] = [];
  const files = (
    await readdir(dir).catch(() => {
      throw new TenantConfigError(`Tenant folder ${shown(dir)} cannot be read`);
    })
  )
    .filter((name) => name.endsWith('.json'))
    .sort();

  const tenants: Tenant[] = [];
  for (const name of files) {
    const tenant = await readTenantFile(path.join(dir, name), problems);
    if (tenant) tenants.push(tenant);
  }

  const seenHostnames = new Map<string, Tenant>();
  for (const tenant of tenants) {
    const file = shown(path.join(dir, `${tenant.id}.json`));
    const hostnames = tenant.hostnames.map((hostname) => hostname.toLowerCase());
    for (const hostname of hostnames) {
      const owner = seenHostnames.get(hostname);
      if (owner) problems.push(`${file}: hostnames: "${hostname}" is also a hostname of tenant ${owner.id}`);
      seenHostnames.set(hostname, tenant);
    }
    for (const origin of tenant.origins) {
      if (!hostnames.includes(new URL(origin).hostname))
        problems.push(`${file}: origins: "${origin}" is not on one of the tenant's hostnames`);
    }
    problems.push(...(await missingAssets(dir, tenant, file)));
  }

  const defaultTenant = tenants.find((tenant) => tenant.id === defaultTenantId);
  if (files.length === 0) problems.push(`${shown(dir)}: no tenant files (*.json)`);
  // A default tenant whose own file is broken has been reported above.
  else if (!files.includes(`${defaultTenantId}.json`)) {
    problems.push(
      `DEFAULT_TENANT: "${defaultTenantId}" is not a tenant in ${shown(dir)} (there are: ${files.map((name) => name.slice(0, -'.json'.length)).join(', ')})`,
    );
  }

  if (problems.length > 0 || !defaultTenant) {
    throw new TenantConfigError(
      `Invalid tenant configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return createTenantRegistry(dir, tenants, defaultTenant);
}

/**
 * What a tenant may run with but should not: one line each, naming the file. A base location at 0,0 (`info.location`) ranks
 * address suggestions with no regard to where the operator drives, so a street of the same name far away may come first.
 */
export function tenantWarnings(registry: TenantRegistry): string[] {
  return registry.all
    .filter((tenant) => tenant.info.location.lat === 0 || tenant.info.location.lng === 0)
    .map(
      (tenant) =>
        `${shown(path.join(registry.dir, `${tenant.id}.json`))}: info.location: tenant ${tenant.id} has no base location (${tenant.info.location.lat}, ${tenant.info.location.lng}); address suggestions are not ranked by distance to the operator until the operator's coordinates are set`,
    );
}

/** One tenant file, checked; its problems, each naming the file and the field, are added to `problems`. */
export async function readTenantFile(file: string, problems: string[]): Promise<Tenant | undefined> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    problems.push(`${shown(file)}: not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const parsed = tenantFileSchema.safeParse(json);
  if (parsed.success) {
    // The file name is the id, so ids are unique and a tenant's file is found by its id.
    const expectedId = path.basename(file, '.json');
    if (parsed.data.id === expectedId) return parsed.data;
    problems.push(`${shown(file)}: id: "${parsed.data.id}" differs from the file name; expected "${expectedId}"`);
    return undefined;
  }
  for (const issue of parsed.error.issues) {
    problems.push(`${shown(file)}: ${issue.path.length > 0 ? issue.path.join('.') : '(top level)'}: ${issue.message}`);
  }
  return undefined;
}

/** The logo and documents a tenant file names that its asset folder (`<dir>/<id>/`) lacks. */
export async function missingAssets(dir: string, tenant: Tenant, file: string): Promise<string[]> {
  const assetDir = path.join(dir, tenant.id);
  const problems: string[] = [];
  const needed: Array<[field: string, fileName: string]> = [['logo', tenant.logo]];
  for (const [kind, perLanguage] of Object.entries(tenant.documents)) {
    for (const [lang, link] of Object.entries(perLanguage)) {
      if (link.startsWith(tenantAssetPrefix))
        needed.push([`documents.${kind}.${lang}`, link.slice(tenantAssetPrefix.length)]);
      else if (link.startsWith('/'))
        problems.push(`${file}: documents.${kind}.${lang}: expected ${tenantAssetPrefix}<file> or a full URL`);
    }
  }
  for (const [field, fileName] of needed) {
    if (!tenantAssetPattern.test(fileName))
      problems.push(
        `${file}: ${field}: "${fileName}" is not a valid asset file name (letters, digits, - and _, ending in ${tenantAssetTypes})`,
      );
    else if (!(await exists(path.join(assetDir, fileName))))
      problems.push(`${file}: ${field}: ${fileName} is missing from ${shown(assetDir)}/`);
  }
  return problems;
}
