import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.ts';
import { createCustomer, findCustomerByUsername } from './customers.ts';
import { hashPassword } from './passwords.ts';

/**
 * The account customers of the shipped `zakelijk` demo log in with (README, "Demo tenants").
 * Seeded only where that tenant is configured, so an operator's own installation has none.
 */
export const demoAccounts = [
  {
    tenantId: 'zakelijk',
    username: 'demo',
    password: 'Zakelijk-demo-2026',
    email: 'demo@noordvervoer.example',
    phone: '+31 50 765 4321',
  },
] as const;

/**
 * The demo company of the `zakelijk` demo, a hotel whose receptionist books for guests (README, "Demo tenants";
 * docs/decisions/049-companies.md), with the demo account as its user.
 */
export const demoCompany = {
  tenantId: 'zakelijk',
  name: 'Hotel Noord',
  billingAddress: 'Grote Markt 1\n9712 HN Groningen',
  kvkNumber: '12345678',
  vatNumber: 'NL123456789B01',
  invoiceEmail: 'administratie@hotelnoord.example',
  paymentTermsDays: 30,
  username: 'demo',
} as const;

/** Creates the demo accounts and the demo company that are missing; a second start changes nothing. */
export async function seedDemoAccounts(db: Kysely<Database>, tenantIds: readonly string[]): Promise<void> {
  for (const account of demoAccounts) {
    if (!tenantIds.includes(account.tenantId)) continue;
    if (await findCustomerByUsername(db, account.tenantId, account.username)) continue;
    await createCustomer(db, {
      tenantId: account.tenantId,
      username: account.username,
      email: account.email,
      phone: account.phone,
      passwordHash: await hashPassword(account.password),
    });
  }
  if (tenantIds.includes(demoCompany.tenantId)) await seedDemoCompany(db);
}

async function seedDemoCompany(db: Kysely<Database>): Promise<void> {
  const { tenantId } = demoCompany;
  const existing = await db
    .selectFrom('companies')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', demoCompany.name)
    .executeTakeFirst();
  if (existing) return;
  const now = new Date();
  await db.transaction().execute(async (trx) => {
    const company = await trx
      .insertInto('companies')
      .values({
        tenant_id: tenantId,
        name: demoCompany.name,
        billing_address: demoCompany.billingAddress,
        kvk_number: demoCompany.kvkNumber,
        vat_number: demoCompany.vatNumber,
        invoice_email: demoCompany.invoiceEmail,
        payment_terms_days: demoCompany.paymentTermsDays,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('customers')
      .set({ company_id: company.id })
      .where('tenant_id', '=', tenantId)
      .where('username', '=', demoCompany.username)
      .where('company_id', 'is', null)
      .execute();
  });
}
