import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripReplySchema, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { newManageToken } from '../../src/modules/orders/manage-link.ts';
import { deskActors } from '../desk/support.ts';
import { cartOf, checkOut, findOrderRow, postWebhook } from '../support/checkout.ts';
import { loggedInStaff } from '../support/desk.ts';
import { pdfText } from '../support/invoices.ts';
import { herestraat, stationGroningen, upcoming } from '../support/trips.ts';
import { dialects, type TestServer } from '../support/test-server.ts';
import { mollieStandIn, mollieTestApiKey } from './stand-ins.ts';
import { paidThenRaised, startServerPayingThroughMollie } from './mollie-server.ts';

/** The link webhook Mollie calls for the order (what it posts is never trusted). */
const linkWebhook = (server: TestServer, orderId: number, id: string) =>
  server.app.inject({
    method: 'POST',
    url: `/api/payments/link-webhook/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

let calls = 0;
const phoneTrip = (): NewTripRequest => ({
  lang: 'nl',
  caller: { name: `Beller link ${++calls}`, phone: '06-20110866', email: `link${calls}@example.nl` },
  passenger: null,
  trip: {
    datetime: upcoming(4, '10:30'),
    fromPlaceId: herestraat.id,
    toPlaceId: stationGroningen.id,
    flightNumber: '',
    extraInfo: `link ${calls}`,
    fields: { passengerCount: 2, vehicleClass: 'sedan' },
  },
  payment: 'link',
  accountId: null,
});

/**
 * A payment link is not a payment: Mollie refunds only the payment (`tr_…`) a paid link made, and refuses a link's id
 * (docs/decisions/048-owed-and-refund-follow-up.md). Every refund here must reach the stand-in against that payment,
 * and the receipt names the method it was paid by (docs/decisions/051-receipts.md).
 */
describe.each(dialects)(
  'orders paid through Mollie, by a payment link too (stand-in): refunds and receipts (%s)',
  (dialect) => {
    const standIn = mollieStandIn();
    let server: TestServer;
    let admin: DeskActor;
    let dispatcher: DeskActor;
    let mollie: Awaited<ReturnType<typeof startServerPayingThroughMollie>> | undefined;

    beforeAll(async () => {
      mollie = await startServerPayingThroughMollie(standIn, dialect);
      server = mollie.server;
      ({ admin, dispatcher } = await deskActors(server.app));
    });
    afterAll(() => mollie?.close());

    const refundPosts = () =>
      standIn.requests
        .filter((request) => request.method === 'POST' && /\/refunds$/.test(request.url))
        .map((request) => request.url);
    const refundedAt = (paymentId: string) =>
      [...standIn.refunds.values()]
        .filter((refund) => refund.paymentId === paymentId)
        .map((refund) => Math.round(Number(refund.amount.value) * 100));
    /** Mollie pays every refund out and calls the payment's webhook: a link's payment has the link's webhook. */
    async function payOut(orderId: number, paymentId: string) {
      for (const refund of standIn.refunds.values()) if (refund.paymentId === paymentId) refund.status = 'refunded';
      expect((await linkWebhook(server, orderId, paymentId)).statusCode).toBe(200);
    }

    /** A phone booking paid by its link with the method asked, settled by the link's webhook. */
    async function linkPaidBooking(method = 'ideal') {
      const staff = await loggedInStaff(server.app, { role: 'dispatcher' });
      const response = await staff.call('POST', '/api/admin/trips', phoneTrip());
      expect(response.statusCode, response.body).toBe(201);
      const booked = newTripReplySchema.parse(response.json()).booked!;
      const order = await findOrderRow(server.app, booked.orderId);
      expect(order.provider_payment_id).toMatch(/^pl_/);
      const payment = standIn.payLink(order.provider_payment_id!, method);
      expect((await linkWebhook(server, order.id, payment.id)).statusCode).toBe(200);
      expect(await findOrderRow(server.app, order.id)).toMatchObject({
        status: 'paid',
        link_payment_id: payment.id,
        payment_method: method,
      });
      return { orderId: order.id, tripId: booked.tripId, totalCents: order.total_cents, paymentId: payment.id };
    }

    it('refunds a phone booking paid by link against the payment the link made, partly and then the rest', async () => {
      const paid = await linkPaidBooking();
      const before = refundPosts().length;
      const part = await server.app.desk.refund(
        admin,
        { orderId: paid.orderId },
        { amountCents: 500, idempotencyKey: 'link-part', reason: 'late' },
      );
      expect(part).toMatchObject({ ok: true, refund: { status: 'pending', accepted: true } });
      const rest = await server.app.desk.refund(
        admin,
        { orderId: paid.orderId },
        { amountCents: paid.totalCents - 500, idempotencyKey: 'link-rest', reason: 'cancelled' },
      );
      expect(rest).toMatchObject({ ok: true, refund: { status: 'pending', accepted: true }, remainingCents: 0 });
      expect(refundPosts().slice(before)).toEqual([
        `/v2/payments/${paid.paymentId}/refunds`,
        `/v2/payments/${paid.paymentId}/refunds`,
      ]);
      expect(refundedAt(paid.paymentId)).toEqual([500, paid.totalCents - 500]);
      await payOut(paid.orderId, paid.paymentId);
      expect(await findOrderRow(server.app, paid.orderId)).toMatchObject({ refunded_cents: paid.totalCents });
      expect((await server.app.desk.getTrip(admin, paid.tripId))?.order.paymentState).toBe('refunded');
    });

    it('refunds a customer’s cancellation of a phone booking paid by link against the link’s payment', async () => {
      const paid = await linkPaidBooking('bancontact');
      const order = await findOrderRow(server.app, paid.orderId);
      const token = await newManageToken(server.app.db, order, new Date());
      const canceled = await server.app.inject({
        method: 'POST',
        url: `/api/manage/${token}/trips/${paid.tripId}/cancel`,
        headers: { host: 'localhost:8080' },
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json()).toMatchObject({ refund: { amountCents: paid.totalCents, status: 'pending' } });
      expect(refundedAt(paid.paymentId)).toEqual([paid.totalCents]);
      await payOut(paid.orderId, paid.paymentId);
      expect((await server.app.desk.getTrip(admin, paid.tripId))?.order.paymentState).toBe('refunded');
    });

    it('looks up the payment of a link paid before it was kept, when it is refunded', async () => {
      const paid = await linkPaidBooking();
      await server.app.db
        .updateTable('orders')
        .set({ link_payment_id: null, payment_method: null })
        .where('id', '=', paid.orderId)
        .execute();
      const result = await server.app.desk.refund(
        admin,
        { orderId: paid.orderId },
        { amountCents: paid.totalCents, idempotencyKey: 'link-old', reason: '' },
      );
      expect(result).toMatchObject({ ok: true, refund: { status: 'pending', accepted: true } });
      expect(refundedAt(paid.paymentId)).toEqual([paid.totalCents]);
      expect(await findOrderRow(server.app, paid.orderId)).toMatchObject({
        link_payment_id: paid.paymentId,
        payment_method: 'ideal',
      });
    });

    it('splits a refund over the order’s payment and the payment of the link of what a raised price owed', async () => {
      const { order, tripId } = await paidThenRaised(server, standIn, dispatcher, 'mollie owed refund', 1900);
      const link = [...standIn.links.values()].find((made) => made.webhookUrl?.endsWith(`/link-webhook/${order.id}`))!;
      const owedPayment = standIn.payLink(link.id, 'creditcard');
      expect((await linkWebhook(server, order.id, owedPayment.id)).statusCode).toBe(200);
      expect(await findOrderRow(server.app, order.id)).toMatchObject({ total_cents: 1900 });

      const result = await server.app.desk.refund(
        admin,
        { orderId: order.id },
        { amountCents: 1900, idempotencyKey: 'owed-split', reason: 'cancelled' },
      );
      expect(result).toMatchObject({ ok: true, refund: { amountCents: 1900, status: 'pending', accepted: true } });
      // Newest payment first: the link's € 6,50 from the payment it made, the rest from the order's own.
      expect(refundedAt(owedPayment.id)).toEqual([650]);
      expect(refundedAt(order.provider_payment_id!)).toEqual([1250]);
      await payOut(order.id, owedPayment.id);
      for (const refund of standIn.refunds.values())
        if (refund.paymentId === order.provider_payment_id) refund.status = 'refunded';
      expect((await postWebhook(server.app, 'mollie', order.provider_payment_id!)).statusCode).toBe(200);
      expect(await findOrderRow(server.app, order.id)).toMatchObject({ refunded_cents: 1900 });
      expect((await server.app.desk.getTrip(admin, tripId))?.order.paymentState).toBe('refunded');
    });

    const receiptText = async (orderId: number) => {
      const token = await newManageToken(server.app.db, await findOrderRow(server.app, orderId), new Date());
      const response = await server.app.inject({
        method: 'GET',
        url: `/api/manage/${token}/receipt.pdf`,
        headers: { host: 'localhost:8080' },
      });
      expect(response.statusCode).toBe(200);
      return (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    };
    /** A web checkout in the language asked, paid at the stand-in by the method asked (null: Mollie did not say). */
    async function webPaid(remarks: string, lang: 'nl' | 'en', method: string | null) {
      const { reply } = await checkOut(server.app, cartOf(remarks, { lang }));
      const order = await findOrderRow(server.app, reply.orderId!);
      Object.assign(standIn.payments.get(order.provider_payment_id!)!, { status: 'paid', method });
      expect((await postWebhook(server.app, 'mollie', order.provider_payment_id!)).statusCode).toBe(200);
      return order.id;
    }

    it('names on the receipt the method a link or a checkout was paid by, in the order’s language', async () => {
      const link = await linkPaidBooking('ideal');
      expect(await receiptText(link.orderId)).toMatch(/Betaald met iDEAL op \d{2}-\d{2}-\d{4} via Mollie\./);
      expect(await receiptText(await webPaid('card nl', 'nl', 'creditcard'))).toMatch(
        /Betaald met creditcard op \d{2}-\d{2}-\d{4} via Mollie\./,
      );
      expect(await receiptText(await webPaid('card en', 'en', 'creditcard'))).toMatch(
        /Paid by credit card on \d{2}\/\d{2}\/\d{4} via Mollie\./,
      );
      expect(await receiptText(await webPaid('bancontact en', 'en', 'bancontact'))).toMatch(/Paid by Bancontact on /);
    });

    it('says “online” on the receipt when Mollie did not name the method, or named one it has no words for', async () => {
      const unknown = await receiptText(await webPaid('no method', 'nl', null));
      expect(unknown).toMatch(/Online betaald op \d{2}-\d{2}-\d{4} via Mollie\./);
      expect(await receiptText(await webPaid('voucher', 'en', 'voucher'))).toMatch(/Paid online on .* via Mollie\./);
    });

    it('answers a refund of a link’s id with Mollie’s 404, as a link is no payment', async () => {
      const link = standIn.links.values().next().value!;
      const response = await fetch(`${mollieApi()}/payments/${link.id}/refunds`, {
        method: 'POST',
        headers: { authorization: `Bearer ${mollieTestApiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: { currency: 'EUR', value: '1.00' } }),
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404, title: 'Not Found' });
    });
    const mollieApi = () => `https://127.0.0.1:${(standIn.server.address() as { port: number }).port}/v2`;
  },
);
