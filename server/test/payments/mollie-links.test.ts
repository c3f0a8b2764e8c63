import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMollieProvider } from '../../src/modules/payments/providers/mollie.ts';
import { listen, mollieStandIn, mollieTestApiKey as apiKey } from './stand-ins.ts';

describe('Mollie payment links (against a stand-in of its Payment Links API)', () => {
  const standIn = mollieStandIn();
  let api: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    // As mollie.test.ts: the client trusts only its bundled CAs, so this file's process accepts the stand-in's own.
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    api = await listen(standIn.server);
  });
  afterAll(async () => {
    await api.close();
    vi.unstubAllEnvs();
  });

  it('creates a link with its amount, expiry and webhook, and reads it open, then paid with its payment, or expired', async () => {
    const mollie = createMollieProvider({ apiKey, apiEndpoint: `${api.url}/v2/`, timeoutMs: 2000 });
    const expiresAt = new Date(Date.now() + 24 * 3_600_000);
    const created = await mollie.createPaymentLink({
      orderId: 7,
      amountCents: 4250,
      currency: 'EUR',
      description: 'Taxi Martini D3/7',
      redirectUrl: 'https://taxi.example.nl/api/payments/return/7?token=abc',
      webhookUrl: 'https://taxi.example.nl/api/payments/link-webhook/7',
      expiresAt,
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(created.value.providerPaymentId).toMatch(/^pl_/);
    expect(created.value.checkoutUrl).toBe(
      `https://payment-links.mollie.com/payment/${created.value.providerPaymentId.slice(3)}`,
    );
    const sent = JSON.parse(standIn.requests.at(-1)?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toEqual({
      amount: { currency: 'EUR', value: '42.50' },
      description: 'Taxi Martini D3/7',
      redirectUrl: 'https://taxi.example.nl/api/payments/return/7?token=abc',
      webhookUrl: 'https://taxi.example.nl/api/payments/link-webhook/7',
      expiresAt: expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
    });

    const id = created.value.providerPaymentId;
    expect(await mollie.getLinkStatus(id)).toEqual({ ok: true, value: { status: 'open', amountCents: 4250 } });
    // Paid by card after a failed iDEAL try: the link's paid payment is the one refunds go against.
    const paid = standIn.payLink(id, 'creditcard', { failedFirst: true });
    expect(await mollie.getLinkStatus(id)).toEqual({
      ok: true,
      value: { status: 'paid', amountCents: 4250, paymentId: paid.id, method: 'creditcard' },
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: 'GET',
      url: expect.stringMatching(`^/v2/payment-links/${id}/payments\\?`),
    });
    const link = standIn.links.get(id)!;
    delete link.paidAt;
    link.expiresAt = new Date(Date.now() - 1000).toISOString();
    expect(await mollie.getLinkStatus(id)).toEqual({ ok: true, value: { status: 'expired', amountCents: 4250 } });
    expect(await mollie.getLinkStatus('tr_notalink')).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
