import { sql, type Kysely } from 'kysely';
import type { DialectName } from './dialect.ts';
import type { Database } from './tables.ts';

/** The PostgreSQL advisory lock key of the demo data's seeding at start (an arbitrary number of ours, beside `migrationLockKey`). */
export const seedLockKey = 7_243_002;

/**
 * Runs `work` while no other instance on this PostgreSQL database runs work of the same `key`: instances started
 * together (docs/operations.md) would otherwise each find a demo account missing and all insert it. The lock is held on
 * a connection of its own while `work` uses the pool's others. SQLite is one instance's database: `work` just runs.
 */
export async function oneInstanceAtATime<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (dialect === 'sqlite') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
