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
  ADDRESS_FILES: z.string().optional(),
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
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected a P-256 public key in base64url (as web-push generate-vapid-keys makes)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a P-256 private key in base64url (as web-push generate-vapid-keys makes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine((value) => /^(https:\/\/|mailto:)\S+$/.test(value), 'expected an https:// URL or a mailto: address')
    .optional(),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*$/i, 'expected host names separated by commas')
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com'),
  SMS_PROVIDER: z.enum(['twilio']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'expected a Twilio account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{1,11}|MG[0-9a-fA-F]{32})$/,
      'expected a number (+31…), a sender name or a MG… SID',
    )
    .optional(),
  TWILIO_API_URL: urlWithScheme(['https:'], 'expected an https:// URL').optional(),
  ROUTING_URL: urlWithScheme(['http:', 'https:'], 'expected an http:// or https:// URL of an OSRM server').optional(),
  ROUTING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  ADDRESS_PROVIDER: z.enum(['local', 'pdok']).default('local'),
  PDOK_URL: urlWithScheme(['http:', 'https:'], 'expected an http:// or https:// URL of the PDOK Locatieserver').default(
    'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
  ),
  PDOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(1500),
  SECRET_KEY: z.string().min(16, 'expected at least 16 characters (openssl rand -base64 32 makes one)').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).optional(),
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
  /** Absolute: address files imported instead of the shipped provinces (docs/reference/address-search.md#import). */
  addressFiles: string[];
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
  /** Both or neither: unset, the server makes a pair once and keeps it in the database (docs/decisions/041-driver-notifications.md). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Who runs the pushes, for the push services: an https:// URL or a mailto: address. */
  vapidSubject: string;
  /** The push services a driver's subscription may name (each host and its subdomains): nothing else is posted to. */
  pushServiceHosts: string[];
  /** The SMS provider and its account; undefined: no SMS at all. */
  sms: TwilioSettings | undefined;
  /** An OSRM server's base URL for road distances and times; undefined: the estimate (docs/reference/environment.md#routing). */
  routingUrl: string | undefined;
  /** How long a route may take before the estimate prices the trip. */
  routingTimeoutMs: number;
  /**
   * Where the address field's addresses come from: the index of the imported open data, or the PDOK Locatieserver
   * with its base URL and how long a call may take (docs/reference/environment.md#addresses).
   */
  addresses: { provider: 'local' } | { provider: 'pdok'; url: string; timeoutMs: number };
  /** The key of the tenants' stored secrets (docs/decisions/044-configuration-versions.md). */
  secretKey: string | undefined;
  /** Where Prometheus scrapes `GET /metrics` (docs/operations.md#metrics); port undefined: not served. */
  metrics: { port: number | undefined; host: string };
  /**
   * Every scheduled job (mail retries, payment-link expiry, refund follow-up, invoice run) at this interval instead of its
   * own; undefined: each its own (docs/reference/environment.md). The cluster test shortens them.
   */
  jobIntervalMs: number | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Anything but NODE_ENV=development runs as production: no per-request logs, plain JSON logs. */
  production: boolean;
}

/** Twilio's Messages API (docs/reference/environment.md#sms). */
export interface TwilioSettings {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  /** A number in E.164, an alphanumeric sender name, or a Messaging Service SID (MG…). */
  from: string;
  /** Twilio's API unless set (a stand-in server in tests); without a trailing slash. */
  apiUrl: string;
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
  const problems: string[] = [];
  if ((vars.VAPID_PUBLIC_KEY === undefined) !== (vars.VAPID_PRIVATE_KEY === undefined))
    problems.push('  VAPID_PUBLIC_KEY: set both VAPID keys or neither');
  const twilio = [vars.TWILIO_ACCOUNT_SID, vars.TWILIO_AUTH_TOKEN, vars.TWILIO_FROM];
  if (vars.SMS_PROVIDER === 'twilio' && twilio.some((value) => value === undefined))
    problems.push('  SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  if (problems.length > 0) throw new SettingsError(`Invalid settings:\n${problems.join('\n')}`);
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(vars.DATA_DIR),
    tenantsDir: path.resolve(vars.TENANTS_DIR),
    databaseUrl: vars.DATABASE_URL,
    addressFiles: (vars.ADDRESS_FILES ?? '')
      .split(',')
      .map((file) => file.trim())
      .filter((file) => file !== '')
      .map((file) => path.resolve(file)),
    redisUrl: vars.REDIS_URL,
    defaultTenant: vars.DEFAULT_TENANT,
    smtpUrl: vars.SMTP_URL,
    publicUrl,
    mollieApiKey: vars.MOLLIE_API_KEY,
    mollieApiUrl: vars.MOLLIE_API_URL,
    rateLimit: vars.RATE_LIMIT,
    tileUrl: vars.TILE_URL,
    trustProxy: trustProxyOf(vars.TRUST_PROXY),
    vapid:
      vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
        ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
        : undefined,
    // A push service wants a way to reach whoever sends: the site itself when it is https, else a placeholder.
    vapidSubject: vars.VAPID_SUBJECT ?? (publicUrl.startsWith('https://') ? publicUrl : 'mailto:push@example.invalid'),
    pushServiceHosts: vars.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim().toLowerCase()),
    sms:
      vars.SMS_PROVIDER === 'twilio' && vars.TWILIO_ACCOUNT_SID && vars.TWILIO_AUTH_TOKEN && vars.TWILIO_FROM
        ? {
            provider: 'twilio',
            accountSid: vars.TWILIO_ACCOUNT_SID,
            authToken: vars.TWILIO_AUTH_TOKEN,
            from: vars.TWILIO_FROM,
            apiUrl: (vars.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''),
          }
        : undefined,
    routingUrl: vars.ROUTING_URL?.replace(/\/+$/, ''),
    routingTimeoutMs: vars.ROUTING_TIMEOUT_MS,
    addresses:
      vars.ADDRESS_PROVIDER === 'pdok'
        ? { provider: 'pdok', url: vars.PDOK_URL.replace(/\/+$/, ''), timeoutMs: vars.PDOK_TIMEOUT_MS }
        : { provider: 'local' },
    secretKey: vars.SECRET_KEY,
    metrics: { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    jobIntervalMs: vars.JOB_INTERVAL_MS,
    logLevel: vars.LOG_LEVEL,
    production: vars.NODE_ENV !== 'development',
  };
}

function trustProxyOf(value: string): boolean | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  return value.split(',').map((address) => address.trim());
}
