import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // The operator's staff, apart from the customers (docs/decisions/019-staff-accounts.md).
  await createTenantTable(db, dialect, 'staff')
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull().check(sql`role in ('admin', 'dispatcher')`))
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('totp_secret', 'text', (column) => column.notNull())
    .addColumn('totp_enrolled_at', dialect.timestamp)
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled_at', dialect.timestamp)
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  // One staff member per email and tenant, whatever the case.
  await sql`create unique index staff_tenant_email on staff (tenant_id, lower(email))`.execute(db);

  await db.schema
    .createTable('staff_sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('staff_id', 'integer', (column) => column.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('stage', 'text', (column) => column.notNull().check(sql`stage in ('password', 'full')`))
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('last_seen_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('expires_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();

  await createTenantTable(db, dialect, 'desk_audit')
    .addColumn('staff_id', 'integer', (column) => column.references('staff.id'))
    .addColumn('at', dialect.timestamp, (column) => column.notNull())
    .addColumn('action', 'text', (column) => column.notNull())
    .addColumn('target', 'text')
    .addColumn('detail', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('desk_audit_tenant').on('desk_audit').columns(['tenant_id', 'id']).execute();
  // The history is append-only: no call changes it, and the database refuses it too.
  if (dialect.name === 'postgres') {
    await sql`
      create function desk_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'desk_audit is append-only';
      end
      $$`.execute(db);
    await sql`
      create trigger desk_audit_no_change before update or delete on desk_audit
      for each row execute function desk_audit_append_only()`.execute(db);
    await sql`
      create trigger desk_audit_no_truncate before truncate on desk_audit
      for each statement execute function desk_audit_append_only()`.execute(db);
  } else {
    await sql`
      create trigger desk_audit_no_update before update on desk_audit
      begin select raise(abort, 'desk_audit is append-only'); end`.execute(db);
    await sql`
      create trigger desk_audit_no_delete before delete on desk_audit
      begin select raise(abort, 'desk_audit is append-only'); end`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  await db.schema.dropTable('desk_audit').execute();
  if (dialect.name === 'postgres') await sql`drop function desk_audit_append_only`.execute(db);
  await db.schema.dropTable('staff_sessions').execute();
  await db.schema.dropTable('staff').execute();
}
