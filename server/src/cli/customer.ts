import { isValidEmail } from '#common/fields/email.ts';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { setPassword } from '../modules/accounts/accounts.ts';
import {
  companyOfTenant,
  createCustomer,
  findCustomerByUsername,
  listAccounts,
  type Customer,
} from '../modules/customers/customers.ts';
import { hashPassword } from '../modules/customers/passwords.ts';
import { personalDataCommand } from './customer-privacy.ts';
import { parseOptions, printTable, usageError, type Command, tenantsOf } from './command.ts';
import { passwordProblem, readPassword } from './password-input.ts';

const usage =
  'customer create --tenant <id> --username <u> --email <e> [--phone <p>] [--company <id>] | reset-password --tenant <id> --username <u> | list [--tenant <id>] | export --email <e> [--tenant <id>] [--out <file>] | erase --email <e> [--tenant <id>] --yes';

/** The password comes from CUSTOMER_PASSWORD or a prompt on a terminal, never from an argument (shell history). */
const passwordEnv = 'CUSTOMER_PASSWORD';

const fail = (message: string) => usageError(message, usage);

/**
 * Accounts of the customers who log in (tenants with `requiresLogin`): create, reset a password, list; and a person's
 * data by e-mail address: export it, erase it (docs/decisions/054-personal-data.md).
 */
export const customerCommand: Command = {
  usage,
  summary:
    'Customer accounts: create one (password from CUSTOMER_PASSWORD or a prompt), reset a password (ends their sessions), list them; a person’s data by e-mail address: export it as JSON, erase it (issued invoices kept).',
  async run(args) {
    const [action, ...rest] = args;
    const options = parseOptions(
      rest,
      {
        tenant: { type: 'string' },
        username: { type: 'string' },
        email: { type: 'string' },
        phone: { type: 'string' },
        company: { type: 'string' },
        out: { type: 'string' },
        yes: { type: 'boolean' },
      },
      usage,
    );
    if (!options) return 1;
    const settings = loadSettings(process.env);
    if (action === 'export' || action === 'erase') return personalDataCommand(action, options, settings, fail);
    if (action !== 'create' && action !== 'reset-password' && action !== 'list')
      return fail('Say create, reset-password, list, export or erase.');

    if (action !== 'list' || options.tenant !== undefined) {
      const tenants = await tenantsOf(settings);
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
      if (action === 'list') return printAccounts(await listAccounts(db, options.tenant));
      const tenantId = options.tenant ?? '';
      const username = options.username?.trim() ?? '';
      if (username.length < 2 || username.length > 254) return fail('--username must be 2 to 254 characters.');

      if (action === 'create') {
        const email = options.email?.trim() ?? '';
        if (!isValidEmail(email)) return fail('--email must be a valid email address.');
        const companyId = options.company === undefined ? null : await companyOfTenant(db, tenantId, options.company);
        if (companyId === undefined) return fail(`--company must be the number of a company of tenant ${tenantId}.`);
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
          companyId,
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

function printAccounts(accounts: readonly Customer[]): number {
  if (accounts.length === 0) {
    console.log('No customer accounts.');
    return 0;
  }
  printTable(
    ['klantNr', 'tenant', 'username', 'email', 'phone', 'created'],
    accounts.map((account) => [
      String(account.id),
      account.tenantId,
      account.username ?? '',
      account.email,
      account.phone,
      account.createdAt.toISOString(),
    ]),
  );
  return 0;
}
