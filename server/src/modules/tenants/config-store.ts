import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { loadTenants, TenantConfigError } from './load-tenants.ts';
import { isEncrypted, SecretKeyError, type SecretBox } from './secrets.ts';
import { tenantFileSchema, type TenantFile } from '#common/tenant/tenant-file.ts';
import { tenantAssetPattern } from './tenant-registry.ts';

/*
 * A tenant's configuration in the database (docs/decisions/044-configuration-versions.md): versions of the whole tenant
 * file, the one in force per tenant, and the files by their SHA-256. Secrets are encrypted in the stored document.
 */

/** The secrets of a tenant file, by path: encrypted at rest, masked in every reply. */
export const secretPaths: ReadonlyArray<readonly [string, string]> = [['payment', 'mollieApiKey']];

/** A stored version: the tenant file (secrets encrypted) and its files, file name → SHA-256 (hex). */
export interface StoredConfig {
  config: TenantFile;
  files: Record<string, string>;
}

/** A version in force, secrets decrypted. */
export interface CurrentConfig extends StoredConfig {
  version: number;
}

export interface VersionRow {
  version: number;
  staffId: number | null;
  via: string;
  summary: string;
  createdAt: Date | string;
}

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

function mapSecrets(config: TenantFile, change: (value: string, at: string) => string): TenantFile {
  const copy = structuredClone(config) as unknown as Record<string, Record<string, unknown>>;
  for (const [section, key] of secretPaths) {
    const holder = copy[section];
    const value = holder?.[key];
    if (holder && typeof value === 'string') holder[key] = change(value, `${section}.${key}`);
  }
  return copy as unknown as TenantFile;
}

/** The tenant file as stored: its clear secrets encrypted (already encrypted ones kept). */
export function sealSecrets(config: TenantFile, box: SecretBox | undefined, tenantId = config.id): TenantFile {
  return mapSecrets(config, (value, at) => {
    if (isEncrypted(value)) return value;
    if (!box)
      throw new SecretKeyError(
        `Tenant ${tenantId} has a secret (${at}): set SECRET_KEY (docs/reference/environment.md#secret_key) to store it encrypted`,
      );
    return box.encrypt(value);
  });
}

/** The stored tenant file with its secrets in clear, for the server's own use; a clear start-up error without the key. */
export function openSecrets(config: TenantFile, box: SecretBox | undefined): TenantFile {
  return mapSecrets(config, (value, at) => {
    if (!isEncrypted(value)) return value;
    if (!box)
      throw new SecretKeyError(
        `Tenant ${config.id} has an encrypted secret (${at}) and SECRET_KEY is not set (docs/reference/environment.md#secret_key)`,
      );
    try {
      return box.decrypt(value);
    } catch {
      throw new SecretKeyError(
        `Tenant ${config.id}: SECRET_KEY does not decrypt its secret (${at}); it is not the key it was stored with`,
      );
    }
  });
}

/** A stored version as written: checked by the tenant file's schema when it was saved, its secrets still encrypted. */
export function parseStored(document: string): StoredConfig {
  return JSON.parse(document) as StoredConfig;
}

/** A stored tenant file as the server uses it: secrets in clear, checked again by the tenant file's schema. */
export const tenantOf = (config: TenantFile, box: SecretBox | undefined): TenantFile =>
  tenantFileSchema.parse(openSecrets(config, box));

/** Every file of a tenant's asset folder (`<dir>/<id>/`), by name. */
export async function readAssetFolder(dir: string, tenantId: string): Promise<Map<string, Buffer>> {
  const folder = path.join(dir, tenantId);
  const names = await readdir(folder).catch(() => [] as string[]);
  const files = new Map<string, Buffer>();
  for (const name of names.filter((each) => tenantAssetPattern.test(each)).sort())
    files.set(name, await readFile(path.join(folder, name)));
  return files;
}

/** Keeps the files (once per content); answers file name → hash. */
export async function storeFiles(db: Kysely<Database>, files: Map<string, Buffer>): Promise<Record<string, string>> {
  const named: Record<string, string> = {};
  for (const [name, content] of files) {
    const hash = sha256(content);
    named[name] = hash;
    await db
      .insertInto('tenant_files')
      .values({ hash, content_base64: content.toString('base64'), size: content.length, created_at: new Date() })
      .onConflict((conflict) => conflict.column('hash').doNothing())
      .execute();
  }
  return named;
}

export async function readStoredFile(db: Kysely<Database>, hash: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('tenant_files').select('content_base64').where('hash', '=', hash).executeTakeFirst();
  return row && Buffer.from(row.content_base64, 'base64');
}

export interface NewVersion {
  tenantId: string;
  /** The version it was made on; undefined for a tenant's first. */
  baseVersion: number | undefined;
  stored: StoredConfig;
  staffId: number | null;
  via: 'seed' | 'cli' | 'desk' | 'revert';
  summary: string;
  /** Runs in the save's transaction once the version is written (its audit entry): both or neither. */
  alongside?: (trx: Kysely<Database>, version: number) => Promise<void>;
}

/**
 * Saves a version in one transaction: the tenant's current version moves from `baseVersion` by a conditional update,
 * so of two saves made on the same version one wins and the other is told the version now in force.
 */
