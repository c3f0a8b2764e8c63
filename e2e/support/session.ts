import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { openDatabase } from '#server/db/connect.ts';
import { createCustomer } from '#server/modules/customers/customers.ts';
import { createSession } from '#server/modules/sessions/sessions.ts';

/**
 * Gives the browser a logged-in session of a new customer of a tenant, in the database the test server runs on.
 * Login itself is a later journey; this lets the screens that depend on a session be checked now.
 */
export async function logInAsNewCustomer(context: BrowserContext, tenantId: string, host: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const username = `hotel-${randomUUID().slice(0, 8)}`;
    const customer = await createCustomer(db, {
      tenantId,
      username,
      email: `${username}@example.nl`,
      phone: '+31501234567',
    });
    const session = await createSession(db, { tenantId, customerId: customer.id });
    await context.addCookies([
      { name: 'sid', value: session.token, domain: host, path: '/', httpOnly: true, sameSite: 'Lax' },
    ]);
    return username;
  } finally {
    await db.destroy();
  }
}
