import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The server's own VAPID key pair when the environment gives none (docs/decisions/041-driver-notifications.md): one
  // row, id 1, made by an insert that does nothing on conflict, so instances starting together keep the same keys.
  await db.schema
    .createTable('vapid_keys')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('public_key', 'text', (column) => column.notNull())
    .addColumn('private_key', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  // A driver's phone (browser) that accepts pushes: the push service's endpoint and the keys to encrypt for it.
  await createTenantTable(db, dialect, 'driver_push_subscriptions')
    .addColumn('driver_id', 'integer', (column) => column.notNull())
    // The driver's signed-in device it came from, when the driver's sign-in knows it.
    .addColumn('device_id', 'integer')
    .addColumn('endpoint', 'text', (column) => column.notNull().unique())
    .addColumn('p256dh', 'text', (column) => column.notNull())
    .addColumn('auth', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('last_used_at', dialect.timestamp)
    .execute();
  await db.schema
    .createIndex('driver_push_subscriptions_driver')
    .on('driver_push_subscriptions')
    .columns(['tenant_id', 'driver_id'])
    .execute();
  // Per trip: what its driver was last told (who, and the job as told), changed by conditional updates only, so that
  // of the instances hearing one change exactly one tells it; and the pickup the reminder went for.
  await db.schema
    .createTable('driver_trip_notices')
    .addColumn('trip_id', 'integer', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('driver_id', 'integer')
    .addColumn('told', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('reminded_for', 'text')
    .addColumn('reminded_at', dialect.timestamp)
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('driver_trip_notices').execute();
  await db.schema.dropTable('driver_push_subscriptions').execute();
  await db.schema.dropTable('vapid_keys').execute();
}
