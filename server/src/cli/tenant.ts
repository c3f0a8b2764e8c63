import { mkdir, stat, writeFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { announceOnce } from '../modules/tenants/announce.ts';
import {
  importTenantFolder,
  readAssetFolder,
  readStoredFile,
  secretPaths,
  storeFiles,
  tenantsOfDatabase,
} from '../modules/tenants/config-store.ts';
import { missingAssets, readTenantFile } from '../modules/tenants/load-tenants.ts';
import { secretBox } from '../modules/tenants/secrets.ts';
import type { TenantFile } from '#common/tenant/tenant-file.ts';
import { hostnameOf } from '../modules/tenants/tenant-registry.ts';
import { usageError, type Command } from './command.ts';

const usage =
  'tenant import <file.json|folder> | export <id> [folder] [--with-secrets] | create <id> --host <name> [--host <name>] [--company <name>] | list';

const fail = (message: string) => usageError(message, usage);

/**
 * The tenants' configuration in the database (docs/decisions/044-configuration-versions.md), exchanged as tenant files:
 * a file `<id>.json` with its asset folder `<id>/` beside it, as in config/tenants/.
 */
export const tenantCommand: Command = {
  usage,
  summary:
    'Tenants: import tenant files (each a new version of its tenant, or a new tenant), export a tenant as its file and ' +
    'assets (its secrets only with --with-secrets), create a new tenant from the default one with its own host names, list them.',
  async run(args) {
    const [action, ...rest] = args;
    let options: { host?: string[]; company?: string; 'with-secrets'?: boolean };
    let positional: string[];
    try {
      const parsed = parseArgs({
        args: rest,
        options: {
          host: { type: 'string', multiple: true },
          company: { type: 'string' },
          'with-secrets': { type: 'boolean' },
        },
        strict: true,
        allowPositionals: true,
      });
      options = parsed.values;
      positional = parsed.positionals;
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (!['import', 'export', 'create', 'list'].includes(action ?? ''))
      return fail('Say import, export, create or list.');

    const settings = loadSettings(process.env);
    const box = secretBox(settings.secretKey);
    const db = await openDatabase(settings);
    try {
      const { tenants } = await tenantsOfDatabase(db, settings.tenantsDir, settings.defaultTenant, box);
      const announce = async (tenantId: string, version: number) => {
        const told = await announceOnce(settings.redisUrl, tenantId, version);
        console.log(
          `Tenant ${tenantId}: version ${version} is in force; running servers use it ${told ? 'at once' : 'within a second'}.`,
        );
      };
      const hostsTaken = (tenant: TenantFile) =>
        tenant.hostnames.filter((hostname) =>
          tenants.some(
            (other) =>
              other.tenant.id !== tenant.id &&
              other.tenant.hostnames.some((each) => hostnameOf(each) === hostnameOf(hostname)),
          ),
        );

      if (action === 'list') {
        for (const { tenant, version } of tenants)
          console.log(`${tenant.id}  version ${version}  ${tenant.hostnames.join(', ')}`);
        return 0;
      }

      if (action === 'import') {
        const [source] = positional;
        if (!source) return fail('Name a tenant file or a folder of them.');
        const resolved = path.resolve(source);
        const isFolder = (await stat(resolved).catch(() => undefined))?.isDirectory();
        const files = isFolder
          ? (await readdir(resolved)).filter((name) => name.endsWith('.json')).map((name) => path.join(resolved, name))
          : [resolved];
        const problems: string[] = [];
        const read: TenantFile[] = [];
        for (const file of files) {
          const tenant = await readTenantFile(file, problems);
          if (!tenant) continue;
          problems.push(...(await missingAssets(path.dirname(file), tenant, file)));
          const taken = hostsTaken(tenant);
          if (taken.length > 0) problems.push(`${file}: hostnames: ${taken.join(', ')} belong to another tenant`);
          read.push(tenant);
        }
        if (files.length === 0) problems.push(`${source}: no tenant files (*.json)`);
        if (problems.length > 0) {
          console.error(`Nothing imported:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
          return 1;
        }
        for (const tenant of read) {
          const folder = isFolder ? resolved : path.dirname(resolved);
          const version = await importTenantFolder(db, tenant, await readAssetFolder(folder, tenant.id), box, 'cli');
          await announce(tenant.id, version);
        }
        return 0;
      }

      if (action === 'export') {
        const [tenantId, target = '.'] = positional;
        const found = tenants.find((each) => each.tenant.id === tenantId);
        if (!found) return fail(`Name a tenant: ${tenants.map((each) => each.tenant.id).join(', ')}`);
        const config = structuredClone(found.tenant) as unknown as Record<string, Record<string, unknown>>;
        const left: string[] = [];
        if (!options['with-secrets'])
          for (const [holder, key] of secretPaths)
            if (config[holder]?.[key] !== undefined) {
              delete config[holder][key];
              left.push(`${holder}.${key}`);
            }
        const folder = path.resolve(target);
        await mkdir(path.join(folder, found.tenant.id), { recursive: true });
        await writeFile(path.join(folder, `${found.tenant.id}.json`), `${JSON.stringify(config, null, 2)}\n`);
        for (const [name, hash] of Object.entries(found.files)) {
          const content = await readStoredFile(db, hash);
          if (content) await writeFile(path.join(folder, found.tenant.id, name), content);
        }
        console.log(
          `Tenant ${found.tenant.id} (version ${found.version}) written to ${path.join(folder, `${found.tenant.id}.json`)} and ${path.join(folder, found.tenant.id)}/`,
        );
        if (left.length > 0) console.log(`Left out: ${left.join(', ')} (a secret; --with-secrets writes it in clear).`);
        return 0;
      }

      // create
      const [tenantId] = positional;
      const hosts = options.host ?? [];
      if (!tenantId || !/^[a-z][a-z0-9-]{1,30}$/.test(tenantId))
        return fail('Name the new tenant: 2 to 31 lowercase letters, digits and -, starting with a letter.');
      if (tenants.some((each) => each.tenant.id === tenantId)) return fail(`Tenant ${tenantId} exists already.`);
      if (hosts.length === 0) return fail('Give at least one --host.');
      const template = tenants.find((each) => each.tenant.id === settings.defaultTenant);
      if (!template) return fail(`The default tenant ${settings.defaultTenant} is not in the database.`);
      const tenant: TenantFile = {
        ...structuredClone(template.tenant),
        id: tenantId,
        hostnames: hosts,
        origins: [],
        payment: { provider: 'simulator', linkExpiryHours: template.tenant.payment.linkExpiryHours },
        ...(options.company ? { info: { ...template.tenant.info, company: options.company } } : {}),
      };
      const taken = hostsTaken(tenant);
      if (taken.length > 0) return fail(`${taken.join(', ')} belong to another tenant.`);
      const files = new Map<string, Buffer>();
      for (const [name, hash] of Object.entries(template.files)) {
        const content = await readStoredFile(db, hash);
        if (content) files.set(name, content);
      }
      await storeFiles(db, files);
      const version = await importTenantFolder(db, tenant, files, box, 'cli');
      console.log(`Created tenant ${tenantId} from ${template.tenant.id}, on ${hosts.join(', ')}.`);
      await announce(tenantId, version);
      return 0;
    } finally {
      await db.destroy();
    }
  },
};
