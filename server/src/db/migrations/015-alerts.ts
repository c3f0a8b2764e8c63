import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The desk's alerts (docs/decisions/036-alerts-and-heartbeat.md): one row per occasion, made once across instances by
  // the unique key, an insert that does nothing on conflict.
  await createTenantTable(db, dialect, 'alerts')
    .addColumn('trip_id', 'integer', (column) => column.notNull())
    .addColumn('order_id', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    // Within a kind that may come again for a trip (a customer changing it twice): what tells the occasions apart.
    .addColumn('occasion', 'text', (column) => column.notNull().defaultTo(''))
    // JSON array of { field, from, to }: what the customer changed, rendered in the page's language.
    .addColumn('changes', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('alerts_once')
    .unique()
    .on('alerts')
    .columns(['tenant_id', 'trip_id', 'kind', 'occasion'])
    .execute();
  await db.schema.createIndex('alerts_recent').on('alerts').columns(['tenant_id', 'id']).execute();
  // Seen per staff member: who marked which alert, and when.
  await db.schema
    .createTable('alert_seen')
    .addColumn('alert_id', 'integer', (column) => column.notNull())
    .addColumn('staff_id', 'integer', (column) => column.notNull())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('seen_at', dialect.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('alert_seen_pk', ['alert_id', 'staff_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('alert_seen').execute();
  await db.schema.dropTable('alerts').execute();
}
