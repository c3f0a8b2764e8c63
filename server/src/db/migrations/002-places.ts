import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // One row per bookable thing of the open data (server/src/modules/places/place-row.ts). No index
  // beyond the key: the table is read whole into the search index, and an index would slow the import.
  await db.schema
    .createTable('places')
    .addColumn('seq', 'integer', dialect.identity)
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('id', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('street', 'text', (column) => column.notNull())
    .addColumn('house_number', 'integer')
    .addColumn('house_letter', 'text', (column) => column.notNull())
    .addColumn('house_addition', 'text', (column) => column.notNull())
    .addColumn('postcode', 'text', (column) => column.notNull())
    .addColumn('city', 'text', (column) => column.notNull())
    .addColumn('lat', 'double precision', (column) => column.notNull())
    .addColumn('lng', 'double precision', (column) => column.notNull())
    .addColumn('category', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('alt_names', 'text', (column) => column.notNull())
    .execute();

  // Which data file was imported with which content, so a restart does not import it again.
  await db.schema
    .createTable('imports')
    .addColumn('source', 'text', (column) => column.primaryKey())
    .addColumn('fingerprint', 'text', (column) => column.notNull())
    .addColumn('rows', 'integer', (column) => column.notNull())
    .addColumn('imported_at', dialect.timestamp, (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('imports').execute();
  await db.schema.dropTable('places').execute();
}
