import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadSettings, type Settings } from '../../src/config.ts';
import { importPlaces } from '../../src/modules/places/import/import-places.ts';

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
export async function startTestServer(dialect: Dialect, env: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'taxi-test-'));
  const schema = dialect === 'postgres' ? await createSchema() : undefined;
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
  let app: FastifyInstance;
  try {
    app = await buildApp(settings, { webRoot: path.join(dataDir, 'no-web-build'), ...options });
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    app,
    settings,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

async function createSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.searchParams.set('options', `-c search_path=${name}`);
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`drop schema ${name} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A few streets, stations, airports and hotels cut from the real data in data/. */
export const fixtureData = path.join(import.meta.dirname, '../fixtures/open-data');

/** A test server whose address search knows the fixture places. */
export async function startTestServerWithPlaces(dialect: Dialect): Promise<TestServer> {
  const server = await startTestServer(dialect);
  await importPlaces(server.settings, { from: fixtureData, log: () => {} });
  await server.app.places.reload();
  return server;
}
