import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripReplySchema, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import { figuresReplySchema, type FiguresReply } from '#common/contracts/figures.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { book, deskActors, newDriver } from '../desk/support.ts';
import { createAccount } from '../support/accounts.ts';
import { loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, stationGroningen, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

describe.each(dialects)('the figures: GET /api/admin/figures and figures.csv (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let dispatcher: Staff;
  let zakelijkAdmin: Staff;
  let driverA: Awaited<ReturnType<typeof newDriver>>;
  let driverB: Awaited<ReturnType<typeof newDriver>>;
  /** Each trip of the fixture, with what it cost and what was paid for it as the server wrote it. */
  const trips: Record<string, { id: number; price: number; paid: number; klantNr: number; orderId: number }> = {};

  const row = (tripId: number) =>
    server.app.db.selectFrom('order_trips').selectAll().where('id', '=', tripId).executeTakeFirstOrThrow();
  const remember = async (name: string, booked: { tripId: number; klantNr: number; orderId: number }) => {
    const trip = await row(booked.tripId);
    trips[name] = { id: trip.id, price: trip.price_cents, paid: trip.paid_cents, ...booked };
  };
  const bookOnline = async (name: string, custname: string) => {
    const booked = await book(server.app, { person: { custname } });
    await remember(name, { tripId: booked.tripIds[0]!, klantNr: booked.klantNr, orderId: booked.orderId });
  };
  const bookByPhone = async (
    name: string,
    staff: Staff,
    payment: NewTripRequest['payment'],
    accountId: number | null = null,
  ) => {
    const response = await staff.call('POST', '/api/admin/trips', {
      lang: 'nl',
      caller: { name: `Beller ${name}`, phone: '06-20110866', email: `${name}@example.nl` },
      passenger: null,
      trip: {
        datetime: upcoming(4, '10:30'),
        fromPlaceId: herestraat.id,
        toPlaceId: stationGroningen.id,
        flightNumber: '',
        extraInfo: name,
        fields: { passengerCount: 2, vehicleClass: 'sedan' },
      },
      payment,
      accountId,
    } satisfies NewTripRequest);
    expect(response.statusCode, response.body).toBe(201);
    const booked = newTripReplySchema.parse(response.json()).booked!;
    const order = await server.app.db
      .selectFrom('order_trips')
      .innerJoin('orders', 'orders.id', 'order_trips.order_id')
      .select(['orders.id', 'orders.customer_id'])
      .where('order_trips.id', '=', booked.tripId)
      .executeTakeFirstOrThrow();
    await remember(name, { tripId: booked.tripId, klantNr: order.customer_id, orderId: order.id });
  };
  /** The trip's pickup moved to a fixed wall time in Amsterdam, as if it had been booked for then. */
  const pickUpAt = (name: string, datetime: string) =>
    server.app.db
      .updateTable('order_trips')
      .set({ datetime, pickup_at: instantOfWallTime(parseTripDatetime(datetime)!) })
      .where('id', '=', trips[name]!.id)
      .execute();
  const move = async (name: string, body: Record<string, unknown>) => {
    const response = await admin.call('POST', `/api/admin/trips/${trips[name]!.id}/transition`, body);
    expect(response.statusCode, response.body).toBe(200);
  };
  const figures = async (query: string, staff = admin): Promise<FiguresReply> => {
    const response = await staff.call('GET', `/api/admin/figures?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return figuresReplySchema.parse(response.json());
  };

  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
    const actors = await deskActors(server.app);
    driverA = await newDriver(server.app, 'Sébastien Müller');
    driverB = await newDriver(server.app, 'Anaïs Smit');

    await bookOnline('online', 'Loïs Groenewegen');
    await bookOnline('refundedPart', '=HYPERLINK("x")');
    await bookOnline('raised', 'Kees Jansen');
    await bookOnline('canceledRefunded', 'Ria Visser');
    await bookOnline('canceledKept', 'Wim Bakker');
    await bookOnline('noShow', 'Joop Mulder');
    await bookOnline('april', 'Ans April');
    // An order of two trips, whose refund is of the whole order: it counts on the order's first trip.
    const pair = await book(server.app, {
      person: { custname: 'Bram Paar' },
      trips: [{ datetime: upcoming(1, '09:00') }, { datetime: upcoming(1, '15:00') }],
    });
    await remember('pairFirst', { tripId: pair.tripIds[0]!, klantNr: pair.klantNr, orderId: pair.orderId });
    await remember('pairSecond', { tripId: pair.tripIds[1]!, klantNr: pair.klantNr, orderId: pair.orderId });
    await bookByPhone('car', admin, 'driver');
    const account = await createAccount(server.app, {
      username: `hotel-${dialect}`,
      password: 'Wachtwoord-123',
      tenantId: 'demo',
    });
    await bookByPhone('account', admin, 'account', account.id);
    await bookByPhone('zakelijk', zakelijkAdmin, 'driver');
    // The on-account order was booked for a company: the bookkeeper's CSV names the company, not the caller.
    const now = new Date();
    const company = await server.app.db
      .insertInto('companies')
      .values({
        tenant_id: 'demo',
        name: 'Hotel de Ploeg BV',
        billing_address: 'Herestraat 1\n9711 LA Groningen',
        kvk_number: '',
        vat_number: '',
        invoice_email: 'boekhouding@ploeg.example',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('orders')
      .set({ company_id: company.id })
      .where('id', '=', trips.account!.orderId)
      .execute();

    // While the trips are still ahead: a raised price, a refund of part of one, cancellations with and without refund.
    const raisedVersion = new Date((await row(trips.raised!.id)).updated_at).toISOString();
    const edited = await dispatcher.call('PATCH', `/api/admin/trips/${trips.raised!.id}`, {
      version: raisedVersion,
      priceCents: trips.raised!.price + 700,
      priceReason: 'wachttijd',
    });
    expect(edited.json()).toMatchObject({ saved: true });
    const partly = await server.app.desk.refund(
      actors.admin,
      { tripId: trips.refundedPart!.id },
      { amountCents: 500, idempotencyKey: `figures-part-${dialect}`, reason: 'te laat' },
    );
    expect(partly).toMatchObject({ ok: true });
    for (const name of ['canceledRefunded', 'canceledKept'])
      expect(await server.app.desk.cancelTrip(actors.admin, trips[name]!.id, { reason: 'belde af' })).toMatchObject({
        ok: true,
      });
    const ofOrder = await server.app.desk.refund(
      actors.admin,
      { orderId: trips.pairFirst!.orderId },
      { amountCents: 400, idempotencyKey: `figures-order-${dialect}`, reason: 'wachttijd' },
    );
    expect(ofOrder).toMatchObject({ ok: true });
    const whole = await server.app.desk.refund(
      actors.admin,
      { tripId: trips.canceledRefunded!.id },
      { amountCents: trips.canceledRefunded!.paid, idempotencyKey: `figures-whole-${dialect}`, reason: 'geannuleerd' },
    );
    expect(whole).toMatchObject({ ok: true });
    // The provider says both went back: the follow-up finds them refunded.
    await server.app.desk.followUpRefunds(new Date(Date.now() + 61_000));
    // A refund still on its way, asked for after the follow-up.
    const pending = await server.app.desk.refund(
      actors.admin,
      { tripId: trips.noShow!.id },
      { amountCents: 300, idempotencyKey: `figures-pending-${dialect}`, reason: 'coulance' },
    );
    expect(pending).toMatchObject({ ok: true, refund: { status: 'pending' } });

    // March 2026: summer time begins on Sunday the 29th, a day of 23 hours.
    await pickUpAt('online', '2026-03-02 09:00');
    await pickUpAt('pairFirst', '2026-03-05 09:00');
    await pickUpAt('pairSecond', '2026-03-06 15:00');
    await pickUpAt('refundedPart', '2026-03-30 00:30');
    await pickUpAt('raised', '2026-03-12 10:00');
    await pickUpAt('canceledRefunded', '2026-03-15 08:00');
    await pickUpAt('canceledKept', '2026-03-16 08:00');
    await pickUpAt('noShow', '2026-03-23 07:00');
    await pickUpAt('car', '2026-03-29 23:30');
    await pickUpAt('account', '2026-03-29 00:30');
    await pickUpAt('april', '2026-04-01 00:30');
    await pickUpAt('zakelijk', '2026-03-29 12:00');

    for (const [name, driver] of [
      ['online', driverA],
      ['pairFirst', driverA],
      ['pairSecond', driverA],
      ['refundedPart', driverA],
      ['noShow', driverA],
      ['car', driverB],
      ['account', driverB],
    ] as const)
      await move(name, { to: 'assigned', driverId: driver.id });

    for (const name of ['online', 'refundedPart', 'pairFirst', 'pairSecond', 'car', 'account'])
      await move(name, { to: 'done' });
    await move('noShow', { to: 'no_show', reason: 'niet verschenen' });
    // What the driver recorded collecting in the car at done (the driver's app writes it).
    await server.app.db
      .updateTable('order_trips')
      .set({ collected_cents: trips.car!.price, collected_method: 'cash' })
      .where('id', '=', trips.car!.id)
      .execute();
  });
  afterAll(() => server.close());

  it('counts the month’s trips by outcome, revenue by way of payment, refunds and what is owed', async () => {
    const {
      online,
      refundedPart,
      raised,
      canceledRefunded,
      canceledKept,
      noShow,
      car,
      account,
      pairFirst,
      pairSecond,
    } = trips as Required<typeof trips>;
    const march = await figures('period=month&date=2026-03-17');
    expect(march).toMatchObject({ period: 'month', from: '2026-03-01', to: '2026-03-31' });
    expect(march.trips).toEqual({ done: 6, noShow: 1, canceled: 2, open: 1 });
    const onlineRevenue =
      online!.paid + (refundedPart!.paid - 500) + (noShow!.paid - 300) + (pairFirst!.paid - 400) + pairSecond!.paid;
    expect(march.revenue).toEqual({
      onlineCents: onlineRevenue,
      carCents: car!.price,
      accountCents: account!.price,
      totalCents: onlineRevenue + car!.price + account!.price,
    });
    expect(march.refunds).toEqual({ refundedCents: 500 + 400 + canceledRefunded!.paid, pendingCents: 300 });
    expect(march.owed).toEqual({ raisedCents: 700, refundsCents: canceledKept!.paid });
    expect(raised!.price).toBeGreaterThan(0);
  });

  it('gives each driver their done trips, revenue and what they collected in the car', async () => {
    const { online, refundedPart, noShow, car, account, pairFirst, pairSecond } = trips as Required<typeof trips>;
    const march = await figures('period=month&date=2026-03-01');
    expect(march.drivers).toEqual([
      {
        id: driverB.id,
        name: 'Anaïs Smit',
        tripsDone: 2,
        revenueCents: car!.price + account!.price,
        cashCents: car!.price,
        cardCents: 0,
      },
      {
        id: driverA.id,
        name: 'Sébastien Müller',
        tripsDone: 4,
        revenueCents:
          online!.paid + refundedPart!.paid - 500 + noShow!.paid - 300 + pairFirst!.paid - 400 + pairSecond!.paid,
        cashCents: 0,
        cardCents: 0,
      },
    ]);
  });

  it('gives every day of the period its revenue, and a chart of it', async () => {
    const { online, refundedPart, noShow, car, account, pairFirst, pairSecond } = trips as Required<typeof trips>;
    const march = await figures('period=month&date=2026-03-31');
    expect(march.days).toHaveLength(31);
    const revenueOn = (day: string) => march.days.find((each) => each.day === day)?.revenueCents;
    expect(revenueOn('2026-03-02')).toBe(online!.paid);
    expect(revenueOn('2026-03-05')).toBe(pairFirst!.paid - 400);
    expect(revenueOn('2026-03-06')).toBe(pairSecond!.paid);
    expect(revenueOn('2026-03-23')).toBe(noShow!.paid - 300);
    expect(revenueOn('2026-03-29')).toBe(car!.price + account!.price);
    expect(revenueOn('2026-03-30')).toBe(refundedPart!.paid - 500);
    expect(revenueOn('2026-03-15')).toBe(0);
    expect(march.chartSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(march.chartSvg.match(/<rect /g)).toHaveLength(6);
  });

  it('takes a week from Monday to Sunday in Amsterdam, across the change to summer time', async () => {
    const { noShow, car, account } = trips as Required<typeof trips>;
    const week = await figures('period=week&date=2026-03-26');
    expect(week).toMatchObject({ from: '2026-03-23', to: '2026-03-29' });
    expect(week.days.map((day) => day.day)).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
    // The last half hour of the 23-hour Sunday is in; Monday's first half hour is the next week's, with April's first.
    expect(week.trips).toEqual({ done: 2, noShow: 1, canceled: 0, open: 0 });
    expect(week.revenue.totalCents).toBe(noShow!.paid - 300 + car!.price + account!.price);
    const sunday = await figures('period=day&date=2026-03-29');
    expect(sunday).toMatchObject({ from: '2026-03-29', to: '2026-03-29' });
    expect(sunday.trips.done).toBe(2);
    const next = await figures('period=week&date=2026-03-30');
    expect(next).toMatchObject({
      from: '2026-03-30',
      to: '2026-04-05',
      trips: { done: 1, noShow: 0, canceled: 0, open: 1 },
    });
  });

  it('says an empty period is empty', async () => {
    const empty = await figures('period=day&date=2026-03-03');
    expect(empty.trips).toEqual({ done: 0, noShow: 0, canceled: 0, open: 0 });
    expect(empty.revenue.totalCents).toBe(0);
    expect(empty.drivers).toEqual([]);
  });

  it('writes the bookkeeper’s CSV: one row per trip with paid, VAT, refunded and owed, in the asked language', async () => {
    const { online, refundedPart, raised, canceledRefunded, account, car, pairFirst, pairSecond } = trips as Required<
      typeof trips
    >;
    const response = await admin.call('GET', '/api/admin/figures.csv?period=month&date=2026-03-01');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="cijfers-month-2026-03-01.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Datum;Referentie;Ritnummer;Klant of bedrijf;Chauffeur;Betaalwijze;Prijs;Betaald;Btw 9% van betaald;Terugbetaald;Nog te betalen',
    );
    // Ten trips of March: the one of April and the other tenant's are not there.
    expect(lines).toHaveLength(11);
    const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    const vat = (cents: number) => Math.floor((cents * 9 * 2 + 109) / 218);
    const lineOf = (tripId: number) => lines.find((line) => line.split(';')[2] === String(tripId));
    expect(lineOf(online!.id)).toBe(
      `02-03-2026;D${online!.klantNr}/${online!.orderId};${online!.id};Loïs Groenewegen;Sébastien Müller;Online;${euros(online!.price)};${euros(online!.paid)};${euros(vat(online!.paid))};0,00;0,00`,
    );
    // A name that a spreadsheet would run as a formula is made inert.
    expect(lineOf(refundedPart!.id)).toContain(`;"'=HYPERLINK(""x"")";Sébastien Müller;Online;`);
    expect(lineOf(refundedPart!.id)).toMatch(/;5,00;0,00$/);
    expect(lineOf(raised!.id)).toMatch(/;7,00$/);
    // The whole order's refund is on its first trip's row, and on no other.
    expect(lineOf(pairFirst!.id)).toMatch(/;4,00;0,00$/);
    expect(lineOf(pairSecond!.id)).toMatch(/;0,00;0,00$/);
    expect(lineOf(canceledRefunded!.id)).toContain(`;${euros(canceledRefunded!.paid)};0,00`);
    expect(lineOf(account!.id)).toBe(
      `29-03-2026;D${account!.klantNr}/${account!.orderId};${account!.id};Hotel de Ploeg BV;Anaïs Smit;Op rekening;${euros(account!.price)};0,00;0,00;0,00;0,00`,
    );
    expect(lineOf(car!.id)).toContain(
      `;In de auto;${euros(car!.price)};${euros(car!.price)};${euros(vat(car!.price))};`,
    );

    const english = await admin.call('GET', '/api/admin/figures.csv?period=day&date=2026-03-29&lang=en');
    const englishLines = english.body.slice(1).trimEnd().split('\r\n');
    expect(englishLines[0]).toBe(
      'Date;Reference;Trip number;Customer or company;Driver;Way of payment;Price;Paid;VAT 9% of paid;Refunded;Still owed',
    );
    expect(englishLines).toHaveLength(3);
    expect(englishLines[1]).toContain(`29/03/2026;`);
    expect(englishLines[1]).toContain(`;On account;${euros(account!.price).replace(',', '.')};0.00;`);
  });

  it('refuses a dispatcher, and refuses a period or date that is none', async () => {
    for (const url of [
      '/api/admin/figures?period=month&date=2026-03-01',
      '/api/admin/figures.csv?period=month&date=2026-03-01',
    ]) {
      const refused = await dispatcher.call('GET', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'forbidden' });
    }
    expect((await admin.call('GET', '/api/admin/figures?period=year&date=2026-03-01')).statusCode).toBe(422);
    expect((await admin.call('GET', '/api/admin/figures?period=day&date=2026-02-30')).statusCode).toBe(422);
  });

  it('counts only the tenant’s own trips', async () => {
    const { zakelijk } = trips as Required<typeof trips>;
    const theirs = await figures('period=day&date=2026-03-29', zakelijkAdmin);
    expect(theirs.trips).toEqual({ done: 0, noShow: 0, canceled: 0, open: 1 });
    expect(theirs.drivers).toEqual([]);
    const csv = await zakelijkAdmin.call('GET', '/api/admin/figures.csv?period=month&date=2026-03-01');
    const lines = csv.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`;${zakelijk!.id};`);
  });
});
