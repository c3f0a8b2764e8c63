import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { simulatorFailingRefundCents } from '../../src/modules/payments/providers/simulator.ts';
import { waitForMail } from '../support/accounts.ts';
import { postWebhook } from '../support/checkout.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';
import { book, bookOne, deskActors, history } from './support.ts';

/** What the order's amounts are now. */
const orderMoney = (server: TestServer, orderId: number) =>
  server.app.db
    .selectFrom('orders')
    .select(['status', 'total_cents', 'refund_reserved_cents', 'refunded_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

let keys = 0;
const key = () => `refund-key-${++keys}-${Date.now()}`;

describe.each(dialects)('the desk: refunds (%s)', (dialect) => {
  let server: TestServer;
  let admin: DeskActor;
  let secondAdmin: DeskActor;
  let dispatcher: DeskActor;
  let otherTenantAdmin: DeskActor;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    ({ admin, secondAdmin, dispatcher, otherTenantAdmin } = await deskActors(server.app));
  });
  afterAll(() => server.close());

  it('refunds part of a paid order, then the rest, and follows each to refunded (partially refunded, refunded)', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const first = await server.app.desk.refund(
      admin,
      { tripId },
      { amountCents: 250, idempotencyKey: key(), reason: 'late' },
    );
    expect(first).toMatchObject({
      ok: true,
      refund: { amountCents: 250, status: 'pending', accepted: true, tripId, reason: 'late', staffId: admin.staffId },
      paymentState: 'paid',
      remainingCents: 1000,
    });
    expect(await server.app.desk.fetchPaymentStatus(admin, orderId)).toEqual({
      ok: true,
      orderStatus: 'paid',
      paymentState: 'partially_refunded',
      remainingCents: 1000,
      known: true,
    });
    const rest = await server.app.desk.refund(
      admin,
      { orderId },
      { amountCents: 1000, idempotencyKey: key(), reason: '' },
    );
    expect(rest).toMatchObject({ ok: true, remainingCents: 0 });
    // Mollie calls the payment's webhook when a refund changes: the webhook settles the refunds too.
    const order = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect((await postWebhook(server.app, 'simulator', order.provider_payment_id!)).statusCode).toBe(200);
    expect(await orderMoney(server, orderId)).toEqual({
      status: 'paid',
      total_cents: 1250,
      refund_reserved_cents: 1250,
      refunded_cents: 1250,
    });
    expect((await server.app.desk.getTrip(admin, tripId))?.order.paymentState).toBe('refunded');
    const refunds = (await history(server.app, tripId)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.actor, row.from_value, row.to_value])).toEqual([
      ['staff', null, 'pending'],
      ['system', 'pending', 'refunded'],
      ['staff', null, 'pending'],
      ['system', 'pending', 'refunded'],
    ]);
    expect(
      await server.app.desk.refund(admin, { orderId }, { amountCents: 1, idempotencyKey: key(), reason: '' }),
    ).toEqual({ ok: false, error: 'amountTooHigh', remainingCents: 0 });
  });

  it('makes one refund of a double click: the same key is the same refund', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const same = key();
    const results = await Promise.all([
      server.app.desk.refund(admin, { tripId }, { amountCents: 500, idempotencyKey: same, reason: 'double' }),
      server.app.desk.refund(admin, { tripId }, { amountCents: 500, idempotencyKey: same, reason: 'double' }),
    ]);
    expect(results.map((result) => result.ok)).toEqual([true, true]);
    const ids = results.map((result) => (result.ok ? result.refund.id : 0));
    expect(ids[0]).toBe(ids[1]);
    expect(
      await server.app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
    expect((await orderMoney(server, orderId)).refund_reserved_cents).toBe(500);
    const simulated = await server.app.db
      .selectFrom('simulator_refunds')
      .innerJoin('orders', 'orders.provider_payment_id', 'simulator_refunds.payment_id')
      .select('simulator_refunds.id')
      .where('orders.id', '=', orderId)
      .execute();
    expect(simulated).toHaveLength(1);
    // The key of another order's refund is not this one's.
    const other = await bookOne(server.app);
    expect(
      await server.app.desk.refund(
        admin,
        { tripId: other.tripId },
        { amountCents: 100, idempotencyKey: same, reason: '' },
      ),
    ).toEqual({ ok: false, error: 'idempotencyKeyReused' });
  });

  it('never refunds more than was paid when two staff members refund at once with different keys', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const results = await Promise.all([
      server.app.desk.refund(admin, { tripId }, { amountCents: 800, idempotencyKey: key(), reason: 'a' }),
      server.app.desk.refund(secondAdmin, { orderId }, { amountCents: 800, idempotencyKey: key(), reason: 'b' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: 'amountTooHigh', remainingCents: 450 },
    ]);
    expect(await orderMoney(server, orderId)).toMatchObject({ refund_reserved_cents: 800 });
    expect(
      await server.app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute(),
    ).toHaveLength(1);
  });

  it('gives a failed refund’s amount back, so it can be refunded again, never lost nor doubled', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const failing = await server.app.desk.refund(
      admin,
      { tripId },
      { amountCents: simulatorFailingRefundCents, idempotencyKey: key(), reason: 'try' },
    );
    expect(failing).toMatchObject({ ok: true, refund: { status: 'pending' }, remainingCents: 1250 - 666 });
    expect(await server.app.desk.fetchPaymentStatus(dispatcher, orderId)).toMatchObject({
      ok: true,
      paymentState: 'paid',
      remainingCents: 1250,
    });
    expect(await orderMoney(server, orderId)).toMatchObject({ refund_reserved_cents: 0, refunded_cents: 0 });
    const detail = await server.app.desk.getTrip(admin, tripId);
    expect(detail?.refunds).toEqual([
      expect.objectContaining({ status: 'failed', amountCents: 666, failure: expect.any(String) }),
    ]);
    const retry = await server.app.desk.refund(
      admin,
      { tripId },
      { amountCents: 1250, idempotencyKey: key(), reason: 'retry' },
    );
    expect(retry).toMatchObject({ ok: true, remainingCents: 0 });
    await server.app.desk.fetchPaymentStatus(admin, orderId);
    expect(await orderMoney(server, orderId)).toMatchObject({ refund_reserved_cents: 1250, refunded_cents: 1250 });
  });

  it('refuses a dispatcher’s refund, another tenant’s order, an unpaid order, and amounts that are no amounts', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const request = { amountCents: 100, idempotencyKey: key(), reason: '' };
    expect(await server.app.desk.refund(dispatcher, { tripId }, request)).toEqual({ ok: false, error: 'forbidden' });
    expect(await server.app.desk.cancelTrip(dispatcher, tripId, { reason: 'x', refund: request })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect((await server.app.desk.getTrip(admin, tripId))?.trip.status).toBe('new');
    expect(await server.app.desk.refund(otherTenantAdmin, { orderId }, request)).toEqual({
      ok: false,
      error: 'notFound',
    });
    for (const amountCents of [0, -5, 1.5])
      expect(await server.app.desk.refund(admin, { orderId }, { ...request, amountCents })).toEqual({
        ok: false,
        error: 'invalidAmount',
      });
    expect(await server.app.desk.refund(admin, { orderId }, { ...request, idempotencyKey: 'short' })).toEqual({
      ok: false,
      error: 'invalidKey',
    });
    const unpaid = await book(server.app, { paid: false });
    expect(await server.app.desk.refund(admin, { orderId: unpaid.orderId }, request)).toEqual({
      ok: false,
      error: 'notRefundable',
    });
  });

  it('cancels a paid trip with a refund, and tells the customer the amount', async () => {
    const { tripId, orderId } = await bookOne(server.app, { datetime: upcoming(5, '10:00') }, 'en');
    const result = await server.app.desk.cancelTrip(admin, tripId, {
      reason: 'vehicle broke down',
      refund: { amountCents: 1250, idempotencyKey: key() },
    });
    expect(result).toMatchObject({ ok: true, from: 'new', refund: { ok: true, refund: { amountCents: 1250 } } });
    const [mail] = await waitForMail(
      server.settings.dataDir,
      (each) => each.subject === `Trip ${tripId} cancelled by Taxi Martini Groningen`,
    );
    expect(mail?.text).toContain('We are refunding € 12,50');
    await server.app.desk.fetchPaymentStatus(admin, orderId);
    expect((await server.app.desk.getTrip(admin, tripId))?.order.paymentState).toBe('refunded');
  });

  it('leaves the trip cancelled when its refund fails', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    const result = await server.app.desk.cancelTrip(admin, tripId, {
      reason: 'x',
      refund: { amountCents: simulatorFailingRefundCents, idempotencyKey: key() },
    });
    expect(result).toMatchObject({ ok: true });
    await server.app.desk.fetchPaymentStatus(admin, orderId);
    const detail = await server.app.desk.getTrip(admin, tripId);
    expect(detail?.trip.status).toBe('canceled');
    expect(detail?.refunds.map((each) => each.status)).toEqual(['failed']);
    expect(detail?.order.remainingCents).toBe(1250);
  });

  it('settles an order left pending by a lost webhook when the desk fetches its status', async () => {
    const { tripIds, orderId } = await book(server.app, { paid: false });
    const order = await server.app.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', order.provider_payment_id!)
      .execute();
    expect((await server.app.desk.getTrip(admin, tripIds[0]!))?.order.paymentState).toBe('pending');
    expect(await server.app.desk.fetchPaymentStatus(dispatcher, orderId)).toMatchObject({
      ok: true,
      orderStatus: 'paid',
      paymentState: 'paid',
      known: true,
    });
  });
});
