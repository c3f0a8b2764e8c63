import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManageChangeReply, ManageReply } from '#common/contracts/manage.ts';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { newManageToken } from '../../src/modules/orders/manage-link.ts';
import { findOrderRow, postWebhook } from '../support/checkout.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, stationGroningen, stop, upcoming } from '../support/trips.ts';
import { bookOne, deskActors } from './support.ts';

const host = 'localhost:8080';
/** A ride long enough that the night surcharge shows in its price. */
const noordlaren = { tour: [stop(lageweg), stop(stationGroningen)] };

let keys = 0;
const key = () => `split-key-${++keys}-${Date.now()}`;

const refundRows = (app: FastifyInstance, orderId: number) =>
  app.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** What the simulator, as the provider, refunded of each payment (refused refunds are never made). */
async function refundedByPayment(app: FastifyInstance, paymentIds: string[]) {
  const rows = await app.db
    .selectFrom('simulator_refunds')
    .select(['payment_id', 'amount_cents', 'status'])
    .where('payment_id', 'in', paymentIds)
    .execute();
  return Object.fromEntries(
    paymentIds.map((id) => [
      id,
      rows
        .filter((row) => row.payment_id === id && row.status !== 'failed')
        .reduce((sum, row) => sum + row.amount_cents, 0),
    ]),
  );
}

