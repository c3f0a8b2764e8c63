import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ManageChangeReply, ManageReply, ManageTrip } from '#common/contracts/manage.ts';
import { instantOfWallTime, parseTripDatetime } from '#common/fields/trip-datetime.ts';
import { amountToCents } from '#common/format/amount.ts';
import { createAccount, logIn, zakelijk } from '../support/accounts.ts';
import { cart, checkOut, findOrderRow, postWebhook } from '../support/checkout.ts';
import { hashOfToken } from '../../src/modules/tokens/secret-token.ts';
import { loggedInStaff } from '../support/desk.ts';
import { mailsAbout, readOutbox } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, stationGroningen, stop, trip, upcoming } from '../support/trips.ts';
import { book, history, listen, type Booked } from '../desk/support.ts';

const host = 'localhost:8080';
/** The demo tenant's `cancellationCutoffHours` (config/tenants/demo.json). */
const cutoffMs = 24 * 60 * 60 * 1000;

/** A longer ride than the default, so the night surcharge shows in its price (not only the minimum fare). */
const noordlaren = { tour: [stop(lageweg), stop(stationGroningen)] };

const afternoon = upcoming(3, '14:00');
const night = upcoming(3, '00:30');

const manageLinkPattern = /(https?:\/\/[^\s/]+)\/manage\/([A-Za-z0-9_-]{43})\b/;

/** The manage link of the order, as its confirmation mail carries it. */
async function linkOf(server: TestServer, booked: Booked): Promise<{ origin: string; token: string }> {
  const mails = await mailsAbout(server.settings.dataDir, booked);
  const confirmation = mails.find((mail) => /^Bevestiging|^Confirmation/.test(mail.subject));
  const match = confirmation && manageLinkPattern.exec(confirmation.text);
  if (!match?.[1] || !match[2]) throw new Error(`no manage link in the confirmation of order ${booked.orderId}`);
  return { origin: match[1], token: match[2] };
}

const getBooking = (app: FastifyInstance, token: string, hostHeader = host) =>
  app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host: hostHeader } });

const cancel = (app: FastifyInstance, token: string, tripId: number) =>
  app.inject({ method: 'POST', url: `/api/manage/${token}/trips/${tripId}/cancel`, headers: { host } });