export async function saveVersion(
  db: Kysely<Database>,
  change: NewVersion,
  now = new Date(),
): Promise<{ ok: true; version: number } | { ok: false; current: number }> {
  return db.transaction().execute(async (trx) => {
    const version = (change.baseVersion ?? 0) + 1;
    if (change.baseVersion === undefined) {
      const inserted = await trx
        .insertInto('tenant_config_current')
        .values({ tenant_id: change.tenantId, version, updated_at: now })
        .onConflict((conflict) => conflict.column('tenant_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return { ok: false, current: await currentOf(trx) };
    } else {
      const updated = await trx
        .updateTable('tenant_config_current')
        .set({ version, updated_at: now })
        .where('tenant_id', '=', change.tenantId)
        .where('version', '=', change.baseVersion)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { ok: false, current: await currentOf(trx) };
    }
    await trx
      .insertInto('tenant_config_versions')
      .values({
        tenant_id: change.tenantId,
        version,
        document: JSON.stringify(change.stored),
        staff_id: change.staffId,
        via: change.via,
        summary: change.summary,
        created_at: now,
      })
      .execute();
    await change.alongside?.(trx, version);
    return { ok: true, version };
  });

  async function currentOf(trx: Kysely<Database>): Promise<number> {
    const row = await trx
      .selectFrom('tenant_config_current')
      .select('version')
      .where('tenant_id', '=', change.tenantId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }
}

/** Every tenant's version in force: the cheap stamp an instance compares with its own. */
export async function currentVersions(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('tenant_config_current').select(['tenant_id', 'version']).execute();
  return new Map(rows.map((row) => [row.tenant_id, row.version]));
}

export async function readVersion(
  db: Kysely<Database>,
  tenantId: string,
  version: number,
): Promise<(StoredConfig & VersionRow) | undefined> {
  const row = await db
    .selectFrom('tenant_config_versions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...parseStored(row.document),
    version: row.version,
    staffId: row.staff_id,
    via: row.via,
    summary: row.summary,
    createdAt: row.created_at,
  };
}

export async function listVersions(db: Kysely<Database>, tenantId: string): Promise<VersionRow[]> {
  const rows = await db
    .selectFrom('tenant_config_versions')
    .select(['version', 'staff_id', 'via', 'summary', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: row.version,
    staffId: row.staff_id,
    via: row.via,
    summary: row.summary,
    createdAt: row.created_at,
  }));
}

/**
 * A tenant file and its asset folder as a new version (`tenant import`, and the seed): the file is checked as at start.
 * Answers the version saved.
 */
export async function importTenantFolder(
  db: Kysely<Database>,
  tenant: TenantFile,
  files: Map<string, Buffer>,
  box: SecretBox | undefined,
  via: 'seed' | 'cli',
): Promise<number> {
  const current = (await currentVersions(db)).get(tenant.id);
  const stored = { config: sealSecrets(tenant, box), files: await storeFiles(db, files) };
  const saved = await saveVersion(db, {
    tenantId: tenant.id,
    baseVersion: current,
    stored,
    staffId: null,
    via,
    summary: via === 'seed' ? 'seeded from the tenant files' : 'imported',
  });
  // Another instance seeding the same files at the same moment: theirs is the same configuration.
  if (!saved.ok && via === 'seed') return saved.current;
  if (!saved.ok)
    throw new TenantConfigError(`Tenant ${tenant.id} changed meanwhile (version ${saved.current}); try again`);
  return saved.version;
}

/**
 * On the first start (an empty database), the tenant files of `dir` become every tenant's version 1, so a fresh clone
 * works as before; afterwards the database is the configuration and the files are only read by `tenant import`.
 */
export async function seedFromFiles(
  db: Kysely<Database>,
  dir: string,
  defaultTenant: string,
  box: SecretBox | undefined,
): Promise<boolean> {
  if ((await currentVersions(db)).size > 0) return false;
  const registry = await loadTenants(dir, defaultTenant);
  // All secrets checked before anything is written: a missing SECRET_KEY leaves the database empty.
  for (const tenant of registry.all) sealSecrets(tenant, box);
  for (const tenant of registry.all)
    await importTenantFolder(db, tenant, await readAssetFolder(dir, tenant.id), box, 'seed');
  return true;
}

/**
 * The tenants of the database as in force now, seeded from the tenant files of `dir` when it has none (the server's
 * start and the command line both go this way). Throws a SecretKeyError when a stored secret does not open.
 */
export async function tenantsOfDatabase(
  db: Kysely<Database>,
  dir: string,
  defaultTenant: string,
  box: SecretBox | undefined,
): Promise<{
  seeded: boolean;
  tenants: Array<{ version: number; tenant: TenantFile; files: Record<string, string> }>;
}> {
  const seeded = await seedFromFiles(db, dir, defaultTenant, box);
  const tenants = [];
  for (const [tenantId, version] of [...(await currentVersions(db))].sort(([a], [b]) => a.localeCompare(b))) {
    const stored = await readVersion(db, tenantId, version);
    if (!stored) throw new TenantConfigError(`Tenant ${tenantId}: version ${version} is missing`);
    tenants.push({ version, tenant: tenantOf(stored.config, box), files: stored.files });
  }
  return { seeded, tenants };
}
