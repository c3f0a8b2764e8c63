import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { newManageToken } from '../../src/modules/orders/manage-link.ts';
import type { ManageChangeReply, ManageReply } from '#common/contracts/manage.ts';
import { deskActors, quotedTrip } from '../desk/support.ts';
import { cartOf, checkOut, findOrderRow, postWebhook } from '../support/checkout.ts';
import { lageweg, stationGroningen, stop, upcoming } from '../support/trips.ts';
import { dialects, type TestServer } from '../support/test-server.ts';
import { mollieStandIn } from './stand-ins.ts';
import { startServerPayingThroughMollie } from './mollie-server.ts';

describe.each(dialects)('desk refunds through Mollie (against a stand-in of its API) (%s)', (dialect) => {
  const standIn = mollieStandIn();
  let server: TestServer;
  let admin: DeskActor;
  let orders = 0;
  let mollie: Awaited<ReturnType<typeof startServerPayingThroughMollie>> | undefined;

  beforeAll(async () => {
    mollie = await startServerPayingThroughMollie(standIn, dialect);
    server = mollie.server;
    ({ admin } = await deskActors(server.app));
  });
  afterAll(() => mollie?.close());
  beforeEach(() => {
    delete standIn.next.error;
  });

  /** An order paid at the stand-in and settled by Mollie's webhook. */
  async function paidOrder() {
    const { reply } = await checkOut(server.app, cartOf(`mollie refund ${++orders}`));
    const order = await findOrderRow(server.app, reply.orderId!);
    const payment = standIn.payments.get(order.provider_payment_id!)!;
    payment.status = 'paid';
    expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(200);
    return { orderId: order.id, paymentId: payment.id };
  }
  const tripOf = async (orderId: number) =>
    (
      await server.app.db
        .selectFrom('order_trips')
        .select('id')
        .where('order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
  const refundPosts = (paymentId: string) =>
    standIn.requests.filter(
      (request) => request.method === 'POST' && request.url === `/v2/payments/${paymentId}/refunds`,
    );

  it('refunds through Mollie and settles the refund from the payment’s webhook', async () => {
    const { orderId, paymentId } = await paidOrder();
    const result = await server.app.desk.refund(
      admin,
      { orderId },
      { amountCents: 500, idempotencyKey: 'mollie-key-1', reason: 'late' },
    );
    expect(result).toMatchObject({ ok: true, refund: { status: 'pending', accepted: true }, remainingCents: 750 });
    expect(refundPosts(paymentId).map((request) => request.headers['idempotency-key'])).toEqual(['demo:mollie-key-1']);
    [...standIn.refunds.values()].find((refund) => refund.paymentId === paymentId)!.status = 'refunded';
    expect((await postWebhook(server.app, 'mollie', paymentId)).statusCode).toBe(200);
    expect(await findOrderRow(server.app, orderId)).toMatchObject({ refunded_cents: 500, refund_reserved_cents: 500 });
  });

  it('fails a refund Mollie refuses and gives its amount back', async () => {
    const { orderId } = await paidOrder();
    standIn.next.error = { status: 422, title: 'Unprocessable Entity', detail: 'The amount is higher than allowed' };
    const result = await server.app.desk.refund(
      admin,
      { orderId },
      { amountCents: 500, idempotencyKey: 'mollie-key-2', reason: '' },
    );
    expect(result).toMatchObject({
      ok: true,
      refund: { status: 'failed', failure: 'The amount is higher than allowed' },
      remainingCents: 1250,
    });
  });

  it('sends a refund again with the same key when Mollie failed to answer, so it is made once', async () => {
    const { orderId, paymentId } = await paidOrder();
    standIn.next.error = { status: 500, title: 'Internal Server Error', detail: 'Something went wrong' };
    const result = await server.app.desk.refund(
      admin,
      { orderId },
      { amountCents: 300, idempotencyKey: 'mollie-key-3', reason: '' },
    );
    // Maybe made, maybe not: it stays pending, its amount reserved, and is not refunded twice.
    expect(result).toMatchObject({ ok: true, refund: { status: 'pending', accepted: false }, remainingCents: 950 });
    delete standIn.next.error;
    expect((await postWebhook(server.app, 'mollie', paymentId)).statusCode).toBe(200);
    const keys = new Set(refundPosts(paymentId).map((request) => request.headers['idempotency-key']));
    expect(keys).toEqual(new Set(['demo:mollie-key-3']));
    expect([...standIn.refunds.values()].filter((refund) => refund.paymentId === paymentId)).toHaveLength(1);
    expect((await server.app.desk.getTrip(admin, await tripOf(orderId)))?.refunds).toEqual([
      expect.objectContaining({ status: 'pending', accepted: true }),
    ]);
  });

  /**
   * An order paid at the stand-in whose trip the customer then changed to a dearer one on the manage page, the
   * difference paid as a second payment: the order's total is both payments.
   */
  async function paidAndChanged(remarks: string) {
    const ride = { tour: [stop(lageweg), stop(stationGroningen)] };
    const afternoon = await quotedTrip(server.app, { ...ride, datetime: upcoming(3, '14:00') });
    const { reply } = await checkOut(server.app, cartOf(remarks, { trips: [afternoon] }));
    const order = await findOrderRow(server.app, reply.orderId!);
    standIn.payments.get(order.provider_payment_id!)!.status = 'paid';
    expect((await postWebhook(server.app, 'mollie', order.provider_payment_id!)).statusCode).toBe(200);
    const tripId = await tripOf(order.id);
    const token = await newManageToken(server.app.db, order, new Date());
    const headers = { host: 'localhost:8080' };
    const booking = (
      await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers })
    ).json() as ManageReply;
    const asked = (
      await server.app.inject({
        method: 'POST',
        url: `/api/manage/${token}/trips/${tripId}/change`,
        headers,
        payload: { version: booking.trips[0]!.version, datetime: upcoming(3, '00:30') },
      })
    ).json() as ManageChangeReply;
    expect(asked.outcome).toBe('paymentRequired');
    const change = await server.app.db
      .selectFrom('trip_changes')
      .selectAll()
      .where('id', '=', asked.pendingChange!.id)
      .executeTakeFirstOrThrow();
    standIn.payments.get(change.provider_payment_id!)!.status = 'paid';
    expect((await postWebhook(server.app, 'mollie', change.provider_payment_id!)).statusCode).toBe(200);
    const paid = await findOrderRow(server.app, order.id);
    expect(paid.total_cents).toBe(asked.priceCents);
    return {
      orderId: order.id,
      tripId,
      token,
      firstPaymentId: order.provider_payment_id!,
      changePaymentId: change.provider_payment_id!,
      firstCents: asked.oldPriceCents!,
      differenceCents: asked.priceCents! - asked.oldPriceCents!,
      totalCents: paid.total_cents,
    };
  }
  const refundedAmounts = (paymentId: string) =>
    [...standIn.refunds.values()]
      .filter((refund) => refund.paymentId === paymentId)
      .map((refund) => Math.round(Number(refund.amount.value) * 100));

  it('refunds a cancellation after a paid change from both payments, which Mollie accepts', async () => {
    const paid = await paidAndChanged('mollie change and cancel');
    const canceled = await server.app.inject({
      method: 'POST',
      url: `/api/manage/${paid.token}/trips/${paid.tripId}/cancel`,
      headers: { host: 'localhost:8080' },
    });
    expect(canceled.statusCode).toBe(200);
    // The customer sees one refund of what the trip cost in all.
    expect(canceled.json()).toMatchObject({ refund: { amountCents: paid.totalCents, status: 'pending' } });
    expect(refundedAmounts(paid.changePaymentId)).toEqual([paid.differenceCents]);
    expect(refundedAmounts(paid.firstPaymentId)).toEqual([paid.firstCents]);
    const rows = await server.app.db
      .selectFrom('refunds')
      .selectAll()
      .where('order_id', '=', paid.orderId)
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.provider_payment_id, row.amount_cents, row.status])).toEqual([
      [paid.changePaymentId, paid.differenceCents, 'pending'],
      [paid.firstPaymentId, paid.firstCents, 'pending'],
    ]);
    expect(rows.every((row) => row.provider_refund_id !== null)).toBe(true);
    // Mollie pays both out and calls each payment's webhook: the order is refunded in full.
    for (const refund of standIn.refunds.values())
      if (refund.paymentId === paid.firstPaymentId || refund.paymentId === paid.changePaymentId)
        refund.status = 'refunded';
    expect((await postWebhook(server.app, 'mollie', paid.changePaymentId)).statusCode).toBe(200);
    expect((await postWebhook(server.app, 'mollie', paid.firstPaymentId)).statusCode).toBe(200);
    expect(await findOrderRow(server.app, paid.orderId)).toMatchObject({
      refunded_cents: paid.totalCents,
      refund_reserved_cents: paid.totalCents,
    });
    const detail = await server.app.desk.getTrip(admin, paid.tripId);
    expect(detail?.order.paymentState).toBe('refunded');
  });
});
