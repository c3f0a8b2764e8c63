import type { Kysely } from 'kysely';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A driver's own address: their sign-in link and the notices a phone without push gets go there (issue 21).
  await db.schema
    .alterTable('drivers')
    .addColumn('email', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drivers').dropColumn('email').execute();
}
