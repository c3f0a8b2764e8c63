import { createStaffRequestSchema } from '#common/contracts/admin.ts';
import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { createStaff } from '../modules/staff/staff-admin.ts';
import { listStaff } from '../modules/staff/staff-store.ts';
import { codeAt } from '../modules/staff/totp.ts';
import { parseOptions, printTable, usageError, type Command, tenantsOf } from './command.ts';
import { passwordProblem, readPassword } from './password-input.ts';

const usage =
  'staff create --tenant <id> --email <e> --name <n> --role admin|dispatcher | list --tenant <id> | code --secret <base32>';

/** The password comes from STAFF_PASSWORD or a prompt on a terminal, never from an argument (shell history). */
const passwordEnv = 'STAFF_PASSWORD';

const fail = (message: string) => usageError(message, usage);

/** The operator's staff who work in the desk (docs/decisions/019-staff-accounts.md): create, list; a TOTP code. */
export const staffCommand: Command = {
  usage,
  summary:
    'Desk staff: create one (password from STAFF_PASSWORD or a prompt; they enrol their authenticator at their first login), ' +
    'list a tenant’s staff, or print the current TOTP code of a secret (the demo secret, tests).',
  async run(args) {
    const [action, ...rest] = args;
    const options = parseOptions(
      rest,
      {
        tenant: { type: 'string' },
        email: { type: 'string' },
        name: { type: 'string' },
        role: { type: 'string' },
        secret: { type: 'string' },
      },
      usage,
    );
    if (!options) return 1;
    if (action === 'code') {
      if (!options.secret || !/^[A-Z2-7]+=*$/i.test(options.secret)) return fail('--secret must be a base32 secret.');
      console.log(codeAt(options.secret.toUpperCase()));
      return 0;
    }
    if (action !== 'create' && action !== 'list') return fail('Say create, list or code.');

    const settings = loadSettings(process.env);
    const tenants = await tenantsOf(settings);
    const tenant = options.tenant === undefined ? undefined : tenants.byId(options.tenant);
    if (!tenant) return fail(`--tenant must be one of ${tenants.all.map((each) => each.id).join(', ')}`);

    const db = await openDatabase(settings);
    try {
      if (action === 'list') {
        const staff = await listStaff(db, tenant.id);
        if (staff.length === 0) {
          console.log('No staff.');
          return 0;
        }
        printTable(
          ['id', 'email', 'name', 'role', 'authenticator', 'disabled', 'created'],
          staff.map((member) => [
            String(member.id),
            member.email,
            member.name,
            member.role,
            member.totpEnrolled ? 'enrolled' : 'at first login',
            member.disabled ? 'yes' : 'no',
            member.createdAt,
          ]),
        );
        return 0;
      }

      const fields = createStaffRequestSchema.omit({ password: true }).safeParse({
        email: options.email ?? '',
        name: options.name ?? '',
        role: options.role ?? '',
      });
      if (!fields.success) {
        const wrong = [...new Set(fields.error.issues.map((issue) => `--${issue.path.join('.')}`))];
        return fail(`Check ${wrong.join(', ')}: an email address, a name of 1 to 100 characters, admin or dispatcher.`);
      }
      const password = await readPassword(passwordEnv);
      const problem = passwordProblem(password, passwordEnv);
      if (problem || password === undefined) return fail(problem ?? 'No password.');
      const created = await createStaff(db, tenant.id, { ...fields.data, password }, { via: 'cli' });
      if (!created.ok) {
        console.error(`Tenant ${tenant.id} already has a staff member ${fields.data.email}.`);
        return 1;
      }
      const member = created.value;
      console.log(
        `Created staff member ${member.id} (${member.email}, ${member.role}) of tenant ${tenant.id}; ` +
          'they enrol their authenticator app at their first login on /admin/login.',
      );
      return 0;
    } finally {
      await db.destroy();
    }
  },
};
