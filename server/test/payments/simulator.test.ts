import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connect.ts';
import type { Database } from '../../src/db/tables.ts';
import type { CreatePaymentInput } from '../../src/modules/payments/providers/provider.ts';
import {
  createSimulatorProvider,
  simulatorFailingRefundCents,
  type SimulatorProvider,
} from '../../src/modules/payments/providers/simulator.ts';
import { closedPortUrl, dialects, startTestServer, type TestServer } from '../support/test-server.ts';
import { startWebhookReceiver } from './stand-ins.ts';

const refundOptions = (idempotencyKey: string) => ({ idempotencyKey, description: 'Refund' });

const publicUrl = 'https://taxi.example.nl';

describe.each(dialects)('simulator payment provider (%s)', (dialect) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let warnings: string[];
  let simulator: SimulatorProvider;
  const input = (overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput => ({
    orderId: 7,
    amountCents: 1250,
    currency: 'EUR',
    description: 'Order D12/7',
    redirectUrl: `${publicUrl}/api/payments/return/7`,
    webhookUrl: `${receiver.url}/api/payments/webhook/simulator`,
    locale: 'nl_NL',
    metadata: { tenant: 'demo' },
    ...overrides,
  });
  const providerOver = (db: Kysely<Database>) =>
    createSimulatorProvider({
      db,
      publicUrl,
      log: { warn: (_details, message) => void warnings.push(message) },
      webhookTimeoutMs: 1000,
    });

  beforeAll(async () => {
    server = await startTestServer(dialect);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });
  beforeEach(() => {
    warnings = [];
    receiver.calls.length = 0;
    receiver.status.code = 200;
    simulator = providerOver(server.app.db);
  });

  it('creates an open payment with its hosted page as checkout URL', async () => {
    const created = await simulator.createPayment(input());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const { providerPaymentId, checkoutUrl } = created.value;
    expect(providerPaymentId).toMatch(/^sim_[A-Za-z0-9_-]{24}$/);
    expect(checkoutUrl).toBe(`${publicUrl}/pay/simulator/${providerPaymentId}`);
    expect(await simulator.getStatus(providerPaymentId)).toEqual({
      ok: true,
      value: { status: 'open', amountCents: 1250 },
    });
  });

  it('refuses an amount that is not a positive whole number of cents', async () => {
    for (const amountCents of [0, -100, 12.5]) {
      expect(await simulator.createPayment(input({ amountCents }))).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    }
  });

  it('completes a payment once, calling the webhook as a provider does', async () => {
    const id = await newPayment(simulator);
    const completed = await simulator.completeSimulatedPayment(id, 'paid');
    expect(completed).toEqual({
      ok: true,
      value: { completed: true, redirectUrl: `${publicUrl}/api/payments/return/7`, webhook: { delivered: true } },
    });
    expect(receiver.calls).toHaveLength(1);
    expect(receiver.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/payments/webhook/simulator',
      body: `id=${id}`,
    });
    expect(receiver.calls[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(await simulator.getStatus(id)).toEqual({ ok: true, value: { status: 'paid', amountCents: 1250 } });

    const again = await simulator.completeSimulatedPayment(id, 'failed');
    expect(again).toEqual({
      ok: true,
      value: { completed: false, status: 'paid', redirectUrl: `${publicUrl}/api/payments/return/7` },
    });
    expect(receiver.calls).toHaveLength(1);
    expect(await simulator.getStatus(id)).toMatchObject({ ok: true, value: { status: 'paid' } });
  });

  it.each(['failed', 'canceled', 'expired'] as const)('completes a payment as %s', async (outcome) => {
    const id = await newPayment(simulator);
    expect(await simulator.completeSimulatedPayment(id, outcome)).toMatchObject({
      ok: true,
      value: { completed: true },
    });
    expect(await simulator.getStatus(id)).toMatchObject({ ok: true, value: { status: outcome } });
  });

  it('leaves an open payment pending, then settles it later, once', async () => {
    const id = await newPayment(simulator);
    expect(await simulator.completeSimulatedPayment(id, 'pending')).toMatchObject({
      ok: true,
      value: { completed: true },
    });
    expect(await simulator.getStatus(id)).toEqual({ ok: true, value: { status: 'pending', amountCents: 1250 } });
    // Pending is a step from open only.
    expect(await simulator.completeSimulatedPayment(id, 'pending')).toMatchObject({
      ok: true,
      value: { completed: false, status: 'pending' },
    });
    expect(await simulator.completeSimulatedPayment(id, 'paid')).toMatchObject({
      ok: true,
      value: { completed: true },
    });
    expect(await simulator.getStatus(id)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(await simulator.completeSimulatedPayment(id, 'failed')).toMatchObject({
      ok: true,
      value: { completed: false, status: 'paid' },
    });
  });

  it('settles two completions at the same moment once', async () => {
    const id = await newPayment(simulator);
    const results = await Promise.all([
      simulator.completeSimulatedPayment(id, 'paid'),
      simulator.completeSimulatedPayment(id, 'canceled'),
    ]);
    const completed = results.filter((result) => result.ok && result.value.completed);
    expect(completed).toHaveLength(1);
    expect(receiver.calls).toHaveLength(1);
  });

  it('keeps its payments over a restart', async () => {
    const id = await newPayment(simulator);
    const other = await openDatabase(server.settings);
    try {
      const restarted = providerOver(other);
      expect(await restarted.getStatus(id)).toMatchObject({ ok: true, value: { status: 'open' } });
      expect(await restarted.completeSimulatedPayment(id, 'paid')).toMatchObject({
        ok: true,
        value: { completed: true },
      });
    } finally {
      await other.destroy();
    }
    expect(await providerOver(server.app.db).getStatus(id)).toMatchObject({ ok: true, value: { status: 'paid' } });
  });

  it('answers an unknown or malformed id with an error value', async () => {
    for (const id of ['sim_AAAAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '']) {
      expect(await simulator.getStatus(id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
      expect(await simulator.completeSimulatedPayment(id, 'paid')).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      expect(await simulator.refund(id, 100, refundOptions('unknown'))).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
      expect(await simulator.getRefund(id, 're_sim_AAAAAAAAAAAAAAAA')).toMatchObject({
        ok: false,
        error: { code: 'not_found' },
      });
    }
  });

  it('reports a webhook receiver that is down, and still settles the payment', async () => {
    const id = await newPayment(simulator, { webhookUrl: `${closedPortUrl}/api/payments/webhook/simulator` });
    const completed = await simulator.completeSimulatedPayment(id, 'paid');
    expect(completed).toMatchObject({
      ok: true,
      value: { completed: true, redirectUrl: `${publicUrl}/api/payments/return/7`, webhook: { delivered: false } },
    });
    expect(warnings).toHaveLength(1);
    expect(await simulator.getStatus(id)).toMatchObject({ ok: true, value: { status: 'paid' } });
  });

  it('reports a webhook that answers with an error', async () => {
    receiver.status.code = 500;
    const id = await newPayment(simulator);
    const completed = await simulator.completeSimulatedPayment(id, 'paid');
    expect(completed).toMatchObject({
      ok: true,
      value: { webhook: { delivered: false, reason: 'the webhook answered 500' } },
    });
    expect(warnings).toEqual(['Simulated payment: the webhook answered 500']);
  });

  it('refunds only a paid payment, up to what is left of it, once per idempotency key', async () => {
    const id = await newPayment(simulator);
    expect(await simulator.refund(id, 1250, refundOptions('a'))).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    await simulator.completeSimulatedPayment(id, 'paid');
    expect(await simulator.refund(id, 1251, refundOptions('b'))).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    const first = await simulator.refund(id, 1000, refundOptions('c'));
    expect(first).toEqual({
      ok: true,
      value: { refundId: expect.stringMatching(/^re_sim_/), status: 'pending', amountCents: 1000 },
    });
    // The same key: the same refund, not a second one.
    expect(await simulator.refund(id, 1000, refundOptions('c'))).toEqual(first);
    // Only 250 cents are left.
    expect(await simulator.refund(id, 251, refundOptions('d'))).toMatchObject({ ok: false });
    expect(await simulator.refund(id, 250, refundOptions('e'))).toMatchObject({ ok: true });
  });

  it('makes a payment of its own for a paid link, once, and refunds that payment, never the link', async () => {
    const created = await simulator.createPaymentLink({
      ...input(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    if (!created.ok) throw new Error(created.error.message);
    const linkId = created.value.providerPaymentId;
    expect(await simulator.getLinkStatus(linkId)).toEqual({ ok: true, value: { status: 'open', amountCents: 1250 } });
    await simulator.completeSimulatedPayment(linkId, 'paid');
    // Two looks at once, as two instances' webhooks: one payment.
    const [first, second] = await Promise.all([simulator.getLinkStatus(linkId), simulator.getLinkStatus(linkId)]);
    expect(first).toEqual({
      ok: true,
      value: { status: 'paid', amountCents: 1250, paymentId: expect.stringMatching(/^sim_/) },
    });
    expect(second).toEqual(first);
    const paymentId = first.ok ? first.value.paymentId! : '';
    expect(paymentId).not.toBe(linkId);
    expect(await simulator.getStatus(paymentId)).toMatchObject({ ok: true, value: { status: 'paid' } });
    expect(await simulator.refund(linkId, 500, refundOptions('link'))).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await simulator.refund(paymentId, 500, refundOptions('link-payment'))).toMatchObject({
      ok: true,
      value: { status: 'pending', amountCents: 500 },
    });
  });

  it('settles a refund at the next look: refunded, or failed for the test amount', async () => {
    const id = await newPayment(simulator);
    await simulator.completeSimulatedPayment(id, 'paid');
    const refunded = await simulator.refund(id, 300, refundOptions('f'));
    const failing = await simulator.refund(id, simulatorFailingRefundCents, refundOptions('g'));
    if (!refunded.ok || !failing.ok) throw new Error('refund refused');
    expect(await simulator.getRefund(id, refunded.value.refundId)).toMatchObject({
      ok: true,
      value: { status: 'refunded', amountCents: 300 },
    });
    expect(await simulator.getRefund(id, failing.value.refundId)).toMatchObject({
      ok: true,
      value: { status: 'failed' },
    });
    // A failed refund gives its amount back: 1250 - 300 are left.
    expect(await simulator.refund(id, 950, refundOptions('h'))).toMatchObject({ ok: true });
  });

  it('takes the payment id from a webhook body, and nothing else', async () => {
    const id = await newPayment(simulator);
    expect(simulator.parseWebhook(`id=${id}`, {})).toEqual({ ok: true, value: { providerPaymentId: id } });
    expect(simulator.parseWebhook({ id }, {})).toEqual({ ok: true, value: { providerPaymentId: id } });
    for (const body of ['', 'id=', 'id=tr_12345', 'status=paid', { id: 42 }, null, undefined]) {
      expect(simulator.parseWebhook(body, {})).toMatchObject({ ok: false, error: { code: 'invalid_webhook' } });
    }
  });

  async function newPayment(provider: SimulatorProvider, overrides: Partial<CreatePaymentInput> = {}): Promise<string> {
    const created = await provider.createPayment(input(overrides));
    if (!created.ok) throw new Error(created.error.message);
    return created.value.providerPaymentId;
  }
});
