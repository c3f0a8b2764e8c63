import { loadSettings } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { createMailer } from '../modules/mail/mailer.ts';
import { createInvoices } from '../modules/invoices/plugin.ts';
import { money } from '../modules/invoices/invoice-pdf.ts';
import { periodPattern } from '../modules/invoices/period.ts';
import { parseOptions, printTable, tenantsOf, usageError, type Command } from './command.ts';

const usage = 'invoices run --month <YYYY-MM> [--tenant <id>]';

/**
 * The monthly run by hand (docs/decisions/050-invoice-numbers.md): what the scheduled job does on the 1st, for a month
 * and all tenants or one. Running it again issues nothing.
 */
export const invoicesCommand: Command = {
  usage,
  summary:
    "Issue a month's invoices to the companies for their trips on account, and the credits owed; mail them; print what was issued.",
  async run(args) {
    const [action, ...rest] = args;
    if (action !== 'run') return usageError('Say run.', usage);
    const options = parseOptions(rest, { month: { type: 'string' }, tenant: { type: 'string' } }, usage);
    if (!options) return 1;
    if (!options.month || !periodPattern.test(options.month))
      return usageError('--month must be a month YYYY-MM', usage);
    const settings = loadSettings(process.env);
    const tenants = await tenantsOf(settings);
    if (options.tenant !== undefined && !tenants.byId(options.tenant))
      return usageError(`No tenant "${options.tenant}".`, usage);
    const tenantIds = options.tenant === undefined ? tenants.all.map((tenant) => tenant.id) : [options.tenant];
    const db = await openDatabase(settings);
    try {
      const invoices = createInvoices({
        db,
        tenant: tenants.byId,
        tenantIds: () => tenantIds,
        mailer: createMailer(settings),
        log: { info: () => {}, error: (details, message) => console.error(message, details) },
        now: () => new Date(),
      });
      const rows: string[][] = [];
      for (const tenantId of tenantIds) {
        const issued = await invoices.runMonth(tenantId, options.month);
        const names = new Map(
          (await db.selectFrom('companies').select(['id', 'name']).where('tenant_id', '=', tenantId).execute()).map(
            (company) => [company.id, company.name],
          ),
        );
        for (const invoice of issued)
          rows.push([
            invoice.number,
            tenantId,
            invoice.kind,
            names.get(invoice.company_id) ?? '',
            money(invoice.net_cents),
            money(invoice.vat_cents),
            money(invoice.gross_cents),
          ]);
      }
      if (rows.length === 0) {
        console.log(`No invoices issued for ${options.month}: nothing left to invoice.`);
        return 0;
      }
      printTable(['number', 'tenant', 'kind', 'company', 'net', 'vat', 'gross'], rows);
      return 0;
    } finally {
      await db.destroy();
    }
  },
};
