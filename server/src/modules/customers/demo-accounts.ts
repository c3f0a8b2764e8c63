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

/** Creates the demo accounts that are missing; a second start changes nothing. */
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
}
