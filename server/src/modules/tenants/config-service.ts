import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import {
  settingsSections,
  type SaveSettingsRequest,
  type SettingsChange,
  type SettingsReply,
  type SettingsSection,
  type SettingsVersion,
  type SettingsVersionReply,
} from '#common/contracts/admin-settings.ts';
import { roleMay, type AdminError, type FieldError, type StaffRole } from '#common/contracts/admin.ts';
import { toDate, type Database } from '../../db/tables.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import { diffConfig, summaryOf } from './config-diff.ts';
import {
  listVersions,
  openSecrets,
  readVersion,
  saveVersion,
  sealSecrets,
  secretPaths,
  storeFiles,
  tenantOf,
  type StoredConfig,
} from './config-store.ts';
import { maskSecret, type SecretBox } from './secrets.ts';
import { tenantFileSchema, type TenantFile } from '#common/tenant/tenant-file.ts';
import { fieldErrorsOfIssues, setValueAt, valueAt } from '#common/tenant/settings-check.ts';
import { hostnameOf, tenantAssetPattern, type LiveTenantRegistry } from './tenant-registry.ts';

/** Who asks: a staff member of a tenant (the desk's actor). */
export interface SettingsActor {
  tenantId: string;
  staffId: number;
  role: StaffRole;
}

export type SettingsOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; error: AdminError; fields?: Record<string, FieldError>; currentVersion?: number };

/** The configuration's calls (docs/reference/api.md#admin-settings): reads, saves per section, versions, reverts. */
export interface TenantConfigService {
  current(actor: SettingsActor): SettingsOutcome<SettingsReply>;
  save(
    actor: SettingsActor,
    section: SettingsSection,
    request: SaveSettingsRequest,
  ): Promise<SettingsOutcome<{ version: number; changes: SettingsChange[] }>>;
  versions(actor: SettingsActor): Promise<SettingsOutcome<{ versions: SettingsVersion[] }>>;
  version(actor: SettingsActor, n: number): Promise<SettingsOutcome<SettingsVersionReply>>;
  revert(
    actor: SettingsActor,
    n: number,
    asked: number | undefined,
  ): Promise<SettingsOutcome<{ version: number; changes: SettingsChange[] }>>;
}

export interface TenantConfigDeps {
  db: Kysely<Database>;
  registry: LiveTenantRegistry;
  box: SecretBox | undefined;
  /** Whether MOLLIE_API_KEY is set: the key of a Mollie tenant without its own. */
  environmentMollieKey: boolean;
  /** Tells every instance that the tenant has a new version (Redis, when set). */
  announce(tenantId: string, version: number): Promise<void>;
}

const refusedWith = (
  error: AdminError,
  extra: Omit<Extract<SettingsOutcome<never>, { ok: false }>, 'ok' | 'error'> = {},
) => ({ ok: false, error, ...extra }) as const;

/** The tenant file as a call shows it: every secret masked. */
export function masked(config: TenantFile, box: SecretBox | undefined): Record<string, unknown> {
  const copy = structuredClone(openSecretsQuietly(config, box)) as unknown as Record<string, Record<string, unknown>>;
  for (const [section, key] of secretPaths) {
    const value = copy[section]?.[key];
    if (typeof value === 'string' && copy[section]) copy[section][key] = maskSecret(value);
  }
  return copy;
}

/** Secrets in clear where the key opens them, else as stored (masked afterwards either way). */
function openSecretsQuietly(config: TenantFile, box: SecretBox | undefined): TenantFile {
  try {
    return openSecrets(config, box);
  } catch {
    return config;
  }
}

/** Every leaf path of a section's value that the section does not hold: refused as unknown fields. */
function unknownPaths(value: Record<string, unknown>, allowed: readonly string[], at: string[] = []): string[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...at, key];
    const joined = path.join('.');
    if (allowed.includes(joined)) return [];
    if (
      allowed.some((each) => each.startsWith(`${joined}.`)) &&
      typeof inner === 'object' &&
      inner &&
      !Array.isArray(inner)
    )
      return unknownPaths(inner as Record<string, unknown>, allowed, path);
    return [joined];
  });
}

/** The operator's HTML texts, cleaned as the first paint cleans them (server/src/modules/pages/page-frame.ts). */
const cleanHtml = (perLanguage: unknown) =>
  perLanguage && typeof perLanguage === 'object'
    ? Object.fromEntries(
        Object.entries(perLanguage).map(([lang, html]) => [lang, typeof html === 'string' ? sanitizeHtml(html) : html]),
      )
    : perLanguage;

