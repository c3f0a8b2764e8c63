import { sql, type Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // A company's monthly invoice or a credit invoice, immutable once issued (docs/decisions/050-invoice-numbers.md).
  await createTenantTable(db, dialect, 'invoices')
    .addColumn('company_id', 'integer', (column) => column.notNull())
    // `2026-0001`: the year of issue and the sequence within it.
    .addColumn('number', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('sequence', 'integer', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('credited_invoice_id', 'integer')
    // The month of the trips, `YYYY-MM`.
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('issued_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('due_date', 'text', (column) => column.notNull())
    .addColumn('net_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_cents', 'integer', (column) => column.notNull())
    .addColumn('gross_cents', 'integer', (column) => column.notNull())
    // The PDF as issued, base64 (as tenant_files keep their bytes), and the SHA-256 (hex) it is checked against.
    .addColumn('pdf_base64', 'text', (column) => column.notNull())
    .addColumn('pdf_sha256', 'text', (column) => column.notNull())
    .addColumn('mail_claimed_at', dialect.timestamp)
    .addColumn('mailed_at', dialect.timestamp)
    .execute();
  await db.schema.createIndex('invoices_number').unique().on('invoices').columns(['tenant_id', 'number']).execute();
  await db.schema
    .createIndex('invoices_sequence')
    .unique()
    .on('invoices')
    .columns(['tenant_id', 'year', 'sequence'])
    .execute();
  // One regular invoice per company and month; credits may follow it.
  await db.schema
    .createIndex('invoices_one_per_month')
    .unique()
    .on('invoices')
    .columns(['company_id', 'period'])
    .where(sql<boolean>`kind = 'invoice'`)
    .execute();
  await db.schema.createIndex('invoices_period').on('invoices').columns(['tenant_id', 'period']).execute();

  await createTenantTable(db, dialect, 'invoice_lines')
    .addColumn('invoice_id', 'integer', (column) => column.notNull())
    .addColumn('trip_id', 'integer', (column) => column.notNull())
    // The invoice's kind again, so that the index below can say "one regular line per trip".
    .addColumn('kind', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('gross_cents', 'integer', (column) => column.notNull())
    .addColumn('vat_cents', 'integer', (column) => column.notNull())
    .addColumn('net_cents', 'integer', (column) => column.notNull())
    .execute();
  // A trip is on at most one regular invoice.
  await db.schema
    .createIndex('invoice_lines_one_invoice')
    .unique()
    .on('invoice_lines')
    .column('trip_id')
    .where(sql<boolean>`kind = 'invoice'`)
    .execute();
  await db.schema.createIndex('invoice_lines_invoice').on('invoice_lines').column('invoice_id').execute();
  await db.schema.createIndex('invoice_lines_trip').on('invoice_lines').column('trip_id').execute();

  // The last number given per tenant and year: taken by a conditional update in the issuing transaction.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('year', 'integer', (column) => column.notNull())
    .addColumn('last_sequence', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['tenant_id', 'year'])
    .execute();

  // The monthly run per tenant and month, claimed by one instance (a conditional insert, then a conditional update).
  await db.schema
    .createTable('invoice_runs')
    .addColumn('tenant_id', 'text', (column) => column.notNull())
    .addColumn('period', 'text', (column) => column.notNull())
    .addColumn('claimed_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('finished_at', dialect.timestamp)
    .addPrimaryKeyConstraint('invoice_runs_pk', ['tenant_id', 'period'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_runs').execute();
  await db.schema.dropTable('invoice_counters').execute();
  await db.schema.dropTable('invoice_lines').execute();
  await db.schema.dropTable('invoices').execute();
}
