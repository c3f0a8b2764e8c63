import { stringify } from 'csv-stringify/sync';
import type { CompanyInvoice, CreditOwed, DeskInvoice, DeskInvoicesReply } from '#common/contracts/invoices.ts';
import { amsterdamDay } from '#common/format/date.ts';
import { toDate, type InvoiceRow } from '../../db/tables.ts';
import { may, type DeskActor } from '../desk/actor.ts';
import { inert } from '../desk/board.ts';
import { recordAudit } from '../staff/desk-audit.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { InvoiceDeps } from './deps.ts';
import { invoiceMail } from './invoice-mail.ts';
import { plainAmount } from './invoice-pdf.ts';
import { companiesToInvoice, issueCredit, issueInvoice, owedCredits, sha256 } from './issue.ts';
import { previousPeriod } from './period.ts';

/** A desk refusal of the invoice calls. */
export type InvoiceRefusal = 'forbidden' | 'invoiceNotFound' | 'nothingToCredit';
export type InvoiceOutcome<T> = { ok: true; value: T } | { ok: false; error: InvoiceRefusal };

/** An invoice's PDF was changed after it was issued: served to nobody (docs/decisions/050-invoice-numbers.md). */
export class InvoiceTamperedError extends Error {}

export const invoiceTarget = (invoiceId: number) => `invoice:${invoiceId}`;

/** A claimed run or mail not finished after this long is taken over (the instance holding it stopped). */
const staleClaimMs = 60 * 60_000;

const iso = (value: Date | string | null) => (value === null ? null : toDate(value).toISOString());

function tenantOf(deps: InvoiceDeps, tenantId: string): Tenant {
  const tenant = deps.tenant(tenantId);
  if (!tenant) throw new Error(`unknown tenant ${tenantId}`);
  return tenant;
}

async function invoiceRows(deps: InvoiceDeps, tenantId: string, period: string) {
  return deps.db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .leftJoin('invoices as original', 'original.id', 'i.credited_invoice_id')
    .select([
      'i.id',
      'i.number',
      'i.kind',
      'i.company_id',
      'c.name as companyName',
      'c.kvk_number',
      'c.vat_number',
      'i.period',
      'i.issued_at',
      'i.due_date',
      'i.net_cents',
      'i.vat_cents',
      'i.gross_cents',
      'i.mailed_at',
      'original.number as creditedNumber',
    ])
    .where('i.tenant_id', '=', tenantId)
    .where('i.period', '=', period)
    .orderBy('i.year')
    .orderBy('i.sequence')
    .execute();
}

/** The month's invoices and every credit owed, for the desk's invoice page. */
export async function listInvoices(
  deps: InvoiceDeps,
  actor: DeskActor,
  period: string,
): Promise<InvoiceOutcome<DeskInvoicesReply>> {
  if (!may(actor, 'invoices')) return { ok: false, error: 'forbidden' };
  const rows = await invoiceRows(deps, actor.tenantId, period);
  const invoices: DeskInvoice[] = rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    creditedNumber: row.creditedNumber ?? null,
    companyId: row.company_id,
    companyName: row.companyName,
    period: row.period,
    issuedAt: toDate(row.issued_at).toISOString(),
    dueDate: row.due_date,
    netCents: row.net_cents,
    vatCents: row.vat_cents,
    grossCents: row.gross_cents,
    mailedAt: iso(row.mailed_at),
  }));
  const creditsOwed: CreditOwed[] = (await owedCredits(deps.db, actor.tenantId)).map((credit) => ({
    invoiceId: credit.invoiceId,
    invoiceNumber: credit.invoiceNumber,
    companyName: credit.companyName,
    trips: credit.trips.length,
    grossCents: credit.grossCents,
  }));
  return { ok: true, value: { invoices, creditsOwed } };
}

/** The month's invoices for the accountant: UTF-8 with a byte-order mark and `;`, as the trips' export. */
export async function invoicesCsv(
  deps: InvoiceDeps,
  actor: DeskActor,
  period: string,
): Promise<InvoiceOutcome<Buffer>> {
  if (!may(actor, 'invoices')) return { ok: false, error: 'forbidden' };
  const rows = await invoiceRows(deps, actor.tenantId, period);
  const csv = stringify(
    rows.map((row) => [
      row.number,
      amsterdamDay(toDate(row.issued_at)),
      row.kind === 'credit' ? 'creditfactuur' : 'factuur',
      row.creditedNumber ?? '',
      inert(row.companyName),
      inert(row.kvk_number),
      inert(row.vat_number),
      plainAmount(row.net_cents),
      plainAmount(row.vat_cents),
      plainAmount(row.gross_cents),
    ]),
    {
      bom: true,
      delimiter: ';',
      record_delimiter: 'windows',
      header: true,
      columns: ['nummer', 'datum', 'soort', 'crediteert', 'bedrijf', 'kvk', 'btw-nummer', 'netto', 'btw', 'bruto'],
    },
  );
  return { ok: true, value: Buffer.from(csv, 'utf8') };
}