describe.each(dialects)('the desk: refunds of an order paid in more than one payment (%s)', (dialect) => {
  let server: TestServer;
  let admin: DeskActor;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    ({ admin } = await deskActors(server.app));
  });
  afterAll(() => server.close());

  /**
   * A paid booking whose customer asked on the manage page for a dearer pickup (the night), paid as a second payment.
   * With `unapplied`, the customer changed the trip otherwise before paying: the money came in, the change was not
   * made (docs/decisions/022-manage-booking.md).
   */
  async function paidAndChanged({ unapplied = false } = {}) {
    const booked = await bookOne(server.app, { ...noordlaren, datetime: upcoming(3, '14:00') });
    const order = await findOrderRow(server.app, booked.orderId);
    const token = await newManageToken(server.app.db, order, new Date());
    const version = (
      (await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } })).json() as ManageReply
    ).trips[0]!.version;
    const change = (body: Record<string, unknown>) =>
      server.app.inject({
        method: 'POST',
        url: `/api/manage/${token}/trips/${booked.tripId}/change`,
        headers: { host },
        payload: { version, ...body },
      });
    const asked = (await change({ datetime: upcoming(3, '00:30') })).json() as ManageChangeReply;
    expect(asked.outcome).toBe('paymentRequired');
    if (unapplied) expect((await change({ extraInfo: 'Child seat' })).json()).toMatchObject({ outcome: 'applied' });
    const { provider_payment_id: changePaymentId } = await server.app.db
      .selectFrom('trip_changes')
      .select('provider_payment_id')
      .where('id', '=', asked.pendingChange!.id)
      .executeTakeFirstOrThrow();
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', changePaymentId!)
      .execute();
    expect((await postWebhook(server.app, 'simulator', changePaymentId!)).statusCode).toBe(200);
    const { status } = await server.app.db
      .selectFrom('trip_changes')
      .select('status')
      .where('id', '=', asked.pendingChange!.id)
      .executeTakeFirstOrThrow();
    expect(status).toBe(unapplied ? 'unapplied' : 'applied');
    const firstCents = asked.oldPriceCents!;
    const differenceCents = asked.priceCents! - firstCents;
    expect((await findOrderRow(server.app, booked.orderId)).total_cents).toBe(firstCents + differenceCents);
    return {
      ...booked,
      firstPaymentId: order.provider_payment_id!,
      changePaymentId: changePaymentId!,
      firstCents,
      differenceCents,
      totalCents: firstCents + differenceCents,
    };
  }

  it('refunds everything paid as one refund per payment, newest first, and a replay of its key makes nothing new', async () => {
    const paid = await paidAndChanged();
    const idempotencyKey = key();
    const made = await server.app.desk.refund(
      admin,
      { tripId: paid.tripId },
      { amountCents: paid.totalCents, idempotencyKey, reason: 'cancelled by phone' },
    );
    expect(made).toMatchObject({
      ok: true,
      refund: { amountCents: paid.totalCents, status: 'pending', accepted: true, failure: null },
      remainingCents: 0,
    });
    if (!made.ok) return;
    expect(made.parts.map((part) => [part.providerPaymentId, part.amountCents])).toEqual([
      [paid.changePaymentId, paid.differenceCents],
      [paid.firstPaymentId, paid.firstCents],
    ]);
    expect(await refundedByPayment(server.app, [paid.changePaymentId, paid.firstPaymentId])).toEqual({
      [paid.changePaymentId]: paid.differenceCents,
      [paid.firstPaymentId]: paid.firstCents,
    });
    // The desk's refunds table lists each part: each is a refund of its own at the provider, settled on its own.
    const detail = await server.app.desk.getTrip(admin, paid.tripId);
    expect(detail?.refunds.map((refund) => refund.amountCents)).toEqual([paid.differenceCents, paid.firstCents]);

    const replay = await server.app.desk.refund(
      admin,
      { tripId: paid.tripId },
      { amountCents: paid.totalCents, idempotencyKey, reason: 'cancelled by phone' },
    );
    expect(replay).toMatchObject({ ok: true, refund: { id: made.refund.id, amountCents: paid.totalCents } });
    expect(await refundRows(server.app, paid.orderId)).toHaveLength(2);
    expect(await refundedByPayment(server.app, [paid.changePaymentId, paid.firstPaymentId])).toEqual({
      [paid.changePaymentId]: paid.differenceCents,
      [paid.firstPaymentId]: paid.firstCents,
    });

    expect(await server.app.desk.fetchPaymentStatus(admin, paid.orderId)).toMatchObject({
      ok: true,
      paymentState: 'refunded',
      remainingCents: 0,
    });
    expect(await findOrderRow(server.app, paid.orderId)).toMatchObject({ refunded_cents: paid.totalCents });
  });

  it('never takes more of a payment than it paid when two staff members refund at once', async () => {
    const paid = await paidAndChanged();
    const half = Math.floor(paid.totalCents / 2);
    const results = await Promise.all(
      [key(), key()].map((idempotencyKey) =>
        server.app.desk.refund(admin, { orderId: paid.orderId }, { amountCents: half, idempotencyKey, reason: '' }),
      ),
    );
    expect(results.map((result) => result.ok && result.refund.status)).toEqual(['pending', 'pending']);
    const rows = await refundRows(server.app, paid.orderId);
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    const byPayment = await refundedByPayment(server.app, [paid.changePaymentId, paid.firstPaymentId]);
    expect(byPayment[paid.changePaymentId]).toBeLessThanOrEqual(paid.differenceCents);
    expect(byPayment[paid.firstPaymentId]).toBeLessThanOrEqual(paid.firstCents);
    expect(byPayment[paid.changePaymentId]! + byPayment[paid.firstPaymentId]!).toBe(2 * half);
    expect((await findOrderRow(server.app, paid.orderId)).refund_reserved_cents).toBe(2 * half);
  });

  it('makes one split refund of a double click', async () => {
    const paid = await paidAndChanged();
    const idempotencyKey = key();
    const results = await Promise.all(
      [0, 1].map(() =>
        server.app.desk.refund(
          admin,
          { orderId: paid.orderId },
          { amountCents: paid.totalCents, idempotencyKey, reason: '' },
        ),
      ),
    );
    expect(results).toMatchObject([
      { ok: true, refund: { amountCents: paid.totalCents } },
      { ok: true, refund: { amountCents: paid.totalCents } },
    ]);
    expect(await refundRows(server.app, paid.orderId)).toHaveLength(2);
    expect((await findOrderRow(server.app, paid.orderId)).refund_reserved_cents).toBe(paid.totalCents);
  });

  it('refunds the payment of a change that was paid but not made from that payment', async () => {
    const paid = await paidAndChanged({ unapplied: true });
    const made = await server.app.desk.refund(
      admin,
      { tripId: paid.tripId },
      { amountCents: paid.differenceCents, idempotencyKey: key(), reason: 'change not made' },
    );
    expect(made).toMatchObject({
      ok: true,
      refund: { amountCents: paid.differenceCents, status: 'pending', providerPaymentId: paid.changePaymentId },
      remainingCents: paid.firstCents,
    });
    expect(await refundedByPayment(server.app, [paid.changePaymentId, paid.firstPaymentId])).toEqual({
      [paid.changePaymentId]: paid.differenceCents,
      [paid.firstPaymentId]: 0,
    });
  });

  it('refunds an order of one payment against that payment, as before', async () => {
    const booked = await bookOne(server.app);
    const order = await findOrderRow(server.app, booked.orderId);
    const made = await server.app.desk.refund(
      admin,
      { orderId: booked.orderId },
      { amountCents: 300, idempotencyKey: key(), reason: '' },
    );
    expect(made).toMatchObject({
      ok: true,
      refund: { amountCents: 300, providerPaymentId: order.provider_payment_id },
    });
    expect(made.ok && made.parts).toHaveLength(1);
  });
});
