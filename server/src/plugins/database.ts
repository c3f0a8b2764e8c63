import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import type { Settings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import type { Database } from '../db/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Opens and migrates the database at start, closes it with the app. */
export const databasePlugin = fp<Pick<Settings, 'databaseUrl' | 'dataDir'>>(
  async (app, settings) => {
    const db = await openDatabase(settings);
    app.decorate('db', db);
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'database' },
);

/** Throws when the database does not answer a trivial query: the readiness probe. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
