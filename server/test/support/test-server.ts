import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadSettings, type Settings } from '../../src/config.ts';
import { importPlaces } from '../../src/modules/places/import/import-places.ts';
import { createSchema } from './pg-schema.ts';

export type Dialect = 'sqlite' | 'postgres';

/** Every API suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

/** A port nothing listens on: the tile server is "down" unless a test says otherwise. */
export const closedPortUrl = 'http://127.0.0.1:9';

export interface TestServer {
  app: FastifyInstance;
  settings: Settings;
  close(): Promise<void>;
}

/**
 * A fresh server on its own empty database: a temporary DATA_DIR, and on PostgreSQL a schema of
 * its own (dropped on close), so test files can run in parallel against one database server.
 */
export async function startTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-test-'));
  const schema = dialect === 'postgres' ? await createSchema(testDatabaseUrl(), 't') : undefined;
  const settings = loadSettings({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT: '0',
    TILE_URL: `${closedPortUrl}/{z}/{x}/{y}.png`,
    ...(schema ? { DATABASE_URL: schema.url } : {}),
    ...env,
  });
  const dispose = async () => {
    await schema?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return serverOn(settings, options, once(dispose));
}

/** Runs `run` the first time only: a server's data is dropped once, whichever of its handles closes it. */
function once(run: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= run());
}

/** How to stop each server's app (once) and drop its data (once), so a restart can take the data over. */
const handles = new WeakMap<TestServer, { stop(): Promise<void>; dispose(): Promise<void> }>();

async function serverOn(settings: Settings, options: BuildOptions, dispose: () => Promise<void>): Promise<TestServer> {
  let app: FastifyInstance;
  try {
    // The alert scan, the drivers' reminders and the refund follow-up run when a test asks (`app.alerts.scan` with its clock), never on a timer of its own.
    app = await buildApp(settings, { ...testBuild(settings), ...options });
  } catch (error) {
    await dispose();
    throw error;
  }
  const stop = once(() => app.close());
  const server: TestServer = {
    app,
    settings,
    async close() {
      await stop();
      await dispose();
    },
  };
  handles.set(server, { stop, dispose });
  return server;
}

/**
 * A stop and a start: the server's app is closed, keeping its DATA_DIR and database, `between` runs while nothing
 * serves them (a provider that settles a payment meanwhile), and a new app starts on them with the same settings.
 * Close the new server: that drops the data (closing the old one afterwards changes nothing).
 */
export async function restartTestServer(
  server: TestServer,
  between: () => Promise<void> = async () => {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const handle = handles.get(server);
  if (!handle) throw new Error('not a server of startTestServer');
  const { stop, dispose } = handle;
  await stop();
  try {
    await between();
  } catch (error) {
    await dispose();
    throw error;
  }
  return serverOn(server.settings, options, dispose);
}

/** A few streets, stations, airports and hotels cut from the real data in data/. */
export const fixtureData = path.join(import.meta.dirname, '../fixtures/open-data');

/** A test server whose address search knows the fixture places. */
export async function startTestServerWithPlaces(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer> {
  const server = await startTestServer(dialect, env, options);
  await importPlaces(server.settings, { from: fixtureData, log: () => {} });
  await server.app.places.reload();
  return server;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A test server with the fixture places that listens on 127.0.0.1, its PUBLIC_URL its own address: for the
 * payment flows, where the simulated provider calls our webhook over HTTP as a real one does.
 */
export async function startListeningTestServer(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestServer & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startTestServerWithPlaces(dialect, { PORT: String(port), PUBLIC_URL: url, ...env }, options);
  await server.app.listen({ port, host: '127.0.0.1' });
  // The same object, so restartTestServer knows it.
  return Object.assign(server, { url });
}

function testDatabaseUrl(): string {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  return baseUrl;
}

/** No web build, and every scheduled job run when a test asks (its `tick`, `scan` with a clock), never on a timer. */
function testBuild(settings: Settings): BuildOptions {
  return {
    webRoot: path.join(settings.dataDir, 'no-web-build'),
    alertScanMs: 0,
    driverReminderMs: 0,
    positionSweepMs: 0,
    refundFollowUpMs: 0,
    invoiceRunMs: 0,
    retentionSweepMs: 0,
  };
}

/** A second instance of the test server's app on the same database (and Redis): what another process would be. */
export function anotherInstance(server: TestServer, options: BuildOptions = {}): Promise<FastifyInstance> {
  return buildApp(server.settings, { ...testBuild(server.settings), ...options });
}
