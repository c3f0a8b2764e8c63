import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyInvoicesReplySchema, deskInvoicesReplySchema } from '#common/contracts/invoices.ts';
import { vatOfGross } from '#common/format/vat.ts';
import type { FastifyInstance } from 'fastify';
import type { InvoiceDeps } from '../../src/modules/invoices/deps.ts';
import { issueInvoice, sha256 } from '../../src/modules/invoices/issue.ts';
import { createAccount, logIn, zakelijk } from '../support/accounts.ts';
import { loggedInStaff } from '../support/desk.ts';
import { insertCompany, insertOrder, pdfText } from '../support/invoices.ts';
import { readOutbox } from '../support/outbox.ts';
import { anotherInstance, dialects, startTestServer, type TestServer } from '../support/test-server.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

/** The invoices' services over the app's database, with a clock of the test's own. */
export function invoiceDeps(app: FastifyInstance, now: () => Date): InvoiceDeps {
  return {
    db: app.db,
    tenant: (id) => app.tenants.byId(id),
    tenantIds: () => app.tenants.all.map((tenant) => tenant.id),
    mailer: app.mailer,
    log: app.log,
    now,
  };
}

/** The 1st of December 2026, 09:00 in Amsterdam: the day November's invoices are issued. */
const firstOfDecember = new Date('2026-12-01T08:00:00Z');
const clock = () => firstOfDecember;