/** The invoice's PDF as issued, its hash checked; undefined for no invoice of the tenant (or not the company's). */
async function storedPdf(
  deps: InvoiceDeps,
  tenantId: string,
  invoiceId: number,
  companyId?: number,
): Promise<{ number: string; pdf: Buffer } | undefined> {
  let query = deps.db
    .selectFrom('invoices')
    .select(['id', 'number', 'pdf_base64', 'pdf_sha256'])
    .where('id', '=', invoiceId)
    .where('tenant_id', '=', tenantId);
  if (companyId !== undefined) query = query.where('company_id', '=', companyId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const pdf = Buffer.from(row.pdf_base64, 'base64');
  if (sha256(pdf) !== row.pdf_sha256) {
    deps.log.error({ tenantId, invoiceId, number: row.number }, 'An invoice PDF does not match its hash');
    throw new InvoiceTamperedError(`invoice ${row.number} does not match its hash`);
  }
  return { number: row.number, pdf };
}

export async function deskInvoicePdf(
  deps: InvoiceDeps,
  actor: DeskActor,
  invoiceId: number,
): Promise<InvoiceOutcome<{ number: string; pdf: Buffer }>> {
  if (!may(actor, 'invoices')) return { ok: false, error: 'forbidden' };
  const stored = await storedPdf(deps, actor.tenantId, invoiceId);
  return stored ? { ok: true, value: stored } : { ok: false, error: 'invoiceNotFound' };
}

/** The company user's company's invoices, newest first. */
export async function companyInvoices(
  deps: InvoiceDeps,
  tenantId: string,
  companyId: number,
): Promise<CompanyInvoice[]> {
  const rows = await deps.db
    .selectFrom('invoices')
    .select(['id', 'number', 'kind', 'period', 'issued_at', 'due_date', 'gross_cents'])
    .where('tenant_id', '=', tenantId)
    .where('company_id', '=', companyId)
    .orderBy('year', 'desc')
    .orderBy('sequence', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    period: row.period,
    issuedAt: toDate(row.issued_at).toISOString(),
    dueDate: row.due_date,
    grossCents: row.gross_cents,
  }));
}

export const companyInvoicePdf = (deps: InvoiceDeps, tenantId: string, companyId: number, invoiceId: number) =>
  storedPdf(deps, tenantId, invoiceId, companyId);

/** Sends the invoice to the company's invoice address and notes when. */
async function sendInvoice(deps: InvoiceDeps, invoice: InvoiceRow): Promise<void> {
  const company = await deps.db
    .selectFrom('companies')
    .select(['name', 'invoice_email'])
    .where('id', '=', invoice.company_id)
    .where('tenant_id', '=', invoice.tenant_id)
    .executeTakeFirstOrThrow();
  await deps.mailer.send(invoiceMail(tenantOf(deps, invoice.tenant_id), company, invoice));
  await deps.db.updateTable('invoices').set({ mailed_at: deps.now() }).where('id', '=', invoice.id).execute();
}

/** The desk's "send again": the same PDF to the company's invoice address, in the audit. */
export async function resendInvoice(
  deps: InvoiceDeps,
  actor: DeskActor,
  invoiceId: number,
): Promise<InvoiceOutcome<{ mailedAt: string }>> {
  if (!may(actor, 'invoices')) return { ok: false, error: 'forbidden' };
  const invoice = await deps.db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('tenant_id', '=', actor.tenantId)
    .executeTakeFirst();
  if (!invoice) return { ok: false, error: 'invoiceNotFound' };
  await storedPdf(deps, actor.tenantId, invoiceId);
  await sendInvoice(deps, invoice);
  await recordAudit(
    deps.db,
    {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'invoice_resent',
      target: invoiceTarget(invoice.id),
      detail: { number: invoice.number },
    },
    deps.now(),
  );
  return { ok: true, value: { mailedAt: deps.now().toISOString() } };
}

