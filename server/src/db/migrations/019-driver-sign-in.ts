import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // A sign-in link the desk mailed a driver (docs/decisions/040-driver-sign-in-and-statuses.md): only the SHA-256 of
  // its token, single use (`used_at`), expiring.
  await db.schema
    .createTable('driver_links')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('driver_id', 'integer', (column) => column.notNull())
    .addColumn('sent_by', 'integer', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('expires_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('used_at', dialect.timestamp)
    .execute();
  // A phone the driver signed in on: the SHA-256 of its cookie's token, a name from its browser, when last seen; ended
  // by the desk, by signing out or by deactivating the driver (`ended_at`), never deleted while the audit names it.
  await createTenantTable(db, dialect, 'driver_devices')
    .addColumn('driver_id', 'integer', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('last_seen_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('ended_at', dialect.timestamp)
    .execute();
  await db.schema
    .createIndex('driver_devices_driver')
    .on('driver_devices')
    .columns(['tenant_id', 'driver_id'])
    .execute();
  // The driver's own steps of an assigned trip, apart from its status: '' (not accepted yet), accepted, on_the_way,
  // arrived, on_board; when they arrived (the free waiting time counts from it); what they collected in the car.
  await db.schema
    .alterTable('order_trips')
    .addColumn('driver_step', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('order_trips').addColumn('arrived_at', dialect.timestamp).execute();
  await db.schema.alterTable('order_trips').addColumn('collected_cents', 'integer').execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('collected_method', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  // The driver who made a change of the trip's history (actor `driver`).
  await db.schema.alterTable('trip_events').addColumn('driver_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('trip_events').dropColumn('driver_id').execute();
  for (const column of ['collected_method', 'collected_cents', 'arrived_at', 'driver_step'])
    await db.schema.alterTable('order_trips').dropColumn(column).execute();
  await db.schema.dropTable('driver_devices').execute();
  await db.schema.dropTable('driver_links').execute();
}