export function tenantConfigService(deps: TenantConfigDeps): TenantConfigService {
  const { db, registry, box } = deps;
  const mayEdit = (actor: SettingsActor) => roleMay(actor.role, 'settings');

  /** The stored form of what is in force (secrets encrypted), from the version row. */
  async function storedCurrent(tenantId: string) {
    const live = registry.live(tenantId);
    if (!live) return undefined;
    const row = await readVersion(db, tenantId, live.version);
    return row && { ...row, version: live.version };
  }

  async function putInForce(tenantId: string, version: number, stored: StoredConfig) {
    registry.put({ version, tenant: tenantOf(stored.config, box), files: stored.files });
    await deps.announce(tenantId, version);
  }

  async function commit(
    actor: SettingsActor,
    base: number,
    before: StoredConfig,
    after: StoredConfig,
    via: 'desk' | 'revert',
    audit: { action: 'settings_saved' | 'settings_reverted'; detail: Record<string, string | number> },
  ): Promise<SettingsOutcome<{ version: number; changes: SettingsChange[] }>> {
    const changes = diffConfig(plainOf(before), plainOf(after));
    const saved = await saveVersion(db, {
      tenantId: actor.tenantId,
      baseVersion: base,
      stored: after,
      staffId: actor.staffId,
      via,
      summary: summaryOf(changes),
      alongside: (trx, version) =>
        recordAudit(trx, {
          tenantId: actor.tenantId,
          staffId: actor.staffId,
          action: audit.action,
          target: `settings:${version}`,
          // The changed paths are in the version itself (`summary`): the history says which part and which version.
          detail: { ...audit.detail, version },
        }),
    });
    if (!saved.ok) return refusedWith('settingsConflict', { currentVersion: saved.current });
    await putInForce(actor.tenantId, saved.version, after);
    return { ok: true, value: { version: saved.version, changes } };
  }

  /** A stored version as compared: its tenant file with secrets masked, and its files. */
  const plainOf = (stored: StoredConfig) => ({ ...masked(stored.config, box), files: stored.files });

  return {
    current(actor) {
      if (!mayEdit(actor)) return refusedWith('forbidden');
      const live = registry.live(actor.tenantId);
      if (!live) return refusedWith('notFound');
      return {
        ok: true,
        value: { version: live.version, config: masked(live.tenant, box), files: live.files },
      };
    },

    async save(actor, section, request) {
      if (!mayEdit(actor)) return refusedWith('forbidden');
      const current = await storedCurrent(actor.tenantId);
      if (!current) return refusedWith('notFound');
      if (request.version !== current.version)
        return refusedWith('settingsConflict', { currentVersion: current.version });
      const paths: readonly string[] = settingsSections[section];
      const unknown = unknownPaths(request.value, paths);
      if ((request.files || request.removeFiles) && section !== 'documents') unknown.push('files');
      if (unknown.length > 0)
        return refusedWith('invalidFields', {
          fields: Object.fromEntries(unknown.map((path) => [path, 'unknownField'])),
        });

      // The secrets in clear while the change is made and checked; sealed again for the new version.
      const clear = openSecrets(current.config, box);
      const next = structuredClone(clear) as unknown as Record<string, unknown>;
      for (const path of paths) {
        const parts = path.split('.');
        let value = valueAt(request.value, parts);
        if (value === undefined) continue;
        if (path === 'info.infoHtml' || path === 'info.faqHtml') value = cleanHtml(value);
        if (path === 'info' && value && typeof value === 'object') {
          const info = value as Record<string, unknown>;
          value = { ...info, infoHtml: cleanHtml(info.infoHtml), faqHtml: cleanHtml(info.faqHtml) };
        }
        setValueAt(next, parts, value);
      }
      // A secret left out, or sent back masked, stays as stored; null removes it.
      for (const [holder, key] of secretPaths) {
        if (!paths.includes(holder)) continue;
        const given = valueAt(request.value, [holder, key]);
        const stored = valueAt(clear, [holder, key]);
        const target = next[holder] as Record<string, unknown> | undefined;
        if (!target) continue;
        if (given === null) delete target[key];
        else if (
          (given === undefined || (typeof given === 'string' && given.startsWith('••••'))) &&
          stored !== undefined
        )
          target[key] = stored;
        else if (given === undefined) delete target[key];
      }

      let files = current.files;
      if (section === 'documents') {
        files = { ...files };
        for (const name of request.removeFiles ?? []) delete files[name];
        const added = new Map(
          (request.files ?? []).map((file) => [file.name, Buffer.from(file.contentBase64, 'base64')]),
        );
        Object.assign(files, await storeFiles(db, added));
      }

      const parsed = tenantFileSchema.safeParse(next);
      const fields: Record<string, FieldError> = parsed.success
        ? {}
        : fieldErrorsOfIssues(parsed.error.issues, section);
      if (parsed.success) {
        const config = parsed.data;
        if (config.id !== actor.tenantId) fields.id = 'invalid';
        // Its logo and the documents it serves itself must be among its files.
        const needed = [
          ['logo', config.logo],
          ...Object.entries(config.documents).flatMap(([kind, perLanguage]) =>
            Object.entries(perLanguage)
              .filter(([, link]) => link.startsWith('/api/tenant/'))
              .map(([lang, link]) => [`documents.${kind}.${lang}`, link.slice('/api/tenant/'.length)]),
          ),
        ] as Array<[string, string]>;
        for (const [field, name] of needed)
          if (!tenantAssetPattern.test(name) || files[name] === undefined) fields[field] ??= 'invalid';
        // Each origin on one of its own host names, as at start (load-tenants.ts).
        config.origins.forEach((origin, at) => {
          if (!config.hostnames.some((hostname) => hostnameOf(hostname) === new URL(origin).hostname))
            fields[`origins.${at}`] = 'invalid';
        });
        // A Mollie tenant needs a key: its own, or the environment's.
        if (config.payment.provider === 'mollie' && !config.payment.mollieApiKey && !deps.environmentMollieKey)
          fields['payment.mollieApiKey'] = 'invalid';
        // A host name of another tenant would take its requests.
        config.hostnames.forEach((hostname, at) => {
          const owner = registry.forHost(hostname);
          if (owner.id !== actor.tenantId && owner.hostnames.some((each) => hostnameOf(each) === hostnameOf(hostname)))
            fields[`hostnames.${at}`] = 'invalid';
        });
      }
      if (!parsed.success || Object.keys(fields).length > 0) return refusedWith('invalidFields', { fields });

      const after: StoredConfig = { config: sealSecrets(parsed.data, box, actor.tenantId), files };
      return commit(actor, current.version, current, after, 'desk', {
        action: 'settings_saved',
        detail: { section },
      });
    },

    async versions(actor) {
      if (!mayEdit(actor)) return refusedWith('forbidden');
      const rows = await listVersions(db, actor.tenantId);
      const names = await staffNames(db, actor.tenantId);
      const inForce = registry.versionOf(actor.tenantId);
      return {
        ok: true,
        value: {
          versions: rows.map((row) => ({
            version: row.version,
            at: toDate(row.createdAt).toISOString(),
            staff: row.staffId === null ? null : { id: row.staffId, name: names.get(row.staffId) ?? '' },
            via: row.via as SettingsVersion['via'],
            summary: row.summary,
            current: row.version === inForce,
          })),
        },
      };
    },

    async version(actor, n) {
      if (!mayEdit(actor)) return refusedWith('forbidden');
      const row = await readVersion(db, actor.tenantId, n);
      if (!row) return refusedWith('versionNotFound');
      const previous = n > 1 ? await readVersion(db, actor.tenantId, n - 1) : undefined;
      const names = await staffNames(db, actor.tenantId);
      return {
        ok: true,
        value: {
          version: {
            version: row.version,
            at: toDate(row.createdAt).toISOString(),
            staff: row.staffId === null ? null : { id: row.staffId, name: names.get(row.staffId) ?? '' },
            via: row.via as SettingsVersion['via'],
            summary: row.summary,
            current: row.version === registry.versionOf(actor.tenantId),
          },
          config: masked(row.config, box),
          changes: diffConfig(previous ? plainOf(previous) : {}, plainOf(row)),
        },
      };
    },

    async revert(actor, n, asked) {
      if (!mayEdit(actor)) return refusedWith('forbidden');
      const current = await storedCurrent(actor.tenantId);
      if (!current) return refusedWith('notFound');
      if (asked !== undefined && asked !== current.version)
        return refusedWith('settingsConflict', { currentVersion: current.version });
      const target = await readVersion(db, actor.tenantId, n);
      if (!target) return refusedWith('versionNotFound');
      // Its secrets as it stored them, still under the same key (a start-up checks that every one opens).
      openSecrets(target.config, box);
      return commit(actor, current.version, current, { config: target.config, files: target.files }, 'revert', {
        action: 'settings_reverted',
        detail: { from: n },
      });
    },
  };
}

async function staffNames(db: Kysely<Database>, tenantId: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
