import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrationLockKey } from '../../src/db/migrate.ts';

/**
 * A schema of its own on the PostgreSQL of `baseUrl`, for one test file or one cluster run: its address (a
 * `search_path` option) and how to drop it at the end.
 */
export async function createSchema(baseUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
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
        // Not while another test's migration looks at every schema (server/src/db/migrate.ts).
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await client.query(`drop schema ${name} cascade`);
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      } finally {
        await client.end();
      }
    },
  };
}
