import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { amsterdamDay } from '#common/format/date.ts';
import { orderReference } from '#common/format/text.ts';
import { vatOfGross } from '#common/format/vat.ts';
import type { Database, InvoiceKind, InvoiceRow } from '../../db/tables.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import type { InvoiceDeps } from './deps.ts';
import { invoicePdf, type InvoiceLineView } from './invoice-pdf.ts';
import { addDays, nextPeriod } from './period.ts';

/**
 * Issuing invoices and credit invoices (docs/decisions/050-invoice-numbers.md). Each is one transaction that first takes
 * the tenant's next number by a conditional update of its counter row (PostgreSQL locks that row until the transaction
 * ends; SQLite has one writer), then reads what to invoice, and writes the invoice, its lines and its PDF: issues of one
 * tenant follow each other, and one that finds nothing to invoice rolls back with its number, so numbers have no gaps.
 */

/** Invoices are in Dutch, the language of the operators and their business customers. */
export const invoiceLanguage = 'nl' as const;

/** Thrown inside the transaction when there is nothing to issue: rolls it back, number and all. */
class NothingToIssue extends Error {}

/** A trip that is on an invoice, or about to be. */
interface TripLine extends InvoiceLineView {
  tripId: number;
  description: string;
}

const tripColumns = [
  't.id as tripId',
  't.datetime',
  't.from_text',
  't.to_text',
  't.passenger_name',
  't.price_cents',
  't.status',
  'o.id as orderId',
  'o.customer_id',
] as const;

function lineOf(
  trip: {
    tripId: number;
    datetime: string;
    from_text: string;
    to_text: string;
    passenger_name: string;
    orderId: number;
    customer_id: number;
  },
  grossCents: number,
): TripLine {
  const { vatCents, netCents } = vatOfGross(grossCents);
  return {
    tripId: trip.tripId,
    datetime: trip.datetime,
    reference: orderReference(trip.customer_id, trip.orderId),
    from: trip.from_text,
    to: trip.to_text,
    passenger: trip.passenger_name,
    description: `${trip.from_text} → ${trip.to_text}`,
    grossCents,
    vatCents,
    netCents,
  };
}

/**
 * The company's trips on account not invoiced yet, up to the month's end: orders booked for it without a payment (the
 * web's checkout of a login tenant, or the desk's payment way `account`, docs/decisions/034-desk-booking-payment-ways.md),
 * picked up in the month or before it (Amsterdam wall time), done or a no-show (the car came: a no-show is charged). A
 * trip of an earlier month marked done only after that month's run comes along on the next invoice, dated as driven.
 */
function uninvoicedTrips(db: Kysely<Database>, tenantId: string, companyId: number | null, period: string) {
  let query = db
    .selectFrom('order_trips as t')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .select([...tripColumns, 'o.company_id'])
    .where('o.tenant_id', '=', tenantId)
    .where('t.tenant_id', '=', tenantId)
    .where('o.company_id', 'is not', null)
    .where('o.status', '=', 'booked')
    .where((eb) => eb.or([eb('o.payment_way', 'is', null), eb('o.payment_way', '=', 'account')]))
    .where('t.status', 'in', ['done', 'no_show'])
    .where('t.datetime', '<', `${nextPeriod(period)}-01 00:00`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('invoice_lines as l')
            .select('l.id')
            .whereRef('l.trip_id', '=', 't.id')
            .where('l.kind', '=', 'invoice'),
        ),
      ),
    );
  if (companyId !== null) query = query.where('o.company_id', '=', companyId);
  return query.orderBy('t.datetime').orderBy('t.id').execute();
}

/** The companies with trips to invoice for the month: who the monthly run issues for. */
export async function companiesToInvoice(db: Kysely<Database>, tenantId: string, period: string): Promise<number[]> {
  const trips = await uninvoicedTrips(db, tenantId, null, period);
  return [...new Set(trips.map((trip) => trip.company_id).filter((id): id is number => id !== null))].sort(
    (a, b) => a - b,
  );
}

