import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The car's latest position per trip while its driver is on the way or waiting at the pickup
  // (docs/decisions/046-car-position.md): one row per trip, overwritten by each position (no trail), deleted when the
  // step leaves that window or the trip ends.
  await db.schema
    .createTable('driver_positions')
    .addColumn('trip_id', 'integer', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('driver_id', 'integer', (column) => column.notNull())
    .addColumn('lat', 'double precision', (column) => column.notNull())
    .addColumn('lng', 'double precision', (column) => column.notNull())
    .addColumn('accuracy', 'double precision', (column) => column.notNull())
    // When the phone measured it (its own clock, never later than received) and when the server took it.
    .addColumn('measured_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('received_at', dialect.timestamp, (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('driver_positions').execute();
}
