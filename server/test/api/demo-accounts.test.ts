import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoCompany, seedDemoAccounts } from '../../src/modules/customers/demo-accounts.ts';
import { verifyPassword } from '../../src/modules/customers/passwords.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('demo accounts on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  it('creates none for an installation without the zakelijk tenant', async () => {
    await seedDemoAccounts(server.app.db, ['demo']);
    const count = await server.app.db
      .selectFrom('customers')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('creates the zakelijk demo account once, with the password the README gives', async () => {
    const tenantIds = server.app.tenants.all.map((tenant) => tenant.id);
    await seedDemoAccounts(server.app.db, tenantIds);
    await seedDemoAccounts(server.app.db, tenantIds);

    const [account] = demoAccounts;
    const rows = await server.app.db
      .selectFrom('customers')
      .select(['username', 'password_hash'])
      .where('tenant_id', '=', 'zakelijk')
      .execute();
    expect(rows.map((row) => row.username)).toEqual([account.username]);
    expect(await verifyPassword(rows[0]?.password_hash ?? '', account.password)).toBe(true);
  });

  it('makes the demo account a user of the demo company Hotel Noord, once', async () => {
    const companies = await server.app.db
      .selectFrom('companies')
      .select(['id', 'name'])
      .where('tenant_id', '=', 'zakelijk')
      .execute();
    expect(companies.map((company) => company.name)).toEqual([demoCompany.name]);
    const demo = await server.app.db
      .selectFrom('customers')
      .select('company_id')
      .where('tenant_id', '=', 'zakelijk')
      .where('username', '=', demoCompany.username)
      .executeTakeFirstOrThrow();
    expect(demo.company_id).toBe(companies[0]?.id);
  });
});
