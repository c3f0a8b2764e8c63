import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // A simulated payment link cannot be paid after its time, as Mollie's cannot (docs/reference/checkout.md):
  // the desk releases the trip of an unpaid link then, and no payment may come after that.
  await db.schema.alterTable('simulator_payments').addColumn('expires_at', dialect.timestamp).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('simulator_payments').dropColumn('expires_at').execute();
}
