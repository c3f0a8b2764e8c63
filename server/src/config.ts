import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so shipped files are found whatever the working directory. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const urlWithScheme = (schemes: string[], hint: string) =>
  z.string().refine((value) => {
    try {
      return schemes.includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, hint);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  TENANTS_DIR: z.string().default(path.join(repoRoot, 'config/tenants')),
  DATABASE_URL: urlWithScheme(
    ['postgres:', 'postgresql:'],
    'expected a postgres:// URL (leave unset for the embedded SQLite database)',
  ).optional(),
  REDIS_URL: urlWithScheme(['redis:', 'rediss:'], 'expected a redis:// or rediss:// URL').optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,30}$/, 'expected a tenant id')
    .default('demo'),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:'], 'expected an smtp:// or smtps:// URL').optional(),
  PUBLIC_URL: urlWithScheme(['http:', 'https:'], 'expected an http:// or https:// URL').optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(live|test)_\w{10,}$/, 'expected a Mollie API key (live_… or test_…)')
    .optional(),
  MOLLIE_API_URL: urlWithScheme(['https:'], 'expected an https:// URL').optional(),
  RATE_LIMIT: z.coerce.number().int().min(0).default(600),
  TILE_URL: z
    .string()
    .refine(
      (value) => ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
      'expected a URL template with {z}, {x} and {y}',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/,
      'expected true, false, or proxy addresses (comma-separated, CIDR allowed)',
    )
    .default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface Settings {
  port: number;
  host: string;
  /** Absolute: embedded database, outbox, tile cache. */
  dataDir: string;
  /** Absolute: one `<id>.json` per tenant plus its asset folder `<id>/`. */
  tenantsDir: string;
  /** Set: PostgreSQL; unset: SQLite in `dataDir/db/`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  defaultTenant: string;
  smtpUrl: string | undefined;
  /** Without a trailing slash. */
  publicUrl: string;
  /** For tenants that pay through Mollie and have no key of their own. */
  mollieApiKey: string | undefined;
  /** Mollie's API unless set (a stand-in server in tests). */
  mollieApiUrl: string | undefined;
  /** Requests per minute per client address; 0 turns the limits off. */
  rateLimit: number;
  tileUrl: string;
  /**
   * Which proxies in front may tell the client address, protocol and host (X-Forwarded-*):
   * false (none), true (any: only when nothing else can reach the server), or their addresses.
   */
  trustProxy: boolean | string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Anything but NODE_ENV=development runs as production: no per-request logs, plain JSON logs. */
  production: boolean;
}

export class SettingsError extends Error {
  override name = 'SettingsError';
}

/** Settings from an environment (the process's, or a test's own object). */
export function loadSettings(env: Record<string, string | undefined>): Settings {
  // An empty variable means the same as an unset one: use the default.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    tenantsDir: path.resolve(vars.TENANTS_DIR),
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    defaultTenant: vars.DEFAULT_TENANT,
    smtpUrl: vars.SMTP_URL,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    mollieApiKey: vars.MOLLIE_API_KEY,
    mollieApiUrl: vars.MOLLIE_API_URL,
    rateLimit: vars.RATE_LIMIT,
    tileUrl: vars.TILE_URL,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    logLevel: vars.LOG_LEVEL,
    production: vars.NODE_ENV !== 'development',
  };
}

function trustProxyOf(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((address) => address.trim());
}