const change = (app: FastifyInstance, token: string, tripId: number, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/manage/${token}/trips/${tripId}/change`, headers: { host }, payload: body });

const orderMoney = (app: FastifyInstance, orderId: number) =>
  app.db
    .selectFrom('orders')
    .select(['total_cents', 'refund_reserved_cents', 'refunded_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

const refundsOf = (app: FastifyInstance, orderId: number) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** What the payment provider (the simulator) was asked to refund of the order's payment, oldest first. */
const refundedAtProvider = async (app: FastifyInstance, orderId: number) =>
  (
    await app.db
      .selectFrom('simulator_refunds')
      .innerJoin('orders', 'orders.provider_payment_id', 'simulator_refunds.payment_id')
      .select('simulator_refunds.amount_cents')
      .where('orders.id', '=', orderId)
      .orderBy('simulator_refunds.created_at')
      .execute()
  ).map((row) => row.amount_cents);

const tripRow = (app: FastifyInstance, tripId: number) =>
  app.db.selectFrom('order_trips').selectAll().where('id', '=', tripId).executeTakeFirstOrThrow();

const pickupOf = (datetime: string) => instantOfWallTime(parseTripDatetime(datetime)!);

/** What the server quotes for the Noordlaren ride at that time. */
async function priceAt(app: FastifyInstance, datetime: string): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/trip_request.json',
    headers: { host },
    payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip({ ...noordlaren, datetime }) },
  });
  const cents = amountToCents((response.json() as { amounttopay: string }).amounttopay);
  if (cents === undefined) throw new Error(`no quote for ${datetime}: ${response.body}`);
  return cents;
}

describe.each(dialects)('manage my booking (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A paid order of one trip, and its manage link from the confirmation mail. */
  async function bookedWithLink(overrides: Record<string, unknown> = {}, lang: 'nl' | 'en' = 'nl') {
    const booked = await book(server.app, { trips: [overrides], lang });
    const link = await linkOf(server, booked);
    return { ...booked, tripId: booked.tripIds[0]!, ...link };
  }

  it('opens the booking from the link in the confirmation mail, on the tenant’s host, without caching', async () => {
    const booked = await bookedWithLink({}, 'en');
    expect(booked.origin).toBe('http://localhost:8080');
    const response = await getBooking(server.app, booked.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const reply = response.json() as ManageReply;
    const trip = await tripRow(server.app, booked.tripId);
    expect(reply).toMatchObject({
      reference: `D${booked.klantNr}/${booked.orderId}`,
      lang: 'en',
      orderStatus: 'paid',
      paymentState: 'paid',
      totalCents: 1250,
      paidCents: 1250,
      refundedCents: 0,
      refundPendingCents: 0,
      policy: { cancellationCutoffHours: 24, refund: 'full' },
    });
    expect(reply.trips).toEqual([
      {
        ritNr: booked.tripId,
        datetime: afternoon,
        from: trip.from_text,
        to: trip.to_text,
        passengers: 2,
        vehicleClass: 'sedan',
        flightNumber: '',
        extraInfo: '',
        priceCents: 1250,
        status: 'new',
        driverStep: '',
        driver: null,
        version: new Date(trip.updated_at).toISOString(),
        canCancel: true,
        canChange: true,
        changeableUntil: new Date(pickupOf(afternoon).getTime() - cutoffMs).toISOString(),
        pendingChange: null,
        car: null,
      },
    ]);
    // The database keeps the link's hash only: the token is in the mail, nowhere in the order.
    const order = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', booked.orderId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(order)).not.toContain(booked.token);
    const links = await server.app.db
      .selectFrom('manage_links')
      .selectAll()
      .where('order_id', '=', booked.orderId)
      .execute();
    expect(links.map((link) => link.token_hash)).toEqual([hashOfToken(booked.token)]);
    expect(JSON.stringify(links)).not.toContain(booked.token);
    // The link works until the trip is over: its pickup and the quote's duration.
    expect(Date.parse(reply.validUntil)).toBe(pickupOf(afternoon).getTime() + trip.duration_minutes * 60_000);
  });

  it('answers 404 for an unknown link, a link of another shape, another tenant’s host and an expired link', async () => {
    const booked = await bookedWithLink();
    const unknown = `${booked.token.slice(0, -1)}${booked.token.endsWith('A') ? 'B' : 'A'}`;
    for (const response of [
      await getBooking(server.app, unknown),
      await getBooking(server.app, 'short'),
      await getBooking(server.app, booked.token, 'zakelijk.localhost'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'manageNotFound' });
    }
    expect((await cancel(server.app, unknown, booked.tripId)).json()).toEqual({ error: 'manageNotFound' });
    // Over once the last trip is: picked up more than its duration ago.
    await server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where('id', '=', booked.tripId)
      .execute();
    const expired = await getBooking(server.app, booked.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: 'manageNotFound' });
  });

  it('answers 404 for a trip of another order', async () => {
    const first = await bookedWithLink();
    const second = await bookedWithLink();
    const response = await cancel(server.app, first.token, second.tripId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'manageTripNotFound' });
    expect((await tripRow(server.app, second.tripId)).status).toBe('new');
  });

  it('cancels before the cutoff with a full refund through the provider, in the history, to the desk and by mail', async () => {
    const booked = await bookedWithLink();
    const desk = await listen(server.app);
    const response = await cancel(server.app, booked.token, booked.tripId);
    await desk.stop();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const reply = response.json() as { refund: unknown; booking: ManageReply };
    expect(reply.refund).toEqual({ amountCents: 1250, status: 'pending' });
    expect(reply.booking.trips[0]).toMatchObject({ status: 'canceled', canCancel: false, canChange: false });
    expect(reply.booking).toMatchObject({ refundedCents: 0, refundPendingCents: 1250 });
    expect(await refundsOf(server.app, booked.orderId)).toMatchObject([
      { amount_cents: 1250, idempotency_key: `manage-cancel-${booked.tripId}`, staff_id: null, trip_id: booked.tripId },
    ]);
    expect(desk.events).toContainEqual({
      type: 'tripChanged',
      tripId: booked.tripId,
      orderId: booked.orderId,
      change: 'status',
    });
    const rows = await history(server.app, booked.tripId);
    expect(rows).toContainEqual(
      expect.objectContaining({
        actor: 'customer',
        staff_id: null,
        kind: 'status',
        from_value: 'new',
        to_value: 'canceled',
      }),
    );
    expect(rows).toContainEqual(expect.objectContaining({ actor: 'customer', kind: 'refund', to_value: 'pending' }));
    const [canceled] = await readOutbox(server.settings.dataDir).then((mails) =>
      mails.filter((mail) => mail.subject === `Uw annulering van rit ${booked.tripId} bij Taxi Martini Groningen`),
    );
    expect(canceled?.text).toContain('Uw rit is op uw verzoek geannuleerd.');
    expect(canceled?.text).toContain('U krijgt € 12,50 terug');
    // The provider settles the refund; the page then shows it refunded.
    const order = await findOrderRow(server.app, booked.orderId);
    expect((await postWebhook(server.app, 'simulator', order.provider_payment_id!)).statusCode).toBe(200);
    const after = (await getBooking(server.app, booked.token)).json() as ManageReply;
    expect(after).toMatchObject({ paymentState: 'refunded', refundedCents: 1250, refundPendingCents: 0 });
  });

  it('cancels until the cutoff and not at it: exactly the cutoff before the pickup is too late', async () => {
    const booked = await bookedWithLink();
    const pickup = pickupOf(afternoon).getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(pickup - cutoffMs);
    const atCutoff = await cancel(server.app, booked.token, booked.tripId);
    expect(atCutoff.statusCode).toBe(409);
    expect(atCutoff.json()).toEqual({ error: 'manageTooLate' });
    const shown = (await getBooking(server.app, booked.token)).json() as ManageReply;
    expect(shown.trips[0]).toMatchObject({ canCancel: false, canChange: false, status: 'new' });
    expect(await refundsOf(server.app, booked.orderId)).toEqual([]);

    vi.setSystemTime(pickup - cutoffMs - 1);
    const before = await cancel(server.app, booked.token, booked.tripId);
    vi.useRealTimers();
    expect(before.statusCode).toBe(200);
    expect((await tripRow(server.app, booked.tripId)).status).toBe('canceled');
  });

  it('makes one cancellation and one refund of two cancels at once, and answers a replay as the first', async () => {
    const booked = await bookedWithLink();
    const responses = await Promise.all([
      cancel(server.app, booked.token, booked.tripId),
      cancel(server.app, booked.token, booked.tripId),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const replay = await cancel(server.app, booked.token, booked.tripId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ refund: { amountCents: 1250 } });
    expect(await refundsOf(server.app, booked.orderId)).toHaveLength(1);
    expect((await orderMoney(server.app, booked.orderId)).refund_reserved_cents).toBe(1250);
    const statusRows = (await history(server.app, booked.tripId)).filter((row) => row.kind === 'status');
    expect(statusRows).toHaveLength(1);
    const simulated = await server.app.db
      .selectFrom('simulator_refunds')
      .innerJoin('orders', 'orders.provider_payment_id', 'simulator_refunds.payment_id')
      .select('simulator_refunds.id')
      .where('orders.id', '=', booked.orderId)
      .execute();
    expect(simulated).toHaveLength(1);
  });

  it('quotes a change without making it: the new price first, nothing saved, paid or refunded', async () => {
    const nightPrice = await priceAt(server.app, night);
    const dayPrice = await priceAt(server.app, afternoon);
    const booked = await bookedWithLink({ ...noordlaren, datetime: afternoon });
    const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
    const version = before.trips[0]!.version;
    const dearer = await change(server.app, booked.token, booked.tripId, { version, datetime: night, preview: true });
    expect(dearer.statusCode).toBe(200);
    expect(dearer.json()).toMatchObject({
      outcome: 'quoted',
      oldPriceCents: dayPrice,
      priceCents: nightPrice,
      refund: null,
      pendingChange: null,
    });
    expect((dearer.json() as ManageChangeReply).changed).toEqual(expect.arrayContaining(['datetime', 'price']));
    // Nothing happened: the trip, its version, no change waiting for a payment, no payment, no mail.
    expect(await tripRow(server.app, booked.tripId)).toMatchObject({ datetime: afternoon, price_cents: dayPrice });
    const after = (await getBooking(server.app, booked.token)).json() as ManageReply;
    expect(after.trips[0]).toMatchObject({ version, pendingChange: null });
    const waiting = await server.app.db
      .selectFrom('trip_changes')
      .select('id')
      .where('trip_id', '=', booked.tripId)
      .execute();
    expect(waiting).toEqual([]);
    expect(await refundsOf(server.app, booked.orderId)).toEqual([]);
    const unchanged = await change(server.app, booked.token, booked.tripId, { version, preview: true });
    expect(unchanged.json()).toMatchObject({ outcome: 'unchanged' });
    // The same refusals as the change itself.
    const stale = await change(server.app, booked.token, booked.tripId, {
      version: new Date(0).toISOString(),
      datetime: night,
      preview: true,
    });
    expect(stale.json()).toEqual({ error: 'manageConflict' });
  });

  it('names a booked trip by its own number in the confirmation mail, as the manage page does', async () => {
    // An order before it, so that no trip's number is its place in the cart.
    await book(server.app);
    const booked = await book(server.app, { trips: [{}, { datetime: upcoming(4, '10:00') }], lang: 'en' });
    const link = await linkOf(server, booked);
    const reply = (await getBooking(server.app, link.token)).json() as ManageReply;
    expect(reply.trips.map((each) => each.ritNr)).toEqual(booked.tripIds);
    const confirmation = (await mailsAbout(server.settings.dataDir, booked)).find((mail) =>
      mail.subject.startsWith('Confirmation'),
    );
    for (const ritNr of booked.tripIds) expect(confirmation?.text).toContain(`\nTrip ${ritNr}\nPickup: `);
  });

  it('changes to a lower price at once and refunds the difference', async () => {
    const nightPrice = await priceAt(server.app, night);
    const dayPrice = await priceAt(server.app, afternoon);
    expect(nightPrice).toBeGreaterThan(dayPrice);
    const booked = await bookedWithLink({ ...noordlaren, datetime: night });
    const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
    const response = await change(server.app, booked.token, booked.tripId, {
      version: before.trips[0]!.version,
      datetime: afternoon,
      passengers: 3,
      extraInfo: 'Two suitcases',
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json() as ManageChangeReply;
    expect(reply).toMatchObject({
      outcome: 'applied',
      oldPriceCents: nightPrice,
      priceCents: dayPrice,
      refund: { amountCents: nightPrice - dayPrice, status: 'pending' },
      pendingChange: null,
    });
    expect(reply.changed).toEqual(expect.arrayContaining(['datetime', 'passengers', 'extraInfo', 'price']));
    expect(reply.booking.trips[0]).toMatchObject({
      datetime: afternoon,
      passengers: 3,
      extraInfo: 'Two suitcases',
      priceCents: dayPrice,
    });
    expect(await refundsOf(server.app, booked.orderId)).toMatchObject([
      { amount_cents: nightPrice - dayPrice, staff_id: null },
    ]);
    const edits = (await history(server.app, booked.tripId)).filter(
      (row) => row.kind === 'edit' || row.kind === 'price',
    );
    expect(edits.every((row) => row.actor === 'customer')).toBe(true);
    expect(edits.map((row) => row.field)).toEqual(expect.arrayContaining(['datetime', 'passengers', 'extraInfo']));
    const mails = await readOutbox(server.settings.dataDir);
    const changed = mails.find(
      (mail) => mail.subject === `Uw wijziging van rit ${booked.tripId} bij Taxi Martini Groningen`,
    );
    expect(changed?.text).toContain('Uw wijziging is verwerkt.');
  });

  it('applies a change of the same price at once, without money moving', async () => {
    const booked = await bookedWithLink();
    const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
    const response = await change(server.app, booked.token, booked.tripId, {
      version: before.trips[0]!.version,
      flightNumber: 'KL1234',
      extraInfo: 'Sign with my name',
    });
    expect(response.json()).toMatchObject({ outcome: 'applied', refund: null, pendingChange: null });
    expect(await tripRow(server.app, booked.tripId)).toMatchObject({ extra_info: 'Sign with my name' });
    expect(await refundsOf(server.app, booked.orderId)).toEqual([]);
  });

  describe('after the desk raised a price nobody paid', () => {
    /** A dispatcher (who may not refund) sets the trip's price by hand, with a reason. */
    async function raisePrice(tripId: number, priceCents: number) {
      const dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
      const version = new Date((await tripRow(server.app, tripId)).updated_at).toISOString();
      const edited = await dispatcher.call('PATCH', `/api/admin/trips/${tripId}`, {
        version,
        priceCents,
        priceReason: 'wachttijd',
      });
      expect(edited.json()).toMatchObject({ saved: true });
    }

    it('refunds nothing for a note-only change: the raise is owed, not refundable', async () => {
      for (const raised of [1250 + 500, 100_000]) {
        const booked = await bookedWithLink();
        await raisePrice(booked.tripId, raised);
        const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
        const response = await change(server.app, booked.token, booked.tripId, {
          version: before.trips[0]!.version,
          extraInfo: 'Bel even aan',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ outcome: 'applied', refund: null });
        expect(await refundedAtProvider(server.app, booked.orderId)).toEqual([]);
        expect(await orderMoney(server.app, booked.orderId)).toMatchObject({ refund_reserved_cents: 0 });
        expect(await tripRow(server.app, booked.tripId)).toMatchObject({ status: 'new', paid_cents: 1250 });
      }
    });

    it('refunds only what was paid when the customer cancels the trip', async () => {
      const booked = await bookedWithLink();
      await raisePrice(booked.tripId, 1250 + 500);
      const response = await cancel(server.app, booked.token, booked.tripId);
      expect(response.json()).toMatchObject({ refund: { amountCents: 1250 } });
      expect(await refundedAtProvider(server.app, booked.orderId)).toEqual([1250]);
    });

    it('refunds only the cancelled trip’s paid share of a two-trip order', async () => {
      const booked = await book(server.app, { trips: [{}, { datetime: upcoming(4, '14:00') }] });
      const { token } = await linkOf(server, booked);
      const [first, second] = booked.tripIds as [number, number];
      await raisePrice(first, 100_000);
      const response = await cancel(server.app, token, first);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ refund: { amountCents: 1250 } });
      expect(await refundedAtProvider(server.app, booked.orderId)).toEqual([1250]);
      expect(await tripRow(server.app, second)).toMatchObject({ status: 'new', refund_reserved_cents: 0 });
      // The other trip's own cancel refunds its own share, once.
      expect((await cancel(server.app, token, second)).json()).toMatchObject({ refund: { amountCents: 1250 } });
      expect(await refundedAtProvider(server.app, booked.orderId)).toEqual([1250, 1250]);
    });

    it('refunds a lower price only down from what was paid', async () => {
      const nightPrice = await priceAt(server.app, night);
      const dayPrice = await priceAt(server.app, afternoon);
      const booked = await bookedWithLink({ ...noordlaren, datetime: night });
      await raisePrice(booked.tripId, nightPrice + 10_000);
      const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
      const response = await change(server.app, booked.token, booked.tripId, {
        version: before.trips[0]!.version,
        datetime: afternoon,
      });
      expect(response.json()).toMatchObject({ outcome: 'applied', refund: { amountCents: nightPrice - dayPrice } });
      expect(await refundedAtProvider(server.app, booked.orderId)).toEqual([nightPrice - dayPrice]);
    });
  });

  it('asks a payment of the difference for a higher price and makes the change only once it is paid', async () => {
    const nightPrice = await priceAt(server.app, night);
    const dayPrice = await priceAt(server.app, afternoon);
    const booked = await bookedWithLink({ ...noordlaren, datetime: afternoon });
    const before = (await getBooking(server.app, booked.token)).json() as ManageReply;
    const response = await change(server.app, booked.token, booked.tripId, {
      version: before.trips[0]!.version,
      datetime: night,
    });
    expect(response.statusCode).toBe(200);
    const reply = response.json() as ManageChangeReply;
    expect(reply).toMatchObject({
      outcome: 'paymentRequired',
      oldPriceCents: dayPrice,
      priceCents: nightPrice,
      refund: null,
      pendingChange: { amountCents: nightPrice - dayPrice },
    });
    const paymentId = /\/pay\/simulator\/(sim_[A-Za-z0-9_-]{24})"/.exec(reply.pendingChange!.form)?.[1];
    expect(paymentId).toBeDefined();
    // Not paid yet: the trip is as it was, and the page offers the payment again.
    expect(await tripRow(server.app, booked.tripId)).toMatchObject({ datetime: afternoon, price_cents: dayPrice });
    const waiting = (await getBooking(server.app, booked.token)).json() as ManageReply;
    expect(waiting.trips[0]).toMatchObject({
      datetime: afternoon,
      pendingChange: { id: reply.pendingChange!.id, amountCents: nightPrice - dayPrice },
    });
    const payment = await server.app.db
      .selectFrom('simulator_payments')
      .selectAll()
      .where('id', '=', paymentId!)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ amount_cents: nightPrice - dayPrice, status: 'open' });
    expect(payment.redirect_url).toBe(
      `http://localhost:8080/api/manage/${booked.token}/changes/${reply.pendingChange!.id}/return`,
    );
    // The customer comes back while it is still open: nothing changes.
    const early = await server.app.inject({
      method: 'GET',
      url: new URL(payment.redirect_url).pathname,
      headers: { host },
    });
    expect(early.statusCode).toBe(303);
    expect(early.headers.location).toBe(`/manage/${booked.token}`);
    expect((await tripRow(server.app, booked.tripId)).datetime).toBe(afternoon);

    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', paymentId!)
      .execute();
    const desk = await listen(server.app);
    expect((await postWebhook(server.app, 'simulator', paymentId!)).statusCode).toBe(200);
    await desk.stop();
    expect(await tripRow(server.app, booked.tripId)).toMatchObject({ datetime: night, price_cents: nightPrice });
    expect(desk.events).toContainEqual({
      type: 'tripChanged',
      tripId: booked.tripId,
      orderId: booked.orderId,
      change: 'edit',
    });
    // What may be refunded later is what was paid in all.
    expect((await orderMoney(server.app, booked.orderId)).total_cents).toBe(nightPrice);
    const rows = await history(server.app, booked.tripId);
    expect(rows).toContainEqual(
      expect.objectContaining({ actor: 'customer', kind: 'payment', from_value: 'pending', to_value: 'paid' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        actor: 'customer',
        kind: 'edit',
        field: 'datetime',
        from_value: afternoon,
        to_value: night,
      }),
    );
    // The return and the webhook again change nothing more.
    expect((await postWebhook(server.app, 'simulator', paymentId!)).statusCode).toBe(200);
    await server.app.inject({ method: 'GET', url: new URL(payment.redirect_url).pathname, headers: { host } });
    expect(
      (await history(server.app, booked.tripId)).filter((row) => row.kind === 'edit' && row.field === 'datetime'),
    ).toHaveLength(1);
    const after = (await getBooking(server.app, booked.token)).json() as ManageReply;
    expect(after.trips[0]).toMatchObject({ datetime: night, priceCents: nightPrice, pendingChange: null });
    expect(after).toMatchObject({ totalCents: nightPrice, paidCents: nightPrice });
  });

  /** A paid booking whose trip was changed to the night, the difference paid at the simulator as its own payment. */
  async function paidAndChanged() {
    const booked = await bookedWithLink({ ...noordlaren, datetime: afternoon });
    const version = ((await getBooking(server.app, booked.token)).json() as ManageReply).trips[0]!.version;
    const asked = (
      await change(server.app, booked.token, booked.tripId, { version, datetime: night })
    ).json() as ManageChangeReply;
    const changePaymentId = /\/pay\/simulator\/(sim_[A-Za-z0-9_-]{24})"/.exec(asked.pendingChange!.form)![1]!;
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', changePaymentId)
      .execute();
    expect((await postWebhook(server.app, 'simulator', changePaymentId)).statusCode).toBe(200);
    const order = await findOrderRow(server.app, booked.orderId);
    return {
      ...booked,
      asked,
      firstPaymentId: order.provider_payment_id!,
      changePaymentId,
      totalCents: order.total_cents,
    };
  }
  const simulatorRefunds = (paymentId: string) =>
    server.app.db
      .selectFrom('simulator_refunds')
      .select(['amount_cents', 'status'])
      .where('payment_id', '=', paymentId)
      .execute();

  it('refunds a cancellation after a paid change from both payments, each at most what it paid', async () => {
    const paid = await paidAndChanged();
    const difference = paid.asked.priceCents! - paid.asked.oldPriceCents!;
    expect(paid.totalCents).toBe(paid.asked.priceCents);
    const response = await cancel(server.app, paid.token, paid.tripId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refund: { amountCents: paid.totalCents, status: 'pending' } });
    // The newest payment first, then the first one: the simulator, as a provider, refuses more than a payment's rest.
    expect(await simulatorRefunds(paid.changePaymentId)).toMatchObject([{ amount_cents: difference }]);
    expect(await simulatorRefunds(paid.firstPaymentId)).toMatchObject([{ amount_cents: paid.asked.oldPriceCents }]);
    expect(
      (await refundsOf(server.app, paid.orderId)).map((row) => [row.provider_payment_id, row.amount_cents, row.status]),
    ).toEqual([
      [paid.changePaymentId, difference, 'pending'],
      [paid.firstPaymentId, paid.asked.oldPriceCents, 'pending'],
    ]);
    // A second cancel makes nothing new and answers the same refund.
    const again = await cancel(server.app, paid.token, paid.tripId);
    expect(again.json()).toMatchObject({ refund: { amountCents: paid.totalCents } });
    expect(await refundsOf(server.app, paid.orderId)).toHaveLength(2);
    // The provider settles both: the page shows the whole price refunded.
    await server.app.desk.syncRefunds({ id: paid.orderId, tenant_id: 'demo' });
    const after = (await getBooking(server.app, paid.token)).json() as ManageReply;
    expect(after).toMatchObject({ paymentState: 'refunded', refundedCents: paid.totalCents, refundPendingCents: 0 });
  });

  it('drops a higher-priced change whose payment failed, and applies a paid one on the customer’s return', async () => {
    const booked = await bookedWithLink({ ...noordlaren, datetime: afternoon });
    const ask = async () => {
      const version = ((await getBooking(server.app, booked.token)).json() as ManageReply).trips[0]!.version;
      const reply = (
        await change(server.app, booked.token, booked.tripId, { version, datetime: night })
      ).json() as ManageChangeReply;
      const id = /\/pay\/simulator\/(sim_[A-Za-z0-9_-]{24})"/.exec(reply.pendingChange!.form)![1]!;
      return { changeId: reply.pendingChange!.id, paymentId: id };
    };
    const failed = await ask();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'failed' })
      .where('id', '=', failed.paymentId)
      .execute();
    await postWebhook(server.app, 'simulator', failed.paymentId);
    expect((await tripRow(server.app, booked.tripId)).datetime).toBe(afternoon);
    expect(((await getBooking(server.app, booked.token)).json() as ManageReply).trips[0]!.pendingChange).toBeNull();

    const paid = await ask();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', paid.paymentId)
      .execute();
    const back = await server.app.inject({
      method: 'GET',
      url: `/api/manage/${booked.token}/changes/${paid.changeId}/return`,
      headers: { host },
    });
    expect(back.statusCode).toBe(303);
    expect((await tripRow(server.app, booked.tripId)).datetime).toBe(night);
  });

  it('refuses a change made on an old version, and leaves a paid change of a trip changed since for the operator', async () => {
    const booked = await bookedWithLink({ ...noordlaren, datetime: afternoon });
    const version = ((await getBooking(server.app, booked.token)).json() as ManageReply).trips[0]!.version;
    const asked = (
      await change(server.app, booked.token, booked.tripId, { version, datetime: night })
    ).json() as ManageChangeReply;
    const paymentId = /\/pay\/simulator\/(sim_[A-Za-z0-9_-]{24})"/.exec(asked.pendingChange!.form)![1]!;
    const first = await change(server.app, booked.token, booked.tripId, { version, extraInfo: 'Child seat' });
    expect(first.json()).toMatchObject({ outcome: 'applied' });
    const stale = await change(server.app, booked.token, booked.tripId, { version, passengers: 4 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'manageConflict' });
    // The earlier change's payment is paid after all: the trip is not changed behind the customer's newer change.
    await server.app.db.updateTable('simulator_payments').set({ status: 'paid' }).where('id', '=', paymentId).execute();
    expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
    expect(await tripRow(server.app, booked.tripId)).toMatchObject({ datetime: afternoon, extra_info: 'Child seat' });
    const left = await server.app.db
      .selectFrom('trip_changes')
      .select('status')
      .where('id', '=', asked.pendingChange!.id)
      .executeTakeFirstOrThrow();
    expect(left.status).toBe('unapplied');
    // The money came in all the same: it counts towards what may be refunded.
    expect((await orderMoney(server.app, booked.orderId)).total_cents).toBe(asked.priceCents);
  });

  it('manages a booking on account of a tenant that hides prices: no prices, no refund, any price at once', async () => {
    await createAccount(server.app, { username: 'karin', password: 'Karin-wachtwoord-1' });
    const cookie = await logIn(server.app, 'karin', 'Karin-wachtwoord-1');
    const { response, reply } = await checkOut(
      server.app,
      {
        ...cart(),
        person: {},
        agreeTerms: false,
        trips: [trip({ ...noordlaren, datetime: afternoon }), trip({ datetime: afternoon, extraTripInfo: 'second' })],
      },
      { host: zakelijk, cookie },
    );
    expect(response.statusCode).toBe(200);
    const booked = { orderId: reply.orderId!, klantNr: reply.klantNr!, tripIds: [] };
    const { origin, token } = await linkOf(server, booked);
    // Placed from a page on another tenant's host: the link is on this tenant's own host all the same.
    expect(new URL(origin).hostname).toBe(zakelijk);
    // The link is the zakelijk tenant's: the demo tenant's host does not know it.
    expect((await getBooking(server.app, token)).statusCode).toBe(404);
    const read = await getBooking(server.app, token, zakelijk);
    const booking = read.json() as ManageReply;
    expect(booking).toMatchObject({
      orderStatus: 'booked',
      paymentState: 'on_account',
      totalCents: null,
      paidCents: 0,
      policy: { cancellationCutoffHours: 2, refund: 'full' },
    });
    expect(booking.trips.map((each) => each.priceCents)).toEqual([null, null]);
    const [first, second] = booking.trips as [ManageTrip, ManageTrip];

    const changed = await server.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/trips/${first.ritNr}/change`,
      headers: { host: zakelijk },
      payload: { version: first.version, datetime: night },
    });
    expect(changed.json()).toMatchObject({
      outcome: 'applied',
      oldPriceCents: null,
      priceCents: null,
      changed: ['datetime'],
      refund: null,
      pendingChange: null,
    });
    expect((await tripRow(server.app, first.ritNr)).datetime).toBe(night);

    const canceled = await server.app.inject({
      method: 'POST',
      url: `/api/manage/${token}/trips/${second.ritNr}/cancel`,
      headers: { host: zakelijk },
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ refund: null });
    expect((await tripRow(server.app, second.ritNr)).status).toBe('canceled');
    expect(await refundsOf(server.app, booked.orderId)).toEqual([]);
  });

  it('changes only while the old and the new pickup are after the cutoff', async () => {
    const booked = await bookedWithLink();
    const version = ((await getBooking(server.app, booked.token)).json() as ManageReply).trips[0]!.version;
    const noon = afternoon.replace('14:00', '12:00');
    vi.useFakeTimers({ toFake: ['Date'] });
    // The new pickup exactly the cutoff away is too late; a minute earlier it is not.
    vi.setSystemTime(pickupOf(noon).getTime() - cutoffMs);
    const atCutoff = await change(server.app, booked.token, booked.tripId, { version, datetime: noon });
    expect(atCutoff.statusCode).toBe(409);
    expect(atCutoff.json()).toEqual({ error: 'manageTooLate' });
    vi.setSystemTime(pickupOf(noon).getTime() - cutoffMs - 60_000);
    const justBefore = await change(server.app, booked.token, booked.tripId, { version, datetime: noon });
    expect(justBefore.statusCode).toBe(200);
    expect(justBefore.json()).toMatchObject({ outcome: 'applied' });
    // Now the old pickup is the cutoff away: nothing may change any more.
    const moved = await tripRow(server.app, booked.tripId);
    vi.setSystemTime(pickupOf(noon).getTime() - cutoffMs);
    const late = await change(server.app, booked.token, booked.tripId, {
      version: new Date(moved.updated_at).toISOString(),
      extraInfo: 'Too late',
    });
    vi.useRealTimers();
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'manageTooLate' });
    expect((await tripRow(server.app, booked.tripId)).extra_info).toBe('');
  });
});
