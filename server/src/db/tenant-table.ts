import type { Kysely } from 'kysely';
import type { MigrationDialect } from './dialect.ts';

/**
 * A new table of a tenant's rows as the migrations make every such table begin: `id`, numbered by the database, and
 * `tenant_id`; the migration adds the rest. What it builds must stay as it is: the migrations that used it made their
 * tables with it.
 */
// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function createTenantTable(db: Kysely<any>, dialect: MigrationDialect, table: string) {
  return db.schema
    .createTable(table)
    .addColumn('id', 'integer', dialect.identity)
    .addColumn('tenant_id', 'text', (column) => column.notNull());
}