/** A credit a trip of an issued invoice is owed: what was invoiced for it less what it costs now. */
export interface OwedCredit {
  invoiceId: number;
  invoiceNumber: string;
  companyId: number;
  companyName: string;
  trips: TripLine[];
  /** The credit's total, negative. */
  grossCents: number;
}

/**
 * What the tenant's invoiced trips are owed: a trip cancelled after it was invoiced owes all that was invoiced for it
 * and not credited yet, one whose price was lowered the difference. What earlier credits gave back is counted, so a
 * change is credited once. With `invoiceId` only that invoice's trips.
 */
export async function owedCredits(db: Kysely<Database>, tenantId: string, invoiceId?: number): Promise<OwedCredit[]> {
  let query = db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .innerJoin('order_trips as t', 't.id', 'l.trip_id')
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select([...tripColumns, 'i.id as invoiceId', 'i.number', 'i.company_id', 'c.name as companyName'])
    .select((eb) =>
      eb
        .selectFrom('invoice_lines as each')
        .select((inner) => inner.fn.sum<number | string>('each.gross_cents').as('billed'))
        .whereRef('each.trip_id', '=', 'l.trip_id')
        .as('billed'),
    )
    .where('l.kind', '=', 'invoice')
    .where('i.tenant_id', '=', tenantId)
    // Only what can owe anything: a cancelled trip, or one that costs less now than it was invoiced for.
    .where((eb) => eb.or([eb('t.status', '=', 'canceled'), eb('t.price_cents', '<', eb.ref('l.gross_cents'))]));
  if (invoiceId !== undefined) query = query.where('i.id', '=', invoiceId);
  const rows = await query.orderBy('i.id').orderBy('t.datetime').orderBy('t.id').execute();
  const byInvoice = new Map<number, OwedCredit>();
  for (const row of rows) {
    const chargeable = row.status === 'canceled' ? 0 : row.price_cents;
    const owed = Number(row.billed ?? 0) - chargeable;
    if (owed <= 0) continue;
    const credit = byInvoice.get(row.invoiceId) ?? {
      invoiceId: row.invoiceId,
      invoiceNumber: row.number,
      companyId: row.company_id,
      companyName: row.companyName,
      trips: [],
      grossCents: 0,
    };
    credit.trips.push(lineOf(row, -owed));
    credit.grossCents -= owed;
    byInvoice.set(row.invoiceId, credit);
  }
  return [...byInvoice.values()];
}

/** The counter row of the tenant's year, made once (a conditional insert) before any transaction takes from it. */
async function ensureCounter(db: Kysely<Database>, tenantId: string, year: number): Promise<void> {
  await db
    .insertInto('invoice_counters')
    .values({ tenant_id: tenantId, year, last_sequence: 0 })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'year']).doNothing())
    .execute();
}

/** The next number of the tenant's year, by a conditional update that holds the counter's row until commit. */
async function takeSequence(trx: Transaction<Database>, tenantId: string, year: number): Promise<number> {
  const row = await trx
    .updateTable('invoice_counters')
    .set((eb) => ({ last_sequence: eb('last_sequence', '+', 1) }))
    .where('tenant_id', '=', tenantId)
    .where('year', '=', year)
    .returning('last_sequence')
    .executeTakeFirstOrThrow();
  return row.last_sequence;
}

