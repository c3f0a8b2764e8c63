import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eraseReplySchema,
  personalDataExportSchema,
  personSummarySchema,
  type PersonalDataExport,
} from '#common/contracts/personal-data.ts';
import { settingsReplySchema, settingsSavedReplySchema } from '#common/contracts/admin-settings.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { hashPassword } from '../../src/modules/customers/passwords.ts';
import { book } from '../desk/support.ts';
import { loggedInAs, logIn, zakelijk } from '../support/accounts.ts';
import { demoHost, loggedInStaff } from '../support/desk.ts';
import { insertCompany, insertOrder } from '../support/invoices.ts';
import { anotherInstance, dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

/** The jobs' clock: fixed, so that the day a run is claimed for never changes under a test. */
const now = new Date();
const clock = () => now;
const monthsAgo = (months: number) => new Date(now.getTime() - months * 31 * 86_400_000);

describe.each(dialects)('personal data: lookup, export, erase and retention (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let zakelijkAdmin: Staff;

  const db = () => server.app.db;
  const orderRow = (orderId: number) =>
    db().selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const tripRows = (orderId: number) =>
    db().selectFrom('order_trips').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  /** The order's trips as driven, their pickup `months` back (and the order made then). */
  const finish = async (orderId: number, months = 0, status: 'done' | 'canceled' = 'done') => {
    const at = monthsAgo(months);
    await db().updateTable('order_trips').set({ status, pickup_at: at }).where('order_id', '=', orderId).execute();
    await db().updateTable('orders').set({ created_at: at }).where('id', '=', orderId).execute();
  };
  const auditOf = (action: string) =>
    db()
      .selectFrom('desk_audit')
      .selectAll()
      .where('action', '=', action as never)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, {}, { privacyClock: clock });
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  it('finds a person by address in any case, for an admin of the tenant only', async () => {
    const booked = await book(server.app, { person: { custname: 'Anna Zoek', custemail: 'anna.zoek@example.nl' } });
    const found = await admin.call('GET', '/api/admin/customers?email=Anna.Zoek@Example.NL');
    expect(found.statusCode, found.body).toBe(200);
    const summary = personSummarySchema.parse(found.json());
    expect(summary.accounts).toEqual([
      expect.objectContaining({ customerNumber: booked.klantNr, kind: 'guest', erased: false }),
    ]);
    expect(summary).toMatchObject({ orders: 1, anonymisedOrders: 0, blockers: ['openTrips'], retentionMonths: 24 });

    expect((await dispatcher.call('GET', '/api/admin/customers?email=anna.zoek@example.nl')).statusCode).toBe(403);
    const elsewhere = await zakelijkAdmin.call('GET', '/api/admin/customers?email=anna.zoek@example.nl');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ error: 'personNotFound' });
    expect((await admin.call('GET', '/api/admin/customers?email=nobody@example.nl')).statusCode).toBe(404);
    expect((await admin.call('GET', '/api/admin/customers?email=not-an-address')).statusCode).toBe(422);
  });

  it('exports everything held about the person as versioned JSON, audited without the data', async () => {
    const email = 'bert.export@example.nl';
    const first = await book(server.app, {
      person: { custname: 'Bert Export', custemail: email, custtel: '+31612345670', remarks: 'Rolstoel mee' },
      trips: [{ extraTripInfo: 'Bel aan bij de achterdeur' }],
    });
    const second = await book(server.app, { person: { custname: 'Bert Export', custemail: email } });
    await db()
      .insertInto('refunds')
      .values({
        tenant_id: 'demo',
        order_id: first.orderId,
        trip_id: null,
        amount_cents: 250,
        status: 'refunded',
        provider: 'simulator',
        provider_payment_id: 'p',
        provider_refund_id: 'r',
        idempotency_key: `export-${dialect}`,
        staff_id: null,
        reason: '',
        submitted_at: null,
        failure: null,
        created_at: now,
        updated_at: now,
        next_check_at: null,
        customer_mailed_at: null,
      })
      .execute();

    const response = await admin.call('POST', '/api/admin/customers/export', { email: 'BERT.export@example.nl' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const exported: PersonalDataExport = personalDataExportSchema.parse(response.json());
    expect(exported).toMatchObject({ format: 'taxi-personal-data', version: 1, email: 'BERT.export@example.nl' });
    expect(exported.controller.tenant).toBe('demo');
    expect(exported.retention).toEqual({ personalDetailsMonths: 24, invoiceYears: 7 });
    expect(exported.accounts.map((account) => account.customerNumber).sort()).toEqual(
      [first.klantNr, second.klantNr].sort(),
    );
    const order = exported.orders.find((each) => each.reference === `D${first.klantNr}/${first.orderId}`)!;
    expect(order.personalDetails).toMatchObject({ custname: 'Bert Export', custemail: email, remarks: 'Rolstoel mee' });
    expect(order.trips).toHaveLength(1);
    expect(order.trips[0]).toMatchObject({
      from: 'Herestraat 12, 9711 LJ Groningen',
      to: 'Station Groningen',
      notes: 'Bel aan bij de achterdeur',
    });
    expect(order.refunds).toEqual([{ amountCents: 250, status: 'refunded', at: now.toISOString() }]);
    expect(order.mails.map((mail) => mail.kind)).toContain('confirmation');
    expect(exported.marketingConsent).toBeNull();

    const [entry] = (await auditOf('personal_data_exported')).filter(
      (row) => row.target === `customer:${Math.min(first.klantNr, second.klantNr)}`,
    );
    expect(entry?.staff_id).toBe(admin.staff.id);
    expect(entry?.detail).not.toContain('Bert');
    expect(entry?.detail.toLowerCase()).not.toContain(email);
    expect(JSON.parse(entry!.detail)).toEqual({ accounts: 2, orders: 2 });

    expect((await dispatcher.call('POST', '/api/admin/customers/export', { email })).statusCode).toBe(403);
    expect((await zakelijkAdmin.call('POST', '/api/admin/customers/export', { email })).statusCode).toBe(404);
  });

  it('refuses to erase while a trip is still to be driven, then removes the details and keeps the figures', async () => {
    const email = 'carla.wis@example.nl';
    const booked = await book(server.app, {
      person: { custname: 'Carla Wis', custemail: email, custtel: '+31612345671', remarks: 'Hond mee' },
      trips: [{ extraTripInfo: 'Achterom' }],
    });
    const refused = await admin.call('POST', '/api/admin/customers/erase', { email });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'openTrips' });
    expect((await orderRow(booked.orderId)).anonymized_at).toBeNull();

    await finish(booked.orderId);
    const before = (await tripRows(booked.orderId))[0]!;
    expect((await dispatcher.call('POST', '/api/admin/customers/erase', { email })).statusCode).toBe(403);
    expect((await zakelijkAdmin.call('POST', '/api/admin/customers/erase', { email })).statusCode).toBe(404);
    const erased = await admin.call('POST', '/api/admin/customers/erase', { email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(eraseReplySchema.parse(erased.json())).toEqual({ erasedAccounts: 1, anonymisedOrders: 1, endedSessions: 0 });

    const customer = await db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', booked.klantNr)
      .executeTakeFirstOrThrow();
    expect(customer.email).toBe(`erased-${booked.klantNr}@erased.invalid`);
    expect(customer.phone).toBe('');
    expect(customer.erased_at).not.toBeNull();
    const order = await orderRow(booked.orderId);
    expect(Object.values(JSON.parse(order.person) as Record<string, string>).every((value) => value === '')).toBe(true);
    const trip = (await tripRows(booked.orderId))[0]!;
    // The street address is its town; the station, a public place, stays; the price, time and driver's facts stay.
    expect(trip).toMatchObject({
      from_text: 'Groningen',
      to_text: 'Station Groningen',
      extra_info: '',
      price_cents: before.price_cents,
      datetime: before.datetime,
      passengers: before.passengers,
      status: 'done',
    });
    expect(trip.trip).not.toContain('Herestraat');
    expect(trip.trip).not.toContain('Achterom');
    expect(trip.search_text).not.toContain('carla');
    const manageLinks = await db()
      .selectFrom('manage_links')
      .select('id')
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(manageLinks).toEqual([]);
    const events = await db()
      .selectFrom('trip_events')
      .select('to_value')
      .where('order_id', '=', booked.orderId)
      .where('kind', '=', 'mail')
      .execute();
    expect(events.every((event) => event.to_value === null)).toBe(true);

    const [entry] = (await auditOf('personal_data_erased')).filter(
      (row) => row.target === `customer:${booked.klantNr}`,
    );
    expect(entry?.staff_id).toBe(admin.staff.id);
    expect(entry?.detail).not.toContain(email);
    // The address is gone: asked again, nobody has it.
    expect((await admin.call('POST', '/api/admin/customers/erase', { email })).statusCode).toBe(404);
  });

  it('erases a company user: their sessions end, a trip waits for its invoice, an issued invoice stays as it was', async () => {
    const companyId = await insertCompany(server.app, 'zakelijk', `Privacy BV ${dialect}`);
    const email = 'dirk.zakelijk@example.nl';
    const customer = await createCustomer(server.app.db, {
      tenantId: 'zakelijk',
      username: `dirk-${dialect}`,
      email,
      phone: '+31501234567',
      passwordHash: await hashPassword('Wachtwoord-123'),
      companyId,
    });
    await insertOrder(server.app, {
      tenantId: 'zakelijk',
      customerId: customer.id,
      companyId,
      trips: [{ datetime: '2026-10-14 09:00', priceCents: 3100, passenger: 'Eva Gast' }],
    });
    const cookie = await logIn(server.app, `dirk-${dialect}`, 'Wachtwoord-123');
    expect(await loggedInAs(server.app, cookie)).toBe(`dirk-${dialect}`);

    const owed = await zakelijkAdmin.call('POST', '/api/admin/customers/erase', { email });
    expect(owed.statusCode).toBe(409);
    expect(owed.json()).toEqual({ error: 'moneyOwed' });

    const [invoice] = await server.app.invoices.runMonth('zakelijk', '2026-10');
    expect(invoice).toBeDefined();
    const lines = await db().selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice!.id).execute();

    const erased = await zakelijkAdmin.call('POST', '/api/admin/customers/erase', { email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(eraseReplySchema.parse(erased.json())).toEqual({ erasedAccounts: 1, anonymisedOrders: 1, endedSessions: 1 });
    expect(await loggedInAs(server.app, cookie)).toBe('');
    const login = await server.app.inject({
      method: 'POST',
      url: '/api/login_resp.json',
      headers: { host: zakelijk },
      payload: { lang: 'nl', username: `dirk-${dialect}`, password: 'Wachtwoord-123', reset_password: false },
    });
    expect(login.statusCode).toBe(401);

    const after = await db().selectFrom('invoices').selectAll().where('id', '=', invoice!.id).executeTakeFirstOrThrow();
    expect(after.pdf_sha256).toBe(invoice!.pdf_sha256);
    expect(after.pdf_base64).toBe(invoice!.pdf_base64);
    expect(after.gross_cents).toBe(invoice!.gross_cents);
    expect(await db().selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice!.id).execute()).toEqual(
      lines,
    );
    // The company's own invoice page still serves it: the operator must keep it seven years.
    const pdf = await server.app.invoices.companyPdf('zakelijk', companyId, invoice!.id);
    expect(pdf?.number).toBe(invoice!.number);
  });

  it('anonymises only old finished orders, once, when two instances run the job at the same time', async () => {
    const old = await book(server.app, { person: { custname: 'Oud Klant', custemail: 'oud@example.nl' } });
    await finish(old.orderId, 25);
    const oldCanceled = await book(server.app, {
      person: { custname: 'Oud Geannuleerd', custemail: 'oud2@example.nl' },
    });
    await finish(oldCanceled.orderId, 30, 'canceled');
    const recent = await book(server.app, { person: { custname: 'Recent Klant', custemail: 'recent@example.nl' } });
    await finish(recent.orderId, 3);
    // Booked long ago, still to be driven: never touched.
    const open = await book(server.app, { person: { custname: 'Open Klant', custemail: 'open@example.nl' } });
    await db()
      .updateTable('orders')
      .set({ created_at: monthsAgo(26) })
      .where('id', '=', open.orderId)
      .execute();
    await db()
      .updateTable('order_trips')
      .set({ pickup_at: monthsAgo(25) })
      .where('order_id', '=', open.orderId)
      .execute();

    const second = await anotherInstance(server, {
      privacyClock: clock,
    });
    try {
      // On PostgreSQL at the same moment. SQLite's instances are processes of their own, each waiting for the other's
      // write synchronously: in this one process that wait would hold up the writer, so there they go one by one.
      const [one, two] =
        dialect === 'postgres'
          ? await Promise.all([server.app.privacy.tick(), second.privacy.tick()])
          : [await server.app.privacy.tick(), await second.privacy.tick()];
      expect((one.demo ?? 0) + (two.demo ?? 0)).toBe(2);
      expect([one.demo, two.demo].filter((count) => count !== undefined)).toHaveLength(1);
      expect([
        ...Object.values(await server.app.privacy.tick()),
        ...Object.values(await second.privacy.tick()),
      ]).toEqual([]);
    } finally {
      await second.close();
    }

    expect((await orderRow(old.orderId)).anonymized_at).not.toBeNull();
    expect((await orderRow(oldCanceled.orderId)).anonymized_at).not.toBeNull();
    expect((await orderRow(recent.orderId)).anonymized_at).toBeNull();
    expect((await orderRow(open.orderId)).anonymized_at).toBeNull();
    expect(JSON.parse((await orderRow(recent.orderId)).person)).toMatchObject({ custname: 'Recent Klant' });
    // A guest's record went with its order; the trip's figures stayed.
    const guest = await db()
      .selectFrom('customers')
      .selectAll()
      .where('id', '=', old.klantNr)
      .executeTakeFirstOrThrow();
    expect(guest.email).toBe(`erased-${old.klantNr}@erased.invalid`);
    expect((await tripRows(old.orderId))[0]!.price_cents).toBeGreaterThan(0);

    const runs = await db().selectFrom('privacy_runs').selectAll().where('tenant_id', '=', 'demo').execute();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ orders: 2 });
    expect(runs[0]!.finished_at).not.toBeNull();
    const recorded = (await auditOf('personal_data_retention')).filter((row) => row.tenant_id === 'demo');
    expect(recorded).toHaveLength(1);
    expect(JSON.parse(recorded[0]!.detail)).toEqual({ orders: 2, months: 24, via: 'schedule' });
  });

  it('takes the retention saved on the desk’s general settings, and tells the privacy page', async () => {
    const settings = settingsReplySchema.parse((await admin.call('GET', '/api/admin/settings')).json());
    const { settings: named, desk, alerts } = settings.config as Record<string, unknown>;
    const saved = await admin.call('PUT', '/api/admin/settings/settings', {
      version: settings.version,
      value: { settings: named, desk, alerts, privacy: { retentionMonths: 36 } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(settingsSavedReplySchema.parse(saved.json()).changes).toEqual([
      { path: 'privacy.retentionMonths', before: 24, after: 36 },
    ]);
    const start = await server.app.inject({ method: 'GET', url: '/api/login_resp.json', headers: { host: demoHost } });
    expect(loginRespSchema.parse(start.json()).config?.privacy).toEqual({ retentionMonths: 36 });
    const tooLong = await admin.call('PUT', '/api/admin/settings/settings', {
      version: settings.version + 1,
      value: { settings: named, desk, alerts, privacy: { retentionMonths: 121 } },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});