/** The desk's credit invoice of what an invoice's trips are owed, mailed, in the audit. */
export async function creditByDesk(
  deps: InvoiceDeps,
  actor: DeskActor,
  invoiceId: number,
): Promise<InvoiceOutcome<{ id: number; number: string }>> {
  if (!may(actor, 'invoices')) return { ok: false, error: 'forbidden' };
  const original = await deps.db
    .selectFrom('invoices')
    .select(['id', 'number'])
    .where('id', '=', invoiceId)
    .where('tenant_id', '=', actor.tenantId)
    .where('kind', '=', 'invoice')
    .executeTakeFirst();
  if (!original) return { ok: false, error: 'invoiceNotFound' };
  const credit = await issueCredit(deps, tenantOf(deps, actor.tenantId), invoiceId);
  if (!credit) return { ok: false, error: 'nothingToCredit' };
  await recordAudit(
    deps.db,
    {
      tenantId: actor.tenantId,
      staffId: actor.staffId,
      action: 'credit_invoice_issued',
      target: invoiceTarget(credit.id),
      detail: { number: credit.number, credits: original.number },
    },
    deps.now(),
  );
  await mailUnsent(deps, actor.tenantId);
  return { ok: true, value: { id: credit.id, number: credit.number } };
}

/**
 * Mails the tenant's invoices not mailed yet, each claimed by a conditional update so that one instance sends it; a
 * failed send gives the claim back for the next try.
 */
export async function mailUnsent(deps: InvoiceDeps, tenantId: string): Promise<number> {
  const now = deps.now();
  const unsent = await deps.db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('mailed_at', 'is', null)
    .where((eb) =>
      eb.or([eb('mail_claimed_at', 'is', null), eb('mail_claimed_at', '<', new Date(now.getTime() - staleClaimMs))]),
    )
    .orderBy('id')
    .execute();
  let sent = 0;
  for (const invoice of unsent) {
    const claimed = await deps.db
      .updateTable('invoices')
      .set({ mail_claimed_at: now })
      .where('id', '=', invoice.id)
      .where('mailed_at', 'is', null)
      .where((eb) =>
        invoice.mail_claimed_at === null
          ? eb('mail_claimed_at', 'is', null)
          : eb('mail_claimed_at', '=', invoice.mail_claimed_at),
      )
      .executeTakeFirst();
    if (claimed.numUpdatedRows !== 1n) continue;
    try {
      await sendInvoice(deps, invoice);
      sent += 1;
    } catch (error) {
      deps.log.error({ err: error, invoiceId: invoice.id }, 'An invoice could not be mailed; the next run tries again');
      await deps.db.updateTable('invoices').set({ mail_claimed_at: null }).where('id', '=', invoice.id).execute();
    }
  }
  return sent;
}

/**
 * The month's run of one tenant: an invoice per company with trips to invoice, the credits owed, then the mails.
 * Running it again issues nothing: what was invoiced or credited is not again.
 */
export async function runTenantMonth(deps: InvoiceDeps, tenantId: string, period: string): Promise<InvoiceRow[]> {
  const tenant = tenantOf(deps, tenantId);
  const issued: InvoiceRow[] = [];
  for (const companyId of await companiesToInvoice(deps.db, tenantId, period)) {
    const invoice = await issueInvoice(deps, tenant, companyId, period);
    if (invoice) issued.push(invoice);
  }
  for (const owed of await owedCredits(deps.db, tenantId)) {
    const credit = await issueCredit(deps, tenant, owed.invoiceId);
    if (credit) issued.push(credit);
  }
  await mailUnsent(deps, tenantId);
  if (issued.length > 0)
    deps.log.info({ tenantId, period, numbers: issued.map((each) => each.number) }, 'Invoices issued');
  return issued;
}

/**
 * The scheduled run (docs/decisions/050-invoice-numbers.md): from the 1st of a month, last month's run of each tenant
 * once across instances, claimed by a conditional insert of its row (a claim left unfinished for an hour is taken
 * over); a day missed is caught up on the next. Unmailed invoices are mailed on every tick.
 */
export async function scheduledRun(deps: InvoiceDeps): Promise<InvoiceRow[]> {
  const now = deps.now();
  const period = previousPeriod(now);
  const issued: InvoiceRow[] = [];
  for (const tenantId of deps.tenantIds()) {
    const inserted = await deps.db
      .insertInto('invoice_runs')
      .values({ tenant_id: tenantId, period, claimed_at: now, finished_at: null })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'period']).doNothing())
      .executeTakeFirst();
    let claimed = inserted.numInsertedOrUpdatedRows === 1n;
    if (!claimed) {
      const retaken = await deps.db
        .updateTable('invoice_runs')
        .set({ claimed_at: now })
        .where('tenant_id', '=', tenantId)
        .where('period', '=', period)
        .where('finished_at', 'is', null)
        .where('claimed_at', '<', new Date(now.getTime() - staleClaimMs))
        .executeTakeFirst();
      claimed = retaken.numUpdatedRows === 1n;
    }
    if (claimed) {
      issued.push(...(await runTenantMonth(deps, tenantId, period)));
      await deps.db
        .updateTable('invoice_runs')
        .set({ finished_at: deps.now() })
        .where('tenant_id', '=', tenantId)
        .where('period', '=', period)
        .execute();
    } else {
      await mailUnsent(deps, tenantId);
    }
  }
  return issued;
}
