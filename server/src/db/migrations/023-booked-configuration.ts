import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The version of the tenant's configuration an order was booked under: its trips' fields are worded by that
  // version's record layout (docs/decisions/047-bookings-keep-their-fields.md). Null: booked before, or from files.
  await db.schema.alterTable('orders').addColumn('config_version', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('config_version').execute();
}
