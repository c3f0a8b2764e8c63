import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cartOf,
  checkOut,
  escapeRegExp,
  findOrderRow,
  ordersWithRemarks,
  postWebhook,
  returnTo,
} from '../support/checkout.ts';
import { mailsAbout } from '../support/outbox.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { dialects, startTestServer, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { listen, mollieStandIn, mollieTestApiKey } from './stand-ins.ts';

const publicUrl = 'https://taxi.example.nl';

/** The return address of an order: an origin, our return route and the order's token. */
const returnAddress = (origin: string, orderId: number | null) =>
  new RegExp(`^${escapeRegExp(origin)}/api/payments/return/${orderId}\\?token=[A-Za-z0-9_-]{43}$`);

/** Mollie's test-mode checkout carries its token in the query string, which a GET form would drop from its action. */
const testModeCheckout = (paymentId: string) =>
  `https://www.mollie.com/checkout/test-mode?method=ideal&token=3.${paymentId.slice(3)}`;

/** The shipped tenants, copied, with demo's customers paying through Mollie (and its key, if given, in the file). */
function tenantsPayingThroughMollie(mollieApiKey?: string): Promise<string> {
  return tenantsWith<Record<string, unknown>>('demo', (demo) => ({
    ...demo,
    payment: { provider: 'mollie', ...(mollieApiKey ? { mollieApiKey } : {}) },
  }));
}

