import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageReply } from '#common/contracts/manage.ts';
import { newTripReplySchema, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import { formatEuros } from '#common/format/money.ts';
import { vatOfGross } from '#common/format/vat.ts';
import { book, type Booked } from '../desk/support.ts';
import { createAccount, waitForMail } from '../support/accounts.ts';
import { findOrderRow } from '../support/checkout.ts';
import { loggedInStaff, zakelijkHost } from '../support/desk.ts';
import { mailsAbout } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, stationGroningen, upcoming } from '../support/trips.ts';
import { newManageToken } from '../../src/modules/orders/manage-link.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

const host = 'localhost:8080';

/** The text of a PDF as `pdftotext -layout` reads it back (docs/decisions/051-receipts.md). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    await writeFile(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A receipt's row as the layout reads it: its label, then its amounts excl. VAT, VAT and in all, as the language writes them. */
const moneyRow = (label: string, grossCents: number, lang: 'nl' | 'en') => {
  const split = vatOfGross(grossCents);
  const amounts = [split.netCents, split.vatCents, split.grossCents].map((cents) => formatEuros(cents, lang));
  return new RegExp(`${label}\\s+${amounts.map((amount) => amount.replace(/[.$€]/g, (c) => `\\${c}`)).join('\\s+')}`);
};

const receiptLinkPattern = /(https?:\/\/[^\s/]+)\/api\/manage\/([A-Za-z0-9_-]{43})\/receipt\.pdf/;

/** The receipt link in the order's confirmation mail. */
async function receiptTokenOf(server: TestServer, booked: Pick<Booked, 'klantNr' | 'orderId'>) {
  const mails = await mailsAbout(server.settings.dataDir, booked);
  const confirmation = mails.find((mail) => /^Bevestiging|^Confirmation/.test(mail.subject));
  const match = confirmation && receiptLinkPattern.exec(confirmation.text);
  return match ? { origin: match[1]!, token: match[2]! } : undefined;
}

const getReceipt = (app: FastifyInstance, token: string, hostHeader = host) =>
  app.inject({ method: 'GET', url: `/api/manage/${token}/receipt.pdf`, headers: { host: hostHeader } });

let calls = 0;
/** A trip taken by phone for tomorrow's tomorrow, with a caller of its own. */
function phoneTrip(overrides: Partial<NewTripRequest> = {}): NewTripRequest {
  calls += 1;
  return {
    lang: 'nl',
    caller: { name: `Beller Bon ${calls}`, phone: '06-20110866', email: `bon${calls}@example.nl` },
    passenger: null,
    trip: {
      datetime: upcoming(4, '10:30'),
      fromPlaceId: herestraat.id,
      toPlaceId: stationGroningen.id,
      flightNumber: '',
      extraInfo: '',
      fields: { passengerCount: 2, vehicleClass: 'sedan' },
    },
    payment: 'driver',
    accountId: null,
    ...overrides,
  };
}

