import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // docs/decisions/054-personal-data.md: when an account was erased, when an order's personal details were removed.
  await db.schema.alterTable('customers').addColumn('erased_at', dialect.timestamp).execute();
  await db.schema.alterTable('orders').addColumn('anonymized_at', dialect.timestamp).execute();

  // The retention job's run per tenant and day, claimed by one instance (a conditional insert, then a conditional
  // update of a stale claim), as the invoice run is; `orders` counts what it anonymised.
  await db.schema
    .createTable('privacy_runs')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('day', 'text', (column) => column.notNull())
    .addColumn('claimed_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('finished_at', dialect.timestamp)
    .addColumn('orders', 'integer', (column) => column.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('privacy_runs_pk', ['tenant_id', 'day'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('privacy_runs').execute();
  await db.schema.alterTable('orders').dropColumn('anonymized_at').execute();
  await db.schema.alterTable('customers').dropColumn('erased_at').execute();
}