export const invoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(4, '0')}`;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Draft {
  kind: InvoiceKind;
  companyId: number;
  period: string;
  creditedInvoice: { id: number; number: string } | null;
  lines: TripLine[];
}

/**
 * One issue: the number, what `read` finds to invoice inside the transaction (nothing: rolled back), the PDF, the
 * rows. Null when there was nothing to issue.
 */
async function issue(
  deps: InvoiceDeps,
  tenant: Tenant,
  read: (trx: Transaction<Database>) => Promise<Draft | null>,
): Promise<InvoiceRow | null> {
  const now = deps.now();
  const issuedOn = amsterdamDay(now);
  const year = Number(issuedOn.slice(0, 4));
  await ensureCounter(deps.db, tenant.id, year);
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const sequence = await takeSequence(trx, tenant.id, year);
      const draft = await read(trx);
      if (!draft || draft.lines.length === 0) throw new NothingToIssue();
      const company = await trx
        .selectFrom('companies')
        .selectAll()
        .where('id', '=', draft.companyId)
        .where('tenant_id', '=', tenant.id)
        .executeTakeFirstOrThrow();
      const number = invoiceNumber(year, sequence);
      const totals = draft.lines.reduce(
        (sum, line) => ({
          grossCents: sum.grossCents + line.grossCents,
          vatCents: sum.vatCents + line.vatCents,
          netCents: sum.netCents + line.netCents,
        }),
        { grossCents: 0, vatCents: 0, netCents: 0 },
      );
      const dueDate = addDays(issuedOn, draft.kind === 'credit' ? 0 : company.payment_terms_days);
      const pdf = await invoicePdf(
        {
          kind: draft.kind,
          number,
          creditedNumber: draft.creditedInvoice?.number ?? null,
          issuedOn,
          dueDate,
          period: draft.period,
          operator: {
            name: tenant.info.legal.name || tenant.info.company,
            address: tenant.info.address,
            email: tenant.info.email,
            phone: tenant.info.telText,
            kvkNumber: tenant.info.legal.kvkNumber,
            vatNumber: tenant.info.legal.vatNumber,
            iban: tenant.info.legal.iban,
          },
          company: {
            name: company.name,
            billingAddress: company.billing_address,
            kvkNumber: company.kvk_number,
            vatNumber: company.vat_number,
          },
          lines: draft.lines,
          totals,
        },
        invoiceLanguage,
      );
      const invoice = await trx
        .insertInto('invoices')
        .values({
          tenant_id: tenant.id,
          company_id: company.id,
          number,
          year,
          sequence,
          kind: draft.kind,
          credited_invoice_id: draft.creditedInvoice?.id ?? null,
          period: draft.period,
          issued_at: now,
          due_date: dueDate,
          net_cents: totals.netCents,
          vat_cents: totals.vatCents,
          gross_cents: totals.grossCents,
          pdf_base64: pdf.toString('base64'),
          pdf_sha256: sha256(pdf),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_lines')
        .values(
          draft.lines.map((line) => ({
            tenant_id: tenant.id,
            invoice_id: invoice.id,
            trip_id: line.tripId,
            kind: draft.kind,
            description: line.description,
            gross_cents: line.grossCents,
            vat_cents: line.vatCents,
            net_cents: line.netCents,
          })),
        )
        .execute();
      return invoice;
    });
  } catch (error) {
    if (error instanceof NothingToIssue) return null;
    throw error;
  }
}

/** The company's invoice of the month; null when it has one already or no trips to invoice. */
export async function issueInvoice(
  deps: InvoiceDeps,
  tenant: Tenant,
  companyId: number,
  period: string,
): Promise<InvoiceRow | null> {
  return issue(deps, tenant, async (trx) => {
    const existing = await trx
      .selectFrom('invoices')
      .select('id')
      .where('company_id', '=', companyId)
      .where('period', '=', period)
      .where('kind', '=', 'invoice')
      .executeTakeFirst();
    if (existing) return null;
    const trips = await uninvoicedTrips(trx, tenant.id, companyId, period);
    return {
      kind: 'invoice',
      companyId,
      period,
      creditedInvoice: null,
      lines: trips.map((trip) => lineOf(trip, trip.price_cents)),
    };
  });
}

/** The credit invoice of what the invoice's trips are owed now; null when they are owed nothing. */
export async function issueCredit(deps: InvoiceDeps, tenant: Tenant, invoiceId: number): Promise<InvoiceRow | null> {
  return issue(deps, tenant, async (trx) => {
    const original = await trx
      .selectFrom('invoices')
      .select(['id', 'number', 'company_id', 'period'])
      .where('id', '=', invoiceId)
      .where('tenant_id', '=', tenant.id)
      .where('kind', '=', 'invoice')
      .executeTakeFirst();
    if (!original) return null;
    const [owed] = await owedCredits(trx, tenant.id, invoiceId);
    if (!owed) return null;
    return {
      kind: 'credit',
      companyId: original.company_id,
      period: original.period,
      creditedInvoice: { id: original.id, number: original.number },
      lines: owed.trips,
    };
  });
}
