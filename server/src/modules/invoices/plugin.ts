import fp from 'fastify-plugin';
import type { CompanyInvoice, DeskInvoicesReply } from '#common/contracts/invoices.ts';
import type { InvoiceRow } from '../../db/tables.ts';
import type { DeskActor } from '../desk/actor.ts';
import type { InvoiceDeps } from './deps.ts';
import {
  companyInvoicePdf,
  companyInvoices,
  creditByDesk,
  deskInvoicePdf,
  invoicesCsv,
  listInvoices,
  resendInvoice,
  runTenantMonth,
  scheduledRun,
  type InvoiceOutcome,
} from './invoices.ts';

/**
 * Companies' monthly invoices and credit invoices (issue 23 item 5, docs/decisions/050-invoice-numbers.md): the desk's
 * calls take the acting staff member and check the `invoices` ability and the tenant; a company user's calls take the
 * tenant and the user's company.
 */
export interface Invoices {
  list(actor: DeskActor, period: string): Promise<InvoiceOutcome<DeskInvoicesReply>>;
  csv(actor: DeskActor, period: string): Promise<InvoiceOutcome<Buffer>>;
  pdf(actor: DeskActor, invoiceId: number): Promise<InvoiceOutcome<{ number: string; pdf: Buffer }>>;
  resend(actor: DeskActor, invoiceId: number): Promise<InvoiceOutcome<{ mailedAt: string }>>;
  credit(actor: DeskActor, invoiceId: number): Promise<InvoiceOutcome<{ id: number; number: string }>>;
  forCompany(tenantId: string, companyId: number): Promise<CompanyInvoice[]>;
  /** The company's invoice's PDF; undefined for one of another company or tenant. */
  companyPdf(
    tenantId: string,
    companyId: number,
    invoiceId: number,
  ): Promise<{ number: string; pdf: Buffer } | undefined>;
  /** The month's invoices and the credits owed of one tenant, mailed (the CLI's run does the same). */
  runMonth(tenantId: string, period: string): Promise<InvoiceRow[]>;
  /** The scheduled job's tick: last month's run once across instances, and the mails not sent yet. */
  tick(): Promise<InvoiceRow[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    invoices: Invoices;
  }
}

/** How often the scheduled job looks whether last month was run (docs/reference/constants.md). */
const invoiceRunSweepMs = 15 * 60_000;

export function createInvoices(deps: InvoiceDeps): Invoices {
  return {
    list: (actor, period) => listInvoices(deps, actor, period),
    csv: (actor, period) => invoicesCsv(deps, actor, period),
    pdf: (actor, invoiceId) => deskInvoicePdf(deps, actor, invoiceId),
    resend: (actor, invoiceId) => resendInvoice(deps, actor, invoiceId),
    credit: (actor, invoiceId) => creditByDesk(deps, actor, invoiceId),
    forCompany: (tenantId, companyId) => companyInvoices(deps, tenantId, companyId),
    companyPdf: (tenantId, companyId, invoiceId) => companyInvoicePdf(deps, tenantId, companyId, invoiceId),
    runMonth: (tenantId, period) => runTenantMonth(deps, tenantId, period),
    tick: () => scheduledRun(deps),
  };
}

/** `app.invoices`, with the scheduled run on every instance (each tenant's month claimed by one). */
export const invoicesPlugin = fp<{ invoiceRunMs?: number | undefined; now?: () => Date }>(
  async (app, options) => {
    const invoices = createInvoices({
      db: app.db,
      tenant: (id) => app.tenants.byId(id),
      tenantIds: () => app.tenants.all.map((tenant) => tenant.id),
      mailer: app.mailer,
      log: app.log,
      now: options.now ?? (() => new Date()),
    });
    app.decorate('invoices', invoices);
    const everyMs = options.invoiceRunMs ?? invoiceRunSweepMs;
    if (everyMs > 0) {
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          invoices
            .tick()
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'The invoice run failed; the next one tries again'),
            );
        }, everyMs).unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'invoices', dependencies: ['database', 'tenants', 'mail'] },
);
