import { writeFile } from 'node:fs/promises';
import { isValidEmail } from '#common/fields/email.ts';
import type { Settings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { erasePerson, exportPerson, type PrivacyDeps } from '../modules/privacy/personal-data.ts';
import { tenantsOf } from './command.ts';

/** Why an erase is refused, as the operator reads it (docs/decisions/054-personal-data.md). */
const refusals = {
  personNotFound: 'has no customer with that address',
  openTrips: 'cannot erase it yet: a trip is still to be driven, or a payment is under way; cancel or finish it first',
  moneyOwed:
    'cannot erase it yet: money is still open (a payment link, a refund, or a trip on account not invoiced yet)',
} as const;

/**
 * `customer export|erase --email <e> [--tenant <id>]`: the person's data as JSON (to `--out` or the standard output),
 * or their erase (`--yes` required), each recorded in the tenant's audit as done from the command line. Without
 * `--tenant`, the one tenant that knows the address.
 */
export async function personalDataCommand(
  action: 'export' | 'erase',
  options: {
    email?: string | undefined;
    tenant?: string | undefined;
    out?: string | undefined;
    yes?: boolean | undefined;
  },
  settings: Settings,
  fail: (message: string) => number,
): Promise<number> {
  const email = options.email?.trim() ?? '';
  if (!isValidEmail(email)) return fail('--email must be a valid email address.');
  if (action === 'erase' && options.yes !== true) return fail('Erasing cannot be undone: add --yes to go ahead.');
  const tenants = await tenantsOf(settings);
  if (options.tenant !== undefined && !tenants.byId(options.tenant))
    return fail(`--tenant must be one of ${tenants.all.map((each) => each.id).join(', ')}`);

  const db = await openDatabase(settings);
  try {
    let tenantId = options.tenant;
    if (tenantId === undefined) {
      const holding = await db
        .selectFrom('customers')
        .select('tenant_id')
        .distinct()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .execute();
      if (holding.length > 1)
        return fail(
          `Tenants ${holding.map((row) => row.tenant_id).join(', ')} know ${email}: say which with --tenant.`,
        );
      tenantId = holding[0]?.tenant_id ?? settings.defaultTenant;
    }
    const deps: PrivacyDeps = {
      db,
      tenant: tenants.byId,
      tenantIds: () => tenants.all.map((each) => each.id),
      log: { info: () => {} },
      now: () => new Date(),
    };
    const actor = { tenantId, staffId: null };
    if (action === 'export') {
      const outcome = await exportPerson(deps, actor, email);
      if (!outcome.ok) {
        console.error(`Tenant ${tenantId} ${refusals.personNotFound}.`);
        return 1;
      }
      const json = `${JSON.stringify(outcome.value, null, 2)}\n`;
      if (options.out === undefined) process.stdout.write(json);
      else {
        // Personal data: readable by the operator's own account only.
        await writeFile(options.out, json, { mode: 0o600 });
        console.log(`Wrote the data of ${email} (tenant ${tenantId}) to ${options.out}.`);
      }
      return 0;
    }
    const outcome = await erasePerson(deps, actor, email);
    if (!outcome.ok) {
      console.error(`Tenant ${tenantId} ${refusals[outcome.error]}.`);
      return 1;
    }
    const { erasedAccounts, anonymisedOrders, endedSessions } = outcome.value;
    console.log(
      `Erased ${email} of tenant ${tenantId}: ${erasedAccounts} customer record(s), ${anonymisedOrders} order(s) anonymised, ${endedSessions} session(s) ended; issued invoices kept.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}
