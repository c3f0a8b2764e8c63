import type { Kysely } from 'kysely';
import type { MigrationDialect } from '../dialect.ts';
import { createTenantTable } from '../tenant-table.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // A business customer that books on account and is invoiced monthly (docs/decisions/049-companies.md).
  await createTenantTable(db, dialect, 'companies')
    .addColumn('name', 'text', (column) => column.notNull())
    // Lines of the billing address, as printed on the invoice.
    .addColumn('billing_address', 'text', (column) => column.notNull())
    .addColumn('kvk_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('vat_number', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('invoice_email', 'text', (column) => column.notNull())
    .addColumn('payment_terms_days', 'integer', (column) => column.notNull().defaultTo(14))
    .addColumn('created_at', dialect.timestamp, (column) => column.notNull())
    .addColumn('updated_at', dialect.timestamp, (column) => column.notNull())
    .execute();
  await db.schema.createIndex('companies_tenant').on('companies').columns(['tenant_id', 'name']).execute();

  // A company's users are customer accounts of the company; disabled ones keep their bookings but cannot log in.
  await db.schema.alterTable('customers').addColumn('company_id', 'integer').execute();
  await db.schema.alterTable('customers').addColumn('disabled_at', dialect.timestamp).execute();
  await db.schema.createIndex('customers_company').on('customers').column('company_id').execute();

  // The company an order is booked for, fixed when it is booked: its invoice goes there even if the user moves.
  await db.schema.alterTable('orders').addColumn('company_id', 'integer').execute();
  await db.schema.createIndex('orders_company').on('orders').columns(['company_id', 'created_at']).execute();

  // The passenger when a user books for someone else (a hotel's guest); empty when the booker travels.
  await db.schema
    .alterTable('order_trips')
    .addColumn('passenger_name', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('passenger_phone', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_trips').dropColumn('passenger_phone').execute();
  await db.schema.alterTable('order_trips').dropColumn('passenger_name').execute();
  await db.schema.dropIndex('orders_company').execute();
  await db.schema.alterTable('orders').dropColumn('company_id').execute();
  await db.schema.dropIndex('customers_company').execute();
  await db.schema.alterTable('customers').dropColumn('disabled_at').execute();
  await db.schema.alterTable('customers').dropColumn('company_id').execute();
  await db.schema.dropIndex('companies_tenant').execute();
  await db.schema.dropTable('companies').execute();
}
