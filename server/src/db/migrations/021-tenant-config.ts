import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // Every version of a tenant's configuration (docs/decisions/044-configuration-versions.md): the whole tenant file as
  // JSON, its secrets encrypted, its files (logo, documents) named by their SHA-256 in `tenant_files`.
  await db.schema
    .createTable('tenant_config_versions')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    // Who saved it: a staff member, or null for the seed and the command line (`via` says which).
    .addColumn('staff_id', 'integer')
    .addColumn('via', 'text', (column) => column.notNull())
    .addColumn('summary', 'text', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addPrimaryKeyConstraint('tenant_config_versions_pk', ['tenant_id', 'version'])
    .execute();
  // The version in force per tenant; a save moves it by a conditional update from the version it was made on.
  await db.schema
    .createTable('tenant_config_current')
    .addColumn('tenant_id', 'text', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  // A tenant's files by content: the same file in many versions (and tenants) is kept once.
  await db.schema
    .createTable('tenant_files')
    .addColumn('hash', 'text', (column) => column.primaryKey())
    .addColumn('content_base64', 'text', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tenant_files').execute();
  await db.schema.dropTable('tenant_config_current').execute();
  await db.schema.dropTable('tenant_config_versions').execute();
}
