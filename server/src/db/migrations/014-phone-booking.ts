import { sql, type Kysely } from 'kysely';
import { phoneDigits } from '#common/fields/phone-digits.ts';
import type { MigrationDialect } from '../dialect.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: MigrationDialect): Promise<void> {
  // Where an order came from and how a desk booking is paid (docs/decisions/034-desk-booking-payment-ways.md).
  await db.schema
    .alterTable('orders')
    .addColumn('source', 'text', (column) => column.notNull().defaultTo('web'))
    .execute();
  await db.schema.alterTable('orders').addColumn('source_staff_id', 'integer').execute();
  await db.schema.alterTable('orders').addColumn('payment_way', 'text').execute();
  await db.schema.alterTable('orders').addColumn('link_expires_at', dialect.timestamp).execute();
  await db.schema
    .alterTable('order_trips')
    .addColumn('collect_cents', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  // The orders of before: an account's were booked by the account itself.
  await db
    .updateTable('orders')
    .set({ source: 'account' })
    .where('customer_id', 'in', db.selectFrom('customers').select('id').where('username', 'is not', null))
    .execute();
  // The expiry sweep looks only at waiting links.
  await db.schema
    .createIndex('orders_link_expiry')
    .on('orders')
    .column('link_expires_at')
    .where(sql<boolean>`status = 'pending' and link_expires_at is not null`)
    .execute();

  // The caller lookup finds a number in any spelling by its digits, through an index (the board bench has 50,000).
  await db.schema
    .alterTable('customers')
    .addColumn('phone_digits', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  const customers = (await db.selectFrom('customers').select(['id', 'phone']).execute()) as Array<{
    id: number;
    phone: string;
  }>;
  for (const customer of customers) {
    const digits = phoneDigits(customer.phone);
    if (digits !== '')
      await db.updateTable('customers').set({ phone_digits: digits }).where('id', '=', customer.id).execute();
  }
  await db.schema
    .createIndex('customers_phone_digits')
    .on('customers')
    .columns(['tenant_id', 'phone_digits'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('customers_phone_digits').execute();
  await db.schema.alterTable('customers').dropColumn('phone_digits').execute();
  await db.schema.dropIndex('orders_link_expiry').execute();
  await db.schema.alterTable('order_trips').dropColumn('collect_cents').execute();
  await db.schema.alterTable('orders').dropColumn('link_expires_at').execute();
  await db.schema.alterTable('orders').dropColumn('payment_way').execute();
  await db.schema.alterTable('orders').dropColumn('source_staff_id').execute();
  await db.schema.alterTable('orders').dropColumn('source').execute();
}
