import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // A driver unavailable from … to … (docs/decisions/039-driver-absence-and-bulk.md): who recorded it and when; ended
  // early by moving its end (and who ended it), never deleted, so the desk can tell what was known when.
  await createTenantTable(db, dialect, 'driver_absences')
    .addColumn('driver_id', 'integer', (column) => column.notNull())
    .addColumn('starts_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('ends_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
    // The desk's key of the request that recorded it: the same request sent again records nothing more.
    .addColumn('request_key', 'text', (column) => column.notNull())
    .addColumn('recorded_by', 'integer', (column) => column.notNull())
    .addColumn('recorded_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('ended_by', 'integer')
    .addColumn('ended_at', dialect.timestamp)
    .execute();
  await db.schema
    .createIndex('driver_absences_once')
    .unique()
    .on('driver_absences')
    .columns(['tenant_id', 'request_key'])
    .execute();
  await db.schema
    .createIndex('driver_absences_driver')
    .on('driver_absences')
    .columns(['tenant_id', 'driver_id', 'ends_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('driver_absences').execute();
}
