import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { deskActors } from '../desk/support.ts';
import { cartOf, checkOut, findOrderRow, postWebhook } from '../support/checkout.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { listen, mollieStandIn, mollieTestApiKey } from './stand-ins.ts';

describe.each(dialects)('desk refunds through Mollie (against a stand-in of its API) (%s)', (dialect) => {
  const standIn = mollieStandIn();
  let api: { url: string; close(): Promise<void> };
  let tenantsDir: string;
  let server: TestServer;
  let admin: DeskActor;
  let orders = 0;

  beforeAll(async () => {
    // The client trusts only its bundled CAs: the stand-in's certificate is accepted with verification off, here only.
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    api = await listen(standIn.server);
    tenantsDir = await tenantsWith<Record<string, unknown>>('demo', (demo) => ({
      ...demo,
      payment: { provider: 'mollie' },
    }));
    server = await startTestServerWithPlaces(dialect, {
      TENANTS_DIR: tenantsDir,
      MOLLIE_API_KEY: mollieTestApiKey,
      MOLLIE_API_URL: `${api.url}/v2/`,
      PUBLIC_URL: 'https://taxi.example.nl',
    });
    ({ admin } = await deskActors(server.app));
  });
  afterAll(async () => {
    await server?.close();
    await api?.close();
    await rm(tenantsDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });
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
});