describe.each(dialects)('companies’ monthly invoices (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let demoAdmin: Staff;
  let companyId: number;
  let otherCompanyId: number;
  let customerId: number;
  let cookie: string;
  let otherCookie: string;
  let trips: number[];
  let lateTrips: number[];

  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { invoiceClock: clock });
    admin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'dispatcher' });
    demoAdmin = await loggedInStaff(server.app, { tenantId: 'demo', role: 'admin' });
    companyId = await insertCompany(server.app, 'zakelijk', 'Hotel de Ster', { termsDays: 30 });
    otherCompanyId = await insertCompany(server.app, 'zakelijk', 'Bouwbedrijf Noord');
    const user = await createAccount(server.app, { username: 'ster', password: 'Ster-wachtwoord-1' });
    const other = await createAccount(server.app, { username: 'noord', password: 'Noord-wachtwoord-1' });
    customerId = user.id;
    await server.app.db.updateTable('customers').set({ company_id: companyId }).where('id', '=', user.id).execute();
    await server.app.db
      .updateTable('customers')
      .set({ company_id: otherCompanyId })
      .where('id', '=', other.id)
      .execute();
    cookie = await logIn(server.app, 'ster', 'Ster-wachtwoord-1');
    otherCookie = await logIn(server.app, 'noord', 'Noord-wachtwoord-1');
    // November: two done trips on account, a no-show (charged), one still to drive, one cancelled, one paid online.
    trips = await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId,
      companyId,
      trips: [
        { datetime: '2026-11-03 08:15', priceCents: 4250, passenger: 'Mevr. A. de Boer' },
        { datetime: '2026-11-30 23:30', priceCents: 10_995 },
        { datetime: '2026-11-12 10:00', priceCents: 3100, status: 'no_show' },
        { datetime: '2026-11-20 10:00', priceCents: 2000, status: 'canceled' },
        { datetime: '2026-11-21 10:00', priceCents: 2000, status: 'confirmed' },
      ],
    });
    // Not November's: a trip of 1 December at 00:10 (Amsterdam), and one of October not marked done yet.
    lateTrips = await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId,
      companyId,
      trips: [
        { datetime: '2026-12-01 00:10', priceCents: 999 },
        { datetime: '2026-10-31 23:59', priceCents: 999, status: 'confirmed' },
      ],
    });
    // Paid online, not on account.
    await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId,
      companyId,
      paymentWay: null,
      status: 'paid',
      trips: [{ datetime: '2026-11-05 10:00', priceCents: 5000 }],
    });
  });
  afterAll(() => server?.close());

  const listed = async (month: string) => {
    const response = await admin.call('GET', `/api/admin/invoices?month=${month}`);
    expect(response.statusCode, response.body).toBe(200);
    return deskInvoicesReplySchema.parse(response.json());
  };

  it('issues November’s invoice with its trips, VAT per line and in total, and a second run issues nothing', async () => {
    const first = await server.app.invoices.runMonth('zakelijk', '2026-11');
    expect(first.map((invoice) => [invoice.number, invoice.kind, invoice.company_id])).toEqual([
      ['2026-0001', 'invoice', companyId],
    ]);
    const gross = [4250, 10_995, 3100];
    const invoice = first[0]!;
    expect(invoice.gross_cents).toBe(18_345);
    expect(invoice.vat_cents).toBe(gross.reduce((sum, cents) => sum + vatOfGross(cents).vatCents, 0));
    expect(invoice.net_cents).toBe(invoice.gross_cents - invoice.vat_cents);
    expect(invoice.due_date).toBe('2026-12-31');

    const again = await server.app.invoices.runMonth('zakelijk', '2026-11');
    expect(again).toEqual([]);

    const { invoices } = await listed('2026-11');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ number: '2026-0001', companyName: 'Hotel de Ster', grossCents: 18_345 });
    expect(invoices[0]!.mailedAt).not.toBeNull();
    const mails = (await readOutbox(server.settings.dataDir)).filter((mail) => mail.subject.includes('2026-0001'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toContain('facturen@hotel-de-ster.example');
  });

  it('keeps the PDF as issued: its hash matches, and pdftotext reads the parties, trips, VAT and totals', async () => {
    const { invoices } = await listed('2026-11');
    const response = await admin.call('GET', `/api/admin/invoices/${invoices[0]!.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const row = await server.app.db
      .selectFrom('invoices')
      .select('pdf_sha256')
      .where('id', '=', invoices[0]!.id)
      .executeTakeFirstOrThrow();
    expect(sha256(response.rawPayload)).toBe(row.pdf_sha256);
    const text = await pdfText(response.rawPayload);
    for (const words of [
      'Factuur',
      'Noord Zakelijk Vervoer B.V.',
      'KvK 07654321',
      'NL007654321B01',
      'Factuurnummer: 2026-0001',
      'Vervaldatum: do 31 dec 2026',
      'Hotel de Ster',
      'Grote Markt 1',
      'KvK 12345678',
      'Btw-nummer NL123456789B01',
      'Passagier: Mevr. A. de Boer',
      'Herestraat 12, Groningen naar Eelde Airport',
      'NL44RABO0123456789',
    ])
      expect(text).toContain(words);
    const line = vatOfGross(4250);
    expect(text).toMatch(new RegExp(`€ 38,99\\s+€ 3,51\\s+€ 42,50`));
    expect(line).toEqual({ grossCents: 4250, vatCents: 351, netCents: 3899 });
    expect(text).toMatch(/Totaal netto\s+€ 168,30/);
    expect(text).toMatch(/Btw 9%\s+€ 15,15/);
    expect(text).toMatch(/Totaal te betalen\s+€ 183,45/);
    expect(text).not.toContain('€ 9,99');
    expect(text).not.toContain('€ 50,00');
  });

  it('refuses to serve a PDF whose bytes changed, and logs it', async () => {
    const company = await insertCompany(server.app, 'zakelijk', 'Gewijzigd BV');
    await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId,
      companyId: company,
      trips: [{ datetime: '2026-09-10 10:00', priceCents: 1000 }],
    });
    const [invoice] = await server.app.invoices.runMonth('zakelijk', '2026-09');
    await server.app.db
      .updateTable('invoices')
      .set({ pdf_base64: Buffer.from('%PDF-1.3 forged').toString('base64') })
      .where('id', '=', invoice!.id)
      .execute();
    const response = await admin.call('GET', `/api/admin/invoices/${invoice!.id}/pdf`);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('forged');
  });

  it('lets a company user download their company’s invoice, not another company’s or tenant’s', async () => {
    const { invoices } = await listed('2026-11');
    const id = invoices[0]!.id;
    const own = await server.app.inject({
      method: 'GET',
      url: '/api/invoices.json',
      headers: { host: zakelijk, cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(companyInvoicesReplySchema.parse(own.json()).invoices.map((each) => each.number)).toEqual(['2026-0001']);
    const pdf = await server.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { host: zakelijk, cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await server.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { host: zakelijk, cookie: otherCookie },
    });
    expect(other.statusCode).toBe(404);
    const otherList = await server.app.inject({
      method: 'GET',
      url: '/api/invoices.json',
      headers: { host: zakelijk, cookie: otherCookie },
    });
    expect(companyInvoicesReplySchema.parse(otherList.json()).invoices).toEqual([]);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { host: zakelijk },
    });
    expect(anonymous.statusCode).toBe(401);
    // The session is the zakelijk tenant's: on another tenant's host it is nobody's.
    const otherTenant = await server.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}/pdf`,
      headers: { host: 'localhost:8080', cookie },
    });
    expect([401, 404]).toContain(otherTenant.statusCode);
  });

  it('refuses a dispatcher and another tenant’s admin', async () => {
    const { invoices } = await listed('2026-11');
    const id = invoices[0]!.id;
    expect((await dispatcher.call('GET', '/api/admin/invoices?month=2026-11')).statusCode).toBe(403);
    expect((await dispatcher.call('GET', `/api/admin/invoices/${id}/pdf`)).statusCode).toBe(403);
    expect((await dispatcher.call('POST', `/api/admin/invoices/${id}/resend`)).statusCode).toBe(403);
    expect((await demoAdmin.call('GET', `/api/admin/invoices/${id}/pdf`)).json()).toEqual({ error: 'invoiceNotFound' });
    expect((await demoAdmin.call('POST', `/api/admin/invoices/${id}/resend`)).statusCode).toBe(404);
    expect((await demoAdmin.call('POST', '/api/admin/invoices/credits', { invoiceId: id })).statusCode).toBe(404);
    const demoList = await demoAdmin.call('GET', '/api/admin/invoices?month=2026-11');
    expect(deskInvoicesReplySchema.parse(demoList.json()).invoices).toEqual([]);
  });

  it('re-sends an invoice to the company, in the audit', async () => {
    const { invoices } = await listed('2026-11');
    const before = (await readOutbox(server.settings.dataDir)).length;
    const response = await admin.call('POST', `/api/admin/invoices/${invoices[0]!.id}/resend`);
    expect(response.statusCode, response.body).toBe(200);
    const mails = await readOutbox(server.settings.dataDir);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toContain('Factuur 2026-0001');
    const audit = await admin.call('GET', `/api/admin/audit?target=invoice:${invoices[0]!.id}`);
    expect((audit.json() as { entries: Array<{ action: string }> }).entries.map((entry) => entry.action)).toEqual([
      'invoice_resent',
    ]);
  });

  it('owes a credit for a cancelled invoiced trip and a lowered price, issues it once, and the run not again', async () => {
    const { invoices } = await listed('2026-11');
    const invoiceId = invoices[0]!.id;
    // After the invoice: the first trip cancelled (its undo put it back to assigned first), the second one cheaper.
    await server.app.db.updateTable('order_trips').set({ status: 'canceled' }).where('id', '=', trips[0]!).execute();
    await server.app.db.updateTable('order_trips').set({ price_cents: 9995 }).where('id', '=', trips[1]!).execute();
    const owed = await listed('2026-11');
    expect(owed.creditsOwed).toEqual([
      { invoiceId, invoiceNumber: '2026-0001', companyName: 'Hotel de Ster', trips: 2, grossCents: -5250 },
    ]);
    const [first, second] = await Promise.all([
      admin.call('POST', '/api/admin/invoices/credits', { invoiceId }),
      admin.call('POST', '/api/admin/invoices/credits', { invoiceId }),
    ]);
    const statuses = [first!.statusCode, second!.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    expect([first!.json(), second!.json()]).toContainEqual({ error: 'nothingToCredit' });
    expect((await listed('2026-11')).creditsOwed).toEqual([]);
    expect(await server.app.invoices.runMonth('zakelijk', '2026-11')).toEqual([]);

    const credit = (await listed('2026-11')).invoices.find((each) => each.kind === 'credit')!;
    expect(credit).toMatchObject({ creditedNumber: '2026-0001', grossCents: -5250 });
    expect(credit.vatCents).toBe(-(vatOfGross(4250).vatCents + vatOfGross(1000).vatCents));
    const text = await pdfText((await admin.call('GET', `/api/admin/invoices/${credit.id}/pdf`)).rawPayload);
    expect(text).toContain('Creditfactuur');
    expect(text).toContain('Crediteert factuur: 2026-0001');
    expect(text).toMatch(/-€ 38,99\s+-€ 3,51\s+-€ 42,50/);
    expect(text).toMatch(/Totaal gecrediteerd\s+-€ 52,50/);
    const audit = await admin.call('GET', `/api/admin/audit?target=invoice:${credit.id}`);
    expect((audit.json() as { entries: Array<{ action: string }> }).entries[0]!.action).toBe('credit_invoice_issued');

    // A later lower price is a change of its own: the monthly run credits it, once.
    await server.app.db.updateTable('order_trips').set({ price_cents: 8995 }).where('id', '=', trips[1]!).execute();
    const run = await server.app.invoices.runMonth('zakelijk', '2026-11');
    expect(run.map((each) => [each.kind, each.gross_cents])).toEqual([['credit', -1000]]);
    expect(await server.app.invoices.runMonth('zakelijk', '2026-11')).toEqual([]);
  });

  it('exports the month for the accountant', async () => {
    const response = await admin.call('GET', '/api/admin/invoices.csv?month=2026-11');
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('nummer;datum;soort;crediteert;bedrijf;kvk;btw-nummer;netto;btw;bruto');
    expect(lines[1]).toBe('2026-0001;2026-12-01;factuur;;Hotel de Ster;12345678;NL123456789B01;168,30;15,15;183,45');
    expect(lines[2]).toMatch(/^2026-\d{4};2026-12-01;creditfactuur;2026-0001;Hotel de Ster;.*;-52,50$/);
  });

  it('puts a trip marked done after its month was invoiced on the next month’s invoice', async () => {
    // The desk closes an October trip and a November one only in December, after November's run.
    const late = [lateTrips[1]!, trips[4]!];
    await server.app.db.updateTable('order_trips').set({ status: 'done' }).where('id', 'in', late).execute();
    const [december] = await server.app.invoices.runMonth('zakelijk', '2026-12');
    expect(december).toMatchObject({ kind: 'invoice', company_id: companyId, period: '2026-12', gross_cents: 3998 });
    const lines = await server.app.db
      .selectFrom('invoice_lines')
      .select(['trip_id', 'gross_cents'])
      .where('invoice_id', '=', december!.id)
      .orderBy('trip_id')
      .execute();
    expect(lines).toEqual(
      [
        { trip_id: trips[4]!, gross_cents: 2000 },
        { trip_id: lateTrips[0]!, gross_cents: 999 },
        { trip_id: lateTrips[1]!, gross_cents: 999 },
      ].sort((a, b) => a.trip_id - b.trip_id),
    );
    const text = await pdfText(Buffer.from(december!.pdf_base64, 'base64'));
    expect(text).toContain('za 31 okt 2026');
    expect(text).toContain('za 21 nov 2026');
    // November's invoice stays as it was issued.
    expect(await server.app.invoices.runMonth('zakelijk', '2026-11')).toEqual([]);
  });

  it('numbers 50 invoices issued at once 1 to 50, without gaps, duplicates or a second invoice per month', async () => {
    const companies: number[] = [];
    for (let index = 0; index < 50; index += 1) {
      const id = await insertCompany(server.app, 'demo', `Klant ${index}`);
      companies.push(id);
      await insertOrder(server.app, {
        tenantId: 'demo',
        customerId,
        companyId: id,
        trips: [{ datetime: '2026-10-15 12:00', priceCents: 1000 + index }],
      });
    }
    const deps = invoiceDeps(server.app, clock);
    const tenant = server.app.tenants.byId('demo')!;
    // Every company twice at once: the second of each finds its invoice issued and gives its number back.
    const issued = await Promise.all(
      [...companies, ...companies].map((id) => issueInvoice(deps, tenant, id, '2026-10')),
    );
    const numbers = issued.flatMap((invoice) => (invoice ? [invoice.number] : [])).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => `2026-${String(index + 1).padStart(4, '0')}`));
    const rows = await server.app.db
      .selectFrom('invoices')
      .select(['company_id', 'sequence'])
      .where('tenant_id', '=', 'demo')
      .execute();
    expect(new Set(rows.map((row) => row.company_id)).size).toBe(50);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('runs the scheduled job once when two instances tick at the same time, and not again', async () => {
    const company = await insertCompany(server.app, 'zakelijk', 'Tweeling BV');
    await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId,
      companyId: company,
      trips: [{ datetime: '2026-11-18 14:00', priceCents: 2500 }],
    });
    const second = await anotherInstance(server, {
      invoiceClock: clock,
    });
    try {
      const [one, two] = await Promise.all([server.app.invoices.tick(), second.invoices.tick()]);
      const issued = [...one, ...two];
      expect(issued.map((invoice) => invoice.company_id)).toEqual([company]);
      expect([...(await server.app.invoices.tick()), ...(await second.invoices.tick())]).toEqual([]);
      const mails = (await readOutbox(server.settings.dataDir)).filter((mail) => mail.to.includes('tweeling-bv'));
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
