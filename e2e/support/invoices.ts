import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { openDatabase } from '#server/db/connect.ts';
import { createMailer } from '#server/modules/mail/mailer.ts';
import { issueInvoice } from '#server/modules/invoices/issue.ts';
import { repoRoot } from '#server/config.ts';
import { tenantFileSchema } from '#common/tenant/tenant-file.ts';
import { insertCompany, insertOrder } from '#server-test/support/invoices.ts';
import { createAccount, type Account } from './accounts.ts';

export interface IssuedInvoice {
  account: Account;
  companyName: string;
  number: string;
  id: number;
}

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  return dir;
}

/**
 * A company of the zakelijk tenant with a user, two trips on account done in `period`, and the month's invoice issued
 * (as the monthly run issues it), in the database the test server runs on: each test has its own company.
 */
export async function issuedCompanyInvoice(period: string): Promise<IssuedInvoice> {
  const account = await createAccount('zakelijk');
  const companyName = `Hotel ${randomUUID().slice(0, 6)}`;
  const tenant = tenantFileSchema.parse(
    JSON.parse(readFileSync(path.join(repoRoot, 'config/tenants/zakelijk.json'), 'utf8')),
  );
  const db = await openDatabase({ dataDir: dataDir(), databaseUrl: undefined });
  try {
    const companyId = await insertCompany({ db }, 'zakelijk', companyName);
    const customer = await db
      .updateTable('customers')
      .set({ company_id: companyId })
      .where('tenant_id', '=', 'zakelijk')
      .where('username', '=', account.username)
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertOrder(
      { db },
      {
        tenantId: 'zakelijk',
        customerId: customer.id,
        companyId,
        trips: [
          { datetime: `${period}-05 09:30`, priceCents: 4250, passenger: 'Mevr. A. de Boer' },
          { datetime: `${period}-19 17:45`, priceCents: 10_995 },
        ],
      },
    );
    const invoice = await issueInvoice(
      {
        db,
        tenant: () => tenant,
        tenantIds: () => ['zakelijk'],
        mailer: createMailer({ dataDir: dataDir(), smtpUrl: undefined }),
        log: { info: () => {}, error: () => {} },
        now: () => new Date(),
      },
      tenant,
      companyId,
      period,
    );
    if (!invoice) throw new Error(`no invoice issued for ${companyName}`);
    return { account, companyName, number: invoice.number, id: invoice.id };
  } finally {
    await db.destroy();
  }
}
