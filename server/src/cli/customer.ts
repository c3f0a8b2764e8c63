import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { isValidEmail } from '#common/fields/email.ts';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { toDate, type Database } from '../db/tables.ts';
import { setPassword } from '../modules/accounts/accounts.ts';
import { createCustomer, findCustomerByUsername } from '../modules/customers/customers.ts';
import { hashPassword } from '../modules/customers/passwords.ts';
import { loadTenants } from '../modules/tenants/load-tenants.ts';
import type { Command } from './command.ts';
import { passwordProblem, readPassword } from './password-input.ts';
import { printTable } from './table.ts';

const usage =
  'customer create --tenant <id> --username <u> --email <e> [--phone <p>] | reset-password --tenant <id> --username <u> | list [--tenant <id>]';

/** The password comes from CUSTOMER_PASSWORD or a prompt on a terminal, never from an argument (shell history). */
const passwordEnv = 'CUSTOMER_PASSWORD';

const fail = (message: string) => {
  console.error(`${message}\nUsage: npm run cli -- ${usage}`);
  return 1;
};

/** Accounts of the customers who log in (tenants with `requiresLogin`): create, reset a password, list. */
export const customerCommand: Command = {
  usage,
  summary:
    'Customer accounts: create one (password from CUSTOMER_PASSWORD or a prompt), reset a password (ends their sessions), list them.',
  async run(args) {
    const [action, ...rest] = args;
    let options: { tenant?: string; username?: string; email?: string; phone?: string };
    try {
      ({ values: options } = parseArgs({
        args: rest,
        options: {
          tenant: { type: 'string' },
          username: { type: 'string' },
          email: { type: 'string' },
          phone: { type: 'string' },
        },
        strict: true,
      }));
    } catch (error) {
      return fail(error instanceof Error ? error.message : String(error));
    }
    if (action !== 'create' && action !== 'reset-password' && action !== 'list')
      return fail('Say create, reset-password or list.');

    const settings = loadSettings(process.env);
    if (action !== 'list' || options.tenant !== undefined) {
      const tenants = await loadTenants(settings.tenantsDir, settings.defaultTenant);
      const tenant = options.tenant === undefined ? undefined : tenants.byId(options.tenant);
      if (!tenant) return fail(`--tenant must be one of ${tenants.all.map((each) => each.id).join(', ')}`);
      if (action === 'create' && !tenant.settings.requiresLogin) {
        console.error(
          `Note: tenant ${tenant.id} does not require login (requiresLogin is false); its customers cannot log in.`,
        );
      }
    }

    const db = await openDatabase(settings);
    try {
      if (action === 'list') return await list(db, options.tenant);
      const tenantId = options.tenant ?? '';
      const username = options.username?.trim() ?? '';
      if (username.length < 2 || username.length > 254) return fail('--username must be 2 to 254 characters.');

      if (action === 'create') {
        const email = options.email?.trim() ?? '';
        if (!isValidEmail(email)) return fail('--email must be a valid email address.');
        if (await findCustomerByUsername(db, tenantId, username)) {
          console.error(`Tenant ${tenantId} already has a customer ${username}.`);
          return 1;
        }
        const password = await readPassword(passwordEnv);
        const problem = passwordProblem(password, passwordEnv);
        if (problem || password === undefined) return fail(problem ?? 'No password.');
        const customer = await createCustomer(db, {
          tenantId,
          username,
          email,
          phone: options.phone?.trim() ?? '',
          passwordHash: await hashPassword(password),
        });
        console.log(`Created customer ${customer.id} (${username}) of tenant ${tenantId}.`);
        return 0;
      }

      const customer = await findCustomerByUsername(db, tenantId, username);
      if (!customer) {
        console.error(`Tenant ${tenantId} has no customer ${username}.`);
        return 1;
      }
      const password = await readPassword(passwordEnv);
      const problem = passwordProblem(password, passwordEnv);
      if (problem || password === undefined) return fail(problem ?? 'No password.');
      await setPassword(db, customer.id, await hashPassword(password));
      console.log(`New password set for ${username} of tenant ${tenantId}; their sessions ended.`);
      return 0;
    } finally {
      await db.destroy();
    }
  },
};

async function list(db: Kysely<Database>, tenantId: string | undefined): Promise<number> {
  let query = db
    .selectFrom('customers')
    .select(['id', 'tenant_id', 'username', 'email', 'phone', 'created_at'])
    .where('username', 'is not', null)
    .orderBy('tenant_id')
    .orderBy('id');
  if (tenantId !== undefined) query = query.where('tenant_id', '=', tenantId);
  const rows = await query.execute();
  if (rows.length === 0) {
    console.log('No customer accounts.');
    return 0;
  }
  const header = ['klantNr', 'tenant', 'username', 'email', 'phone', 'created'];
  const lines = rows.map((row) => [
    String(row.id),
    row.tenant_id,
    row.username ?? '',
    row.email,
    row.phone,
    toDate(row.created_at).toISOString(),
  ]);
  printTable(header, lines);
  return 0;
}