describe.each(dialects)('receipts: /api/manage/:token/receipt.pdf and the desk’s (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let otherTenant: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    otherTenant = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  const bookByPhone = async (request: NewTripRequest, staff = dispatcher) => {
    const response = await staff.call('POST', '/api/admin/trips', request);
    expect(response.statusCode, response.body).toBe(201);
    const booked = newTripReplySchema.parse(response.json()).booked;
    if (!booked) throw new Error('not booked');
    return booked;
  };

  it('opens a paid order’s receipt from the link in its confirmation: operator, trips, total and 9 % VAT', async () => {
    const booked = await book(server.app, {
      lang: 'en',
      person: { custname: 'Loïs Groenewegen' },
      trips: [{ datetime: upcoming(3, '14:00') }, { datetime: upcoming(5, '09:15') }],
    });
    const link = await receiptTokenOf(server, booked);
    expect(link?.origin).toBe('http://localhost:8080');
    const response = await getReceipt(server.app, link!.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`inline; filename="receipt-${booked.orderId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    const trips = await server.app.db
      .selectFrom('order_trips')
      .select(['paid_cents', 'datetime'])
      .where('order_id', '=', booked.orderId)
      .orderBy('position')
      .execute();
    const total = trips.reduce((sum, trip) => sum + trip.paid_cents, 0);
    expect(total).toBe((await findOrderRow(server.app, booked.orderId))!.total_cents);
    // The operator's legal details (config/tenants/demo.json), who it is for and the booking as elsewhere.
    for (const words of [
      'Taxi Martini Groningen B.V.',
      'Chamber of Commerce (KvK): 01234567',
      'VAT number: NL001234567B01',
      'Receipt',
      `Booking reference: D${booked.klantNr}/${booked.orderId}`,
      'Customer: Loïs Groenewegen',
      'Paid online on',
      'via the test payment',
      'All amounts include 9 % VAT (passenger transport).',
    ])
      expect(text).toContain(words);
    for (const trip of trips) {
      const [day, time] = trip.datetime.split(' ');
      const [year, month, date] = day!.split('-');
      expect(text).toMatch(
        new RegExp(`${date}/${month}/${year} ${time}.*${formatEuros(trip.paid_cents, 'en').replace('.', '\\.')}`),
      );
    }
    expect(text).toMatch(moneyRow('Total paid', total, 'en'));
    expect(text).not.toContain('Refunded');
  });

  it('shows the refunds so far and what remains paid; the manage page says there is a receipt', async () => {
    const booked = await book(server.app, { lang: 'nl', person: { custname: 'Kees Jansen' } });
    const refund = await admin.call('POST', `/api/admin/orders/${booked.orderId}/refunds`, {
      amountCents: 250,
      idempotencyKey: `receipt-${dialect}-refund`,
      reason: 'te laat',
      tripId: booked.tripIds[0],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const settled = await dispatcher.call('POST', `/api/admin/orders/${booked.orderId}/payment-status`);
    expect(settled.statusCode, settled.body).toBe(200);
    const link = (await receiptTokenOf(server, booked))!;
    const page = await server.app.inject({ method: 'GET', url: `/api/manage/${link.token}`, headers: { host } });
    expect((page.json() as ManageReply).receipt).toBe(true);
    const response = await getReceipt(server.app, link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(`inline; filename="betaalbewijs-${booked.orderId}.pdf"`);
    const text = await pdfText(response.rawPayload);
    const total = (await findOrderRow(server.app, booked.orderId))!.total_cents;
    expect(text).toContain('Betaalbewijs');
    expect(text).toContain('Klant: Kees Jansen');
    expect(text).toContain('KvK: 01234567');
    expect(text).toMatch(moneyRow('Totaal betaald', total, 'nl'));
    expect(text).toMatch(moneyRow('Terugbetaald', -250, 'nl'));
    expect(text).toMatch(moneyRow('Blijft betaald', total - 250, 'nl'));
  });

  it('refuses in words an order not paid, and a token of another tenant’s host or a wrong one', async () => {
    const unpaid = await book(server.app, { paid: false });
    const order = (await findOrderRow(server.app, unpaid.orderId))!;
    const token = await newManageToken(server.app.db, order, new Date());
    const refused = await getReceipt(server.app, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.body).toContain('deze boeking is (nog) niet betaald');
    expect(refused.body).toContain('this booking has not been paid (yet)');
    const fromReturn = await server.app.inject({
      method: 'GET',
      url: `/api/payments/${unpaid.orderId}/receipt.pdf?hash=${order.hash}`,
      headers: { host },
    });
    expect(fromReturn.statusCode).toBe(409);

    const paid = await book(server.app);
    const link = (await receiptTokenOf(server, paid))!;
    expect((await getReceipt(server.app, link.token, zakelijkHost)).statusCode).toBe(404);
    const wrong = await getReceipt(server.app, `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Dit betaalbewijs bestaat niet');
    expect((await getReceipt(server.app, 'not-a-token')).statusCode).toBe(404);

    // The success page's link: the order's id with the hash of its return page, on its own tenant's host only.
    const paidOrder = (await findOrderRow(server.app, paid.orderId))!;
    const success = (hash: string, hostHeader = host) =>
      server.app.inject({
        method: 'GET',
        url: `/api/payments/${paid.orderId}/receipt.pdf?hash=${encodeURIComponent(hash)}`,
        headers: { host: hostHeader },
      });
    const ok = await success(paidOrder.hash);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect((await success('wrong-hash')).statusCode).toBe(404);
    expect((await success(paidOrder.hash, zakelijkHost)).statusCode).toBe(404);
  });

  it('gives a trip paid in the car its receipt once done with what was collected; on account gets none', async () => {
    const booked = await bookByPhone(phoneTrip({ lang: 'en' }));
    const link = await server.app.db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', booked.orderId)
        .executeTakeFirstOrThrow();
      return newManageToken(trx, order, new Date());
    });
    expect((await getReceipt(server.app, link)).statusCode).toBe(409);
    // Done with what the driver recorded (the driver's own call is tested in driver.test.ts).
    await server.app.db
      .updateTable('order_trips')
      .set({ status: 'done', collected_cents: booked.collectCents, collected_method: 'card' })
      .where('id', '=', booked.tripId)
      .execute();
    const response = await getReceipt(server.app, link);
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Paid by card in the car');
    expect(text).toContain('Customer: Beller Bon');
    expect(text).toMatch(moneyRow('Total paid', booked.collectCents, 'en'));
    expect(text).not.toContain('Paid online');

    const account = await createAccount(server.app, { username: `bon-${dialect}`, password: 'Wachtwoord-123' });
    // Business accounts are the zakelijk tenant's (config/tenants/zakelijk.json).
    const onAccount = await bookByPhone(phoneTrip({ payment: 'account', accountId: account.id }), otherTenant);
    const desk = await otherTenant.call('GET', `/api/admin/trips/${onAccount.tripId}/receipt.pdf`);
    expect(desk.statusCode).toBe(409);
    expect(desk.body).toContain('Een boeking op rekening krijgt geen betaalbewijs maar een factuur.');
  });

  it('mails the receipt’s link when the driver is done with a trip paid in the car, once', async () => {
    const booked = await bookByPhone(phoneTrip({ lang: 'nl' }));
    await server.app.db
      .updateTable('order_trips')
      .set({ status: 'done', collected_cents: booked.collectCents, collected_method: 'cash' })
      .where('id', '=', booked.tripId)
      .execute();
    await server.app.receipts.mailAfterDone('demo', booked.tripId);
    await server.app.receipts.mailAfterDone('demo', booked.tripId);
    const order = (await findOrderRow(server.app, booked.orderId))!;
    const mails = await waitForMail(server.settings.dataDir, (mail) =>
      mail.subject.startsWith(`Betaalbewijs ${booked.reference}`),
    );
    expect(mails).toHaveLength(1);
    const token = /\/api\/manage\/([A-Za-z0-9_-]{43})\/receipt\.pdf/.exec(mails[0]!.text)?.[1];
    expect(token, mails[0]!.text).toBeDefined();
    const response = await getReceipt(server.app, token!);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('In de auto contant betaald');
    expect(order.payment_way).toBe('driver');
  });

  it('lets the desk download a trip’s receipt with a session of its tenant only', async () => {
    const booked = await book(server.app);
    const tripId = booked.tripIds[0]!;
    const response = await dispatcher.call('GET', `/api/admin/trips/${tripId}/receipt.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // As every desk answer (docs/reference/api.md#admin-desk).
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await pdfText(response.rawPayload)).toContain(`D${booked.klantNr}/${booked.orderId}`);
    const anonymous = await server.app.inject({
      method: 'GET',
      url: `/api/admin/trips/${tripId}/receipt.pdf`,
      headers: { host },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await otherTenant.call('GET', `/api/admin/trips/${tripId}/receipt.pdf`)).statusCode).toBe(404);
  });
});
