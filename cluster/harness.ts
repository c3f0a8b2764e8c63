/**
 * The cluster of docs/operations.md on this machine: nginx with the shipped configuration (deploy/nginx/) in front of
 * three instances started as the shipped unit (deploy/systemd/taxi@.service) starts them, on one PostgreSQL schema of
 * their own and one Redis, with stand-ins for Mollie and the mail server. Used by the cluster test and its bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { repoRoot } from '#server/config.ts';
import { openDatabase } from '#server/db/connect.ts';
import type { Database } from '#server/db/tables.ts';
import { listen, mollieStandIn, mollieTestApiKey } from '#server-test/payments/stand-ins.ts';
import { createSchema } from '#server-test/support/pg-schema.ts';
import { tenantsWith } from '#server-test/support/tenants-dir.ts';

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
export const unitFile = path.join(repoRoot, 'deploy/systemd/taxi@.service');
export const upstreamFile = path.join(repoRoot, 'deploy/nginx/taxi-upstream.conf');
export const proxyFile = path.join(repoRoot, 'deploy/nginx/taxi-proxy.conf');

/** A port nothing listens on a moment ago, as the system hands one out. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface UnitCommand {
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

/** Splits a systemd command line or assignment into words, with its double quotes. */
function words(line: string): string[] {
  return [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
}

/**
 * The ExecStart, WorkingDirectory and Environment= lines of the unit for instance `instance` (its %i), with the
 * unit's own paths put where this machine has them (`paths`: a unit path's start and what replaces it).
 */
export function unitCommand(unit: string, instance: string, paths: Record<string, string>): UnitCommand {
  const lines = unit
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const relocate = (value: string) =>
    Object.entries(paths).reduce(
      (text, [from, to]) => (text === from || text.startsWith(`${from}/`) ? to + text.slice(from.length) : text),
      value.replaceAll('%i', instance),
    );
  const valuesOf = (key: string) =>
    lines.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
  const [execStart] = valuesOf('ExecStart');
  const [workingDirectory] = valuesOf('WorkingDirectory');
  if (!execStart || !workingDirectory) throw new Error('The unit has no ExecStart or WorkingDirectory');
  const [command, ...args] = words(execStart).map(relocate);
  if (!command) throw new Error('The unit has an empty ExecStart');
  const env: Record<string, string> = {};
  for (const assignment of valuesOf('Environment').flatMap(words)) {
    const equals = assignment.indexOf('=');
    env[assignment.slice(0, equals)] = relocate(assignment.slice(equals + 1));
  }
  return { command, args, cwd: relocate(workingDirectory), env };
}

/** The shipped upstream with the instances' ports in place of its own, in order. */
export function upstreamFor(shipped: string, ports: number[]): string {
  let index = 0;
  const written = shipped.replace(/server 127\.0\.0\.1:\d+/g, (line) => {
    const port = ports[index++];
    if (port === undefined) throw new Error(`The upstream has more servers than the ${ports.length} instances`);
    return line.replace(/:\d+$/, `:${port}`);
  });
  if (index !== ports.length) throw new Error(`The upstream has ${index} servers for ${ports.length} instances`);
  return written;
}

/** nginx's main configuration for the test: its own prefix, the shipped upstream and proxy rules over plain HTTP. */
export function nginxConfig(dir: string, port: number): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/taxi-upstream.conf;
    server {
        listen 127.0.0.1:${port};
        # The test's own: which instance answered (the shipped site has no such header).
        add_header X-Upstream $upstream_addr always;
        include ${proxyFile};
    }
}
`;
}

export interface Mail {
  to: string[];
  data: string;
}

/** A mail server that keeps what it is sent, and refuses every mail while `refusing` is set. */
async function startSmtpStandIn() {
  const received: Mail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(state.refusing ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Instance {
  port: number;
  process: ChildProcess;
  logFile: string;
}

export interface ClusterOptions {
  databaseUrl: string;
  redisUrl: string;
  /** Settings of the instances beyond the unit's, as /etc/taxi/taxi.env gives them. */
  env?: Record<string, string>;
  instances?: number;
  /** Rows the instances find at their start (a scheduled job's work), written once the schema is migrated. */
  seed?: (db: Kysely<Database>) => Promise<void>;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Builds the web app when there is no build: the instances serve its pages. */
function ensureWebBuild(): void {
  if (existsSync(path.join(repoRoot, 'web/dist/index.html'))) return;
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The web app did not build');
}

export async function startCluster(options: ClusterOptions) {
  if (!nginxBinary)
    throw new Error('nginx is not installed: the cluster test needs it (apt-get install nginx; .ci/run installs it)');
  ensureWebBuild();
  const dir = await mkdtemp(path.join(tmpdir(), 'taxi-cluster-'));
  // nginx's workers run as another user when it is started by root: they must reach its temporary paths.
  await chmod(dir, 0o755);
  const cleanupsOnFailure: Array<() => Promise<void>> = [];
  const cleanups: Array<() => Promise<unknown>> = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const schema = await createSchema(options.databaseUrl, 'cluster');
    cleanups.push(() => schema.drop());
    const smtp = await startSmtpStandIn();
    cleanups.push(() => smtp.close());
    const mollie = mollieStandIn();
    const mollieApi = await listen(mollie.server);
    cleanups.push(() => mollieApi.close());
    // The demo tenant pays through Mollie (its stand-in), so that payments have a webhook and refunds a follow-up.
    const tenantsDir = await tenantsWith<Record<string, unknown>>('demo', (demo) => ({
      ...demo,
      payment: { provider: 'mollie' },
    }));
    cleanups.push(() => rm(tenantsDir, { recursive: true, force: true }));

    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const count = options.instances ?? 3;
    const ports: number[] = [];
    for (let index = 0; index < count; index++) ports.push(await freePort());
    const unit = await readFile(unitFile, 'utf8');
    const sharedEnv: Record<string, string> = {
      DATABASE_URL: schema.url,
      REDIS_URL: options.redisUrl,
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      TENANTS_DIR: tenantsDir,
      MOLLIE_API_KEY: mollieTestApiKey,
      MOLLIE_API_URL: `${mollieApi.url}/v2/`,
      // The Mollie stand-in's certificate is its own (server/test/payments/stand-ins.ts).
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
      // No network here: the tile proxy falls back to its placeholder.
      TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      LOG_LEVEL: 'info',
      ...options.env,
    };

    const db: Kysely<Database> = await openDatabase({ databaseUrl: schema.url, dataDir: dir });
    cleanups.push(() => db.destroy());
    await options.seed?.(db);

    const instances: Instance[] = [];
    cleanupsOnFailure.push(async () => {
      for (const instance of instances) {
        const lines = (await readFile(instance.logFile, 'utf8').catch(() => '')).trim().split('\n');
        console.error(`Instance on port ${instance.port}, its last log lines:\n${lines.slice(-15).join('\n')}`);
      }
    });
    const startInstance = (port: number): Instance => {
      const started = unitCommand(unit, String(port), {
        '/opt/taxi': repoRoot.replace(/\/$/, ''),
        '/var/lib/taxi': path.join(dir, 'var'),
      });
      const logFile = path.join(dir, `instance-${port}.log`);
      const log = createWriteStream(logFile, { flags: 'a' });
      const child = spawn(started.command, started.args, {
        cwd: started.cwd,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, ...started.env, ...sharedEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(log);
      child.stderr.pipe(log);
      killOnExit(child);
      return { port, process: child, logFile };
    };
    // Ready, or stopped: an instance that exits (a failed start) fails the start at once, not after the wait.
    const ready = (instance: Instance) =>
      Promise.race([
        waitUntil(
          `instance on port ${instance.port} ready`,
          async () => (await fetch(`http://127.0.0.1:${instance.port}/readyz`)).ok,
          240_000,
        ),
        new Promise<never>((_, reject) =>
          instance.process.once('exit', (code, signal) =>
            reject(new Error(`instance on port ${instance.port} stopped (${signal ?? `exit code ${code}`})`)),
          ),
        ),
      ]);
    for (const port of ports) {
      await mkdir(path.join(dir, 'var', String(port)), { recursive: true });
      instances.push(startInstance(port));
    }
    cleanups.push(async () => {
      for (const instance of instances) await stopProcess(instance.process);
    });
    await Promise.all(instances.map(ready));

    const nginxDir = path.join(dir, 'nginx');
    await mkdir(nginxDir, { recursive: true });
    await writeFile(
      path.join(nginxDir, 'taxi-upstream.conf'),
      upstreamFor(await readFile(upstreamFile, 'utf8'), ports),
    );
    const nginxConf = path.join(nginxDir, 'nginx.conf');
    await writeFile(nginxConf, nginxConfig(nginxDir, nginxPort));
    const nginx = spawn(nginxBinary, ['-p', nginxDir, '-c', nginxConf], { stdio: ['ignore', 'ignore', 'pipe'] });
    const nginxErrors: string[] = [];
    nginx.stderr.on('data', (chunk: Buffer) => nginxErrors.push(chunk.toString()));
    killOnExit(nginx);
    cleanups.push(() => stopProcess(nginx));
    await waitUntil(
      'nginx listening',
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${nginxErrors.join('')}`);
        return (await fetch(`${publicUrl}/healthz`)).ok;
      },
      20_000,
    );

    return {
      dir,
      url: publicUrl,
      port: nginxPort,
      instances,
      nginx,
      db,
      smtp,
      mollie,
      stop,
      /** The log lines an instance wrote so far. */
      log: (instance: Instance) => readFile(instance.logFile, 'utf8'),
    };
  } catch (error) {
    for (const report of cleanupsOnFailure) await report();
    await stop();
    throw error;
  }
}

/** A test process that ends without stopping the cluster (a crash, a timeout) leaves no instance or nginx behind. */
function killOnExit(child: ChildProcess): void {
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.off('exit', kill));
}

/** SIGTERM, and SIGKILL when it has not stopped within 15 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
