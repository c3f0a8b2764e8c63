import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie.ts';
import type { CreatePaymentInput, PaymentProvider } from '../../src/modules/payments/providers/provider.ts';
import { closedPortUrl } from '../support/test-server.ts';
import { listen, mollieStandIn, mollieTestApiKey as apiKey } from './stand-ins.ts';

describe('Mollie payment provider (against a stand-in of its API)', () => {
  const standIn = mollieStandIn();
  let api: { url: string; close(): Promise<void> };
  let mollie: PaymentProvider;
  const input: CreatePaymentInput = {
    orderId: 42,
    amountCents: 1250,
    currency: 'EUR',
    description: 'Order D12/42',
    redirectUrl: 'https://taxi.example.nl/api/payments/return/42',
    webhookUrl: 'https://taxi.example.nl/api/payments/webhook/mollie',
    locale: 'nl_NL',
    metadata: { tenant: 'demo' },
  };

  beforeAll(async () => {
    // The client replaces the trusted CAs with its bundled list, so the stand-in's certificate can
    // only be accepted by turning verification off: in this test file's own process only.
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    api = await listen(standIn.server);
  });
  afterAll(async () => {
    await api.close();
    vi.unstubAllEnvs();
  });
  beforeEach(() => {
    standIn.requests.length = 0;
    delete standIn.next.error;
    delete standIn.next.hang;
    mollie = createMollieProvider({ apiKey, apiEndpoint: `${api.url}/v2/`, timeoutMs: 2000 });
  });

  async function newPayment(): Promise<string> {
    const created = await mollie.createPayment(input);
    if (!created.ok) throw new Error(created.error.message);
    return created.value.providerPaymentId;
  }

  it('creates a payment with the request body Mollie expects', async () => {
    const created = await mollie.createPayment(input);
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.providerPaymentId).toMatch(/^tr_/);
    expect(created.value.checkoutUrl).toBe(
      `https://www.mollie.com/checkout/select-method/${created.value.providerPaymentId.slice(3)}`,
    );

    expect(standIn.requests).toHaveLength(1);
    const [request] = standIn.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/v2/payments' });
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: 'Order D12/42',
      redirectUrl: 'https://taxi.example.nl/api/payments/return/42',
      webhookUrl: 'https://taxi.example.nl/api/payments/webhook/mollie',
      locale: 'nl_NL',
      method: ['ideal', 'creditcard'],
      metadata: { tenant: 'demo', orderId: 42 },
    });
  });

  it.each([
    [1, '0.01'],
    [100, '1.00'],
    [1999, '19.99'],
    [123456, '1234.56'],
  ])('sends %i cents as %s', async (amountCents, value) => {
    await mollie.createPayment({ ...input, amountCents, locale: 'en_US' });
    expect(JSON.parse(standIn.requests[0]?.body ?? '')).toMatchObject({
      amount: { currency: 'EUR', value },
      locale: 'en_US',
    });
  });

  it('refuses an amount that is not a positive whole number of cents, without calling Mollie', async () => {
    for (const amountCents of [0, -1, 10.5]) {
      expect(await mollie.createPayment({ ...input, amountCents })).toMatchObject({
        ok: false,
        error: { code: 'invalid_request' },
      });
    }
    expect(standIn.requests).toHaveLength(0);
  });

  it.each([
    ['open', 'open'],
    ['pending', 'pending'],
    ['authorized', 'pending'],
    ['paid', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
  ])('reads Mollie status %s as %s', async (mollieStatus, status) => {
    const id = await newPayment();
    standIn.payments.get(id)!.status = mollieStatus;
    expect(await mollie.getStatus(id)).toEqual({ ok: true, value: { status, amountCents: 1250 } });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v2/payments/${id}` });
  });

  it('answers a status it does not know with an error value', async () => {
    const id = await newPayment();
    standIn.payments.get(id)!.status = 'something-new';
    expect(await mollie.getStatus(id)).toMatchObject({ ok: false, error: { code: 'invalid_response' } });
  });

  it('answers an unknown payment with not_found, and a malformed id without calling Mollie', async () => {
    expect(await mollie.getStatus('tr_unknown')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    standIn.requests.length = 0;
    expect(await mollie.getStatus('../v2/methods')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(standIn.requests).toHaveLength(0);
  });

  const refundOptions = { idempotencyKey: 'refund-key-1', description: 'Refund D12/42' };

  it('refunds a payment with an idempotency key, and follows the refund to refunded or failed', async () => {
    const id = await newPayment();
    const refunded = await mollie.refund(id, 500, refundOptions);
    expect(refunded).toEqual({
      ok: true,
      value: { refundId: expect.stringMatching(/^re_/), status: 'pending', amountCents: 500 },
    });
    const request = standIn.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', url: `/v2/payments/${id}/refunds` });
    expect(request?.headers['idempotency-key']).toBe('refund-key-1');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: { currency: 'EUR', value: '5.00' },
      description: 'Refund D12/42',
    });
    if (!refunded.ok) return;
    const { refundId } = refunded.value;

    // The same key again (a retry after a timeout) is the same refund.
    expect(await mollie.refund(id, 500, refundOptions)).toMatchObject({ ok: true, value: { refundId } });
    expect(standIn.refunds.size).toBe(1);

    for (const [mollieStatus, ours] of [
      ['queued', 'pending'],
      ['processing', 'pending'],
      ['refunded', 'refunded'],
      ['failed', 'failed'],
      ['canceled', 'failed'],
    ]) {
      standIn.refunds.get(refundId)!.status = mollieStatus!;
      expect(await mollie.getRefund(id, refundId)).toEqual({
        ok: true,
        value: { refundId, status: ours, amountCents: 500 },
      });
    }
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', url: `/v2/payments/${id}/refunds/${refundId}` });
  });

  it('answers an unknown refund with not_found, and a refund status it does not know as invalid_response', async () => {
    const id = await newPayment();
    expect(await mollie.getRefund(id, 're_unknown1')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    standIn.requests.length = 0;
    expect(await mollie.getRefund(id, '../../v2/methods')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(standIn.requests).toHaveLength(0);
    const refunded = await mollie.refund(id, 100, { ...refundOptions, idempotencyKey: 'refund-key-2' });
    if (!refunded.ok) throw new Error(refunded.error.message);
    standIn.refunds.get(refunded.value.refundId)!.status = 'vanished';
    expect(await mollie.getRefund(id, refunded.value.refundId)).toMatchObject({
      ok: false,
      error: { code: 'invalid_response' },
    });
  });

  it('returns a refused API key as an error value', async () => {
    const wrongKey = createMollieProvider({ apiKey: 'test_wrong', apiEndpoint: `${api.url}/v2/` });
    expect(await wrongKey.createPayment(input)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized', message: 'Missing authentication, or failed to authenticate' },
    });
    expect(await wrongKey.getStatus('tr_anything')).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });

  it('returns a refused request (422) as an error value', async () => {
    standIn.next.error = {
      status: 422,
      title: 'Unprocessable Entity',
      detail: 'The amount is lower than the minimum',
      field: 'amount',
    };
    expect(await mollie.createPayment(input)).toEqual({
      ok: false,
      error: { code: 'invalid_request', message: 'The amount is lower than the minimum' },
    });
  });

  it('returns a failing Mollie (500, after the client retries) as an error value', async () => {
    standIn.next.error = { status: 500, title: 'Internal Server Error', detail: 'Something went wrong' };
    expect(await mollie.createPayment(input)).toMatchObject({ ok: false, error: { code: 'provider_error' } });
    expect(standIn.requests).toHaveLength(3);
    expect(new Set(standIn.requests.map((request) => request.headers['idempotency-key'])).size).toBe(1);
  });

  it('returns an unreachable Mollie as an error value', async () => {
    const unreachable = createMollieProvider({
      apiKey,
      apiEndpoint: `${closedPortUrl.replace(/^http:/, 'https:')}/v2/`,
    });
    expect(await unreachable.createPayment(input)).toMatchObject({
      ok: false,
      error: { code: 'network_error', message: expect.stringContaining('ECONNREFUSED') },
    });
    expect(await unreachable.getStatus('tr_WDqYK6vllg')).toMatchObject({ ok: false, error: { code: 'network_error' } });
    expect(await unreachable.refund('tr_WDqYK6vllg', 100, refundOptions)).toMatchObject({
      ok: false,
      error: { code: 'network_error' },
    });
  });

  it('gives up on a Mollie that does not answer', async () => {
    standIn.next.hang = true;
    const impatient = createMollieProvider({ apiKey, apiEndpoint: `${api.url}/v2/`, timeoutMs: 200 });
    expect(await impatient.getStatus('tr_WDqYK6vllg')).toMatchObject({ ok: false, error: { code: 'timeout' } });
  });

  it('takes the payment id from a webhook body, and nothing else', () => {
    expect(mollie.parseWebhook('id=tr_d0b0E3EA3v', {})).toEqual({
      ok: true,
      value: { providerPaymentId: 'tr_d0b0E3EA3v' },
    });
    expect(mollie.parseWebhook({ id: 'tr_d0b0E3EA3v' }, {})).toEqual({
      ok: true,
      value: { providerPaymentId: 'tr_d0b0E3EA3v' },
    });
    expect(mollie.parseWebhook(new URLSearchParams({ id: 'tr_d0b0E3EA3v' }), {})).toEqual({
      ok: true,
      value: { providerPaymentId: 'tr_d0b0E3EA3v' },
    });
    for (const body of [
      '',
      'id=',
      'status=paid',
      'id=sim_AAAAAAAAAAAAAAAAAAAAAAAA',
      'id=tr_../../v2/methods',
      'id=%00',
      { id: ['tr_a'] },
      { id: 42 },
      null,
      undefined,
      42,
    ]) {
      expect(mollie.parseWebhook(body, {})).toMatchObject({ ok: false, error: { code: 'invalid_webhook' } });
    }
  });
});
