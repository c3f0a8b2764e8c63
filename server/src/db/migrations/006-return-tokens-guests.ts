import type { Kysely } from 'kysely';
import { createGuestEmailIndex } from './004-orders.ts';

// Migrations see the schema as it was when they were written, hence Kysely<any>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The SHA-256 of the token in the payment return address: only whoever the provider sends back learns how the
  // order went (docs/decisions/010-orders-and-payments.md). Orders made before have none and return as unknown.
  await db.schema.alterTable('orders').addColumn('return_token_hash', 'text').execute();
  // Each guest order gets a customer of its own (server/src/modules/orders/order-store.ts): one guest per email is no more.
  await db.schema.dropIndex('customers_tenant_guest_email').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await createGuestEmailIndex(db);
  await db.schema.alterTable('orders').dropColumn('return_token_hash').execute();
}
