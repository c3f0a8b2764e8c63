import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { tenantConfigChannel as channel } from './announce.ts';
import { tenantConfigService, type TenantConfigService } from './config-service.ts';
import { currentVersions, readStoredFile, readVersion, tenantOf, tenantsOfDatabase } from './config-store.ts';
import { TenantConfigError, tenantWarnings } from './load-tenants.ts';
import { secretBox } from './secrets.ts';
import { liveTenantRegistry, type LiveTenant, type LiveTenantRegistry, type Tenant } from './tenant-registry.ts';

/** The tenants in force, and their configuration's versions (`config`, the desk's settings calls). */
export interface TenantsService extends LiveTenantRegistry {
  readonly config: TenantConfigService;
  /** Reads the versions in force from the database and puts the newer ones in force here. */
  refresh(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantsService;
  }
  interface FastifyRequest {
    /** The operator this request is for, chosen by its Host. */
    tenant: Tenant;
  }
}

export interface TenantsOptions {
  /** The tenant files that seed an empty database (TENANTS_DIR). */
  dir: string;
  defaultTenant: string;
  /** SECRET_KEY: the key of the tenants' stored secrets. */
  secretKey?: string | undefined;
  /** Set: a new version is announced to every instance through Redis pub/sub. */
  redisUrl?: string | undefined;
  /**
   * How often, at most, a request makes this instance compare its versions with the database's (ms): 0 on every
   * request. Defaults to `tenantVersionCheckMs` without Redis and `tenantVersionCheckRedisMs` with it.
   */
  checkMs?: number | undefined;
  /** Whether MOLLIE_API_KEY is set (a Mollie tenant may then save no key of its own). */
  environmentMollieKey?: boolean;
}

/** docs/reference/constants.md#tenant-configuration */
export const tenantVersionCheckMs = 1000;
/** With Redis a new version is announced at once; the database is still looked at now and then, in case one was missed. */
export const tenantVersionCheckRedisMs = 30_000;

/**
 * The tenants' configuration from the database (docs/decisions/044-configuration-versions.md): the tenant files seed an
 * empty one, every request gets its tenant as in force now, and a version saved on any instance is in force for the
 * next request on every instance.
 */
export const tenantsPlugin = fp<TenantsOptions>(
  async (app, options) => {
    const db = app.db;
    const box = secretBox(options.secretKey);
    const { seeded, tenants: live } = await tenantsOfDatabase(db, options.dir, options.defaultTenant, box);
    if (seeded) app.log.info({ dir: options.dir }, 'The tenants were seeded from the tenant files');

    const loadLive = async (tenantId: string, version: number): Promise<LiveTenant> => {
      const stored = await readVersion(db, tenantId, version);
      if (!stored) throw new TenantConfigError(`Tenant ${tenantId}: version ${version} is missing`);
      return { version, tenant: tenantOf(stored.config, box), files: stored.files };
    };
    if (!live.some((each) => each.tenant.id === options.defaultTenant))
      throw new TenantConfigError(
        `Invalid tenant configuration:\n  DEFAULT_TENANT: "${options.defaultTenant}" is not a tenant of the database (there are: ${live
          .map((each) => each.tenant.id)
          .sort()
          .join(', ')})`,
      );
    const registry = liveTenantRegistry(options.dir, options.defaultTenant, live, (hash) => readStoredFile(db, hash));
    for (const warning of tenantWarnings(registry)) app.log.warn(warning);

    let refreshing: Promise<void> | undefined;
    let askedAgain = false;
    let checkedAt = 0;
    const refreshOnce = async () => {
      checkedAt = Date.now();
      for (const [tenantId, version] of await currentVersions(db))
        if (registry.versionOf(tenantId) < version) registry.put(await loadLive(tenantId, version));
    };
    // One read at a time; an announcement that comes during a read (which may have missed its version) reads again.
    const refresh = (): Promise<void> => {
      if (refreshing) {
        askedAgain = true;
        return refreshing;
      }
      refreshing = (async () => {
        try {
          do {
            askedAgain = false;
            await refreshOnce();
          } while (askedAgain);
        } catch (error) {
          app.log.warn({ err: error }, 'The tenants’ configuration could not be read; the versions held stay in force');
        } finally {
          refreshing = undefined;
        }
      })();
      return refreshing;
    };

    let publisher: Redis | undefined;
    let subscriber: Redis | undefined;
    if (options.redisUrl) {
      const redisOptions = { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true };
      publisher = new Redis(options.redisUrl, redisOptions);
      subscriber = new Redis(options.redisUrl, redisOptions);
      subscriber.on('message', () => void refresh());
      for (const client of [publisher, subscriber]) {
        client.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis of the tenants’ configuration'));
        await client.connect().catch(() => {});
      }
      await subscriber.subscribe(channel).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Redis unreachable; the tenants’ versions are checked in the database only');
      });
    }
    const checkMs = options.checkMs ?? (options.redisUrl ? tenantVersionCheckRedisMs : tenantVersionCheckMs);

    const config = tenantConfigService({
      db,
      registry,
      box,
      environmentMollieKey: options.environmentMollieKey ?? false,
      async announce(tenantId, version) {
        await publisher?.publish(channel, JSON.stringify({ tenantId, version })).catch((error: unknown) => {
          app.log.warn({ err: error, tenantId }, 'A new configuration version was not announced through Redis');
        });
      },
    });
    app.decorate('tenants', Object.assign(registry, { config, refresh }));
    app.decorateRequest('tenant', null as unknown as Tenant);
    app.addHook('onRequest', async (request) => {
      // A version announced a moment ago is being read: the request waits for it rather than use the one before. The
      // announcement reaches every instance before the save's answer, so the saver's next request finds it in force.
      if (refreshing) await refreshing;
      else if (Date.now() - checkedAt >= checkMs) await refresh();
      request.tenant = registry.forHost(request.host);
    });
    app.addHook('onClose', async () => {
      subscriber?.disconnect();
      publisher?.disconnect();
    });
  },
  { name: 'tenants', dependencies: ['database'] },
);
