import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The simulated payment provider's own payments, kept in the database so a restart between
  // payment and webhook loses nothing (server/src/modules/payments/providers/simulator.ts).
  await db.schema
    .createTable('simulator_payments')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('redirect_url', 'text', (column) => column.notNull())
    .addColumn('webhook_url', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('simulator_payments').execute();
}