describe.each(dialects)('checkout paid through Mollie (against a stand-in of its API) (%s)', (dialect) => {
  const standIn = mollieStandIn({ checkoutUrl: testModeCheckout });
  let api: { url: string; close(): Promise<void> };
  let tenantsDir: string;
  let server: TestServer;

  beforeAll(async () => {
    // The client trusts only its bundled CAs: the stand-in's certificate is accepted with verification off, in this file's process only.
    vi.stubEnv('NODE_TLS_REJECT_UNAUTHORIZED', '0');
    api = await listen(standIn.server);
    tenantsDir = await tenantsPayingThroughMollie();
    server = await startTestServerWithPlaces(dialect, {
      TENANTS_DIR: tenantsDir,
      MOLLIE_API_KEY: mollieTestApiKey,
      MOLLIE_API_URL: `${api.url}/v2/`,
      PUBLIC_URL: publicUrl,
    });
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

  const creations = () =>
    standIn.requests.filter((request) => request.method === 'POST' && request.url === '/v2/payments');
  const paymentOf = async (orderId: number | null) => {
    const id = (await findOrderRow(server.app, orderId!)).provider_payment_id;
    const payment = id ? standIn.payments.get(id) : undefined;
    if (!payment) throw new Error(`order ${orderId} has no payment at the stand-in`);
    return payment;
  };
  /** The customer coming back from Mollie to the address the order's payment was created with. */
  const returnFromMollie = (orderId: number | null) => {
    const creation = creations().find(
      (request) => (JSON.parse(request.body) as { metadata: { orderId: number } }).metadata.orderId === orderId,
    );
    if (!creation) throw new Error(`no payment was created for order ${orderId}`);
    return returnTo(server.app, (JSON.parse(creation.body) as { redirectUrl: string }).redirectUrl);
  };

  it('sends the customer to Mollie’s checkout, its query string as hidden fields, for the amount the server priced', async () => {
    const before = creations().length;
    const { response, reply } = await checkOut(server.app, cartOf('mollie checkout'));
    expect(response.statusCode).toBe(200);
    expect(reply).toMatchObject({ success: true, error: '' });
    const order = await findOrderRow(server.app, reply.orderId!);
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'mollie',
      provider_payment_id: expect.stringMatching(/^tr_\w+$/),
    });
    const token = `3.${order.provider_payment_id?.slice(3)}`;
    expect(reply.form).toBe(
      `<form method="get" action="https://www.mollie.com/checkout/test-mode"><input type="hidden" name="method" value="ideal"><input type="hidden" name="token" value="${token}"></form>`,
    );

    expect(creations()).toHaveLength(before + 1);
    const request = creations().at(-1);
    expect(request?.headers.authorization).toBe(`Bearer ${mollieTestApiKey}`);
    expect(JSON.parse(request?.body ?? '')).toEqual({
      amount: { currency: 'EUR', value: '12.50' },
      description: `Taxi Martini Groningen D${reply.klantNr}/${reply.orderId}`,
      // The page was on http://localhost:8080: the tenant's origin for that host has PUBLIC_URL's scheme and port.
      redirectUrl: expect.stringMatching(returnAddress('https://localhost', reply.orderId)),
      webhookUrl: `${publicUrl}/api/payments/webhook/mollie`,
      locale: 'nl_NL',
      method: ['ideal', 'creditcard'],
      metadata: { tenant: 'demo', klantNr: reply.klantNr, orderId: reply.orderId },
    });

    // The same cart again: the same payment, and Mollie is not asked for another.
    const again = await checkOut(server.app, cartOf('mollie checkout'));
    expect(again.reply).toEqual(reply);
    expect(creations()).toHaveLength(before + 1);
  });

  it('asks Mollie for an English checkout for an order placed in English, returning to PUBLIC_URL from a foreign page', async () => {
    const { reply } = await checkOut(
      server.app,
      cartOf('mollie english', { lang: 'en', returnPath: 'https://evil.example/checkout' }),
    );
    expect(JSON.parse(creations().at(-1)?.body ?? '')).toMatchObject({
      locale: 'en_US',
      redirectUrl: expect.stringMatching(returnAddress(publicUrl, reply.orderId)),
    });
  });

  it('marks the order paid when Mollie’s webhook names a payment Mollie says is paid, and mails the customer and the operator once', async () => {
    const { reply } = await checkOut(server.app, cartOf('mollie paid'));
    const payment = await paymentOf(reply.orderId);
    payment.status = 'paid';
    for (let call = 0; call < 3; call++)
      expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(200);
    // The status was fetched from Mollie, not taken from the webhook.
    expect(standIn.requests).toContainEqual(
      expect.objectContaining({ method: 'GET', url: `/v2/payments/${payment.id}` }),
    );
    expect((await findOrderRow(server.app, reply.orderId!)).status).toBe('paid');
    expect((await returnFromMollie(reply.orderId)).headers.location).toBe(`/payment/success/${reply.orderHash}`);
    expect((await mailsAbout(server.settings.dataDir, reply)).map((mail) => mail.to).sort()).toEqual([
      'Jan de Vries <jan@example.com>',
      'Taxi Martini Groningen <rijden@taxi-martini.example>',
    ]);
  });

  it.each(['open', 'pending'])(
    'sends a customer back while Mollie says %s to the page that checks again, whose status call turns to success once Mollie says paid',
    async (mollieStatus) => {
      const { reply } = await checkOut(server.app, cartOf(`mollie back while ${mollieStatus}`));
      const payment = await paymentOf(reply.orderId);
      payment.status = mollieStatus;
      const returned = await returnFromMollie(reply.orderId);
      const pending = new RegExp(`^/payment/pending/${escapeRegExp(reply.orderHash)}#token=([A-Za-z0-9_-]{43})$`);
      expect(returned.headers.location).toMatch(pending);
      const token = pending.exec(returned.headers.location as string)?.[1] ?? '';
      const askStatus = () =>
        server.app.inject({
          method: 'GET',
          url: `/api/payments/status/${reply.orderId}?token=${token}`,
          headers: { host: 'localhost:8080' },
        });
      const asked = () =>
        standIn.requests.filter((request) => request.method === 'GET' && request.url === `/v2/payments/${payment.id}`)
          .length;
      const before = asked();
      expect((await askStatus()).json()).toEqual({ outcome: 'pending' });
      // Each question while the order waits asks Mollie.
      expect(asked()).toBe(before + 1);

      payment.status = 'paid';
      expect((await askStatus()).json()).toEqual({ outcome: 'success' });
      expect((await findOrderRow(server.app, reply.orderId!)).status).toBe('paid');
      // A settled order is answered from our own records.
      expect((await askStatus()).json()).toEqual({ outcome: 'success' });
      expect(asked()).toBe(before + 2);
    },
  );

  it('leaves the order pending when Mollie says another amount was paid, and confirms nothing', async () => {
    const { reply } = await checkOut(server.app, cartOf('mollie wrong amount'));
    const payment = await paymentOf(reply.orderId);
    payment.status = 'paid';
    payment.amount = { currency: 'EUR', value: '1.00' };
    expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(200);
    expect((await findOrderRow(server.app, reply.orderId!)).status).toBe('pending');
    // Still pending, for the operator to look into: the customer's page keeps checking.
    expect((await returnFromMollie(reply.orderId)).headers.location).toMatch(
      new RegExp(`^/payment/pending/${escapeRegExp(reply.orderHash)}#token=`),
    );
    expect(await mailsAbout(server.settings.dataDir, reply)).toEqual([]);
  });

  it.each([
    ['failed', 'failed'],
    ['canceled', 'canceled'],
    ['expired', 'expired'],
    ['authorized', 'pending'],
    ['open', 'pending'],
  ])('takes Mollie’s %s as an order %s', async (mollieStatus, orderStatus) => {
    const { reply } = await checkOut(server.app, cartOf(`mollie ${mollieStatus}`));
    const payment = await paymentOf(reply.orderId);
    payment.status = mollieStatus;
    expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(200);
    expect((await findOrderRow(server.app, reply.orderId!)).status).toBe(orderStatus);
    expect(await mailsAbout(server.settings.dataDir, reply)).toEqual([]);
  });

  it('answers 503 to a webhook while Mollie is down, so Mollie calls again, and settles the order when it does', async () => {
    const { reply } = await checkOut(server.app, cartOf('mollie down at webhook'));
    const payment = await paymentOf(reply.orderId);
    payment.status = 'paid';
    standIn.next.error = { status: 500, title: 'Internal Server Error', detail: 'Something went wrong' };
    expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(503);
    expect((await findOrderRow(server.app, reply.orderId!)).status).toBe('pending');
    delete standIn.next.error;
    expect((await postWebhook(server.app, 'mollie', payment.id)).statusCode).toBe(200);
    expect((await findOrderRow(server.app, reply.orderId!)).status).toBe('paid');
  });

  it('answers 502 errGeneratingPayment when Mollie fails, and the same cart later pays the same order', async () => {
    standIn.next.error = { status: 500, title: 'Internal Server Error', detail: 'Something went wrong' };
    const failed = await checkOut(server.app, cartOf('mollie down at create'));
    expect(failed.response.statusCode).toBe(502);
    expect(failed.reply).toMatchObject({ success: false, error: 'errGeneratingPayment', form: '' });
    const [order] = await ordersWithRemarks(server.app, 'mollie down at create');
    expect(order).toMatchObject({ status: 'pending', provider_payment_id: null });

    delete standIn.next.error;
    const recovered = await checkOut(server.app, cartOf('mollie down at create'));
    expect(recovered.response.statusCode).toBe(200);
    expect(recovered.reply).toMatchObject({ success: true, orderId: order?.id, orderHash: order?.hash });
    expect(recovered.reply.form).toContain('action="https://www.mollie.com/checkout/test-mode"');
    expect(await ordersWithRemarks(server.app, 'mollie down at create')).toHaveLength(1);
  });

  it('refuses a webhook body with a simulator payment id with 400', async () => {
    expect((await postWebhook(server.app, 'mollie', 'sim_AAAAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(400);
  });
});

describe.each(dialects)('a tenant paying through Mollie (%s)', (dialect) => {
  let tenantsDir: string;
  afterAll(() => rm(tenantsDir, { recursive: true, force: true }));

  it('stops the start with a message naming the tenant when no Mollie key is set anywhere', async () => {
    tenantsDir = await tenantsPayingThroughMollie();
    await expect(startTestServer(dialect, { TENANTS_DIR: tenantsDir })).rejects.toThrow(
      /\bdemo\b.*mollie.*MOLLIE_API_KEY/i,
    );
  });

  it('starts with the key of the tenant file alone, stored encrypted with SECRET_KEY', async () => {
    const withKey = await tenantsPayingThroughMollie(mollieTestApiKey);
    try {
      const server = await startTestServer(dialect, {
        TENANTS_DIR: withKey,
        SECRET_KEY: 'a-test-secret-key-0123456789',
      });
      await server.close();
    } finally {
      await rm(withKey, { recursive: true, force: true });
    }
  });

  // The key of a tenant file is stored encrypted in the database (docs/decisions/044-configuration-versions.md).
  it('stops the start, naming the tenant and SECRET_KEY, when the tenant file has a key and SECRET_KEY is not set', async () => {
    const withKey = await tenantsPayingThroughMollie(mollieTestApiKey);
    try {
      await expect(startTestServer(dialect, { TENANTS_DIR: withKey })).rejects.toThrow(
        /Tenant demo has a secret \(payment\.mollieApiKey\): set SECRET_KEY/,
      );
    } finally {
      await rm(withKey, { recursive: true, force: true });
    }
  });
});
