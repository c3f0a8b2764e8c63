import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import { openDatabase } from '../../src/db/connect.ts';
import {
  cartOf,
  checkOut,
  findOrderRow,
  findSimulatorPayment,
  postWebhook,
  pressButton,
  returnFromProvider,
  returnTo,
  simulatorPaymentId,
  simulatorReturnAddress,
} from '../support/checkout.ts';
import { mailsAbout } from '../support/outbox.ts';
import {
  dialects,
  restartTestServer,
  startListeningTestServer,
  startTestServerWithPlaces,
  type TestServer,
} from '../support/test-server.ts';

/** A payment id of the simulator's form that no payment has. */
const unknownPaymentId = 'sim_AAAAAAAAAAAAAAAAAAAAAAAA';

const simulatorButtons = (html: string) =>
  [...html.matchAll(/<button type="submit" name="outcome" value="(\w+)">/g)].map((match) => match[1]);

describe.each(dialects)('payments through the simulator (%s)', (dialect) => {
  let server: TestServer & { url: string };
  let operator: string;
  beforeAll(async () => {
    server = await startListeningTestServer(dialect);
    operator = `Taxi Martini Groningen <${server.app.tenants.byId('demo')?.info.email}>`;
  });
  afterAll(() => server.close());

  /** A checked-out cart (see cartOf) waiting for its payment. */
  const placeOrder = async (
    remarks: string,
    overrides: Record<string, unknown> = {},
  ): Promise<{ order: CartTransactionReply; paymentId: string }> => {
    const { response, reply } = await checkOut(server.app, cartOf(remarks, overrides));
    expect(response.statusCode).toBe(200);
    return { order: reply, paymentId: simulatorPaymentId(reply.form, server.url) };
  };
  const statusOf = async (order: CartTransactionReply) => (await findOrderRow(server.app, order.orderId!)).status;
  /** Where the simulator sends the customer: the demo tenant's origin for the page's host (its port PUBLIC_URL's), with the order's token. */
  const returnAddress = (order: CartTransactionReply) =>
    new RegExp(
      `^http://localhost:${new URL(server.url).port}/api/payments/return/${order.orderId}\\?token=[A-Za-z0-9_-]{43}$`,
    );
  const mailsOf = (order: CartTransactionReply) => mailsAbout(server.settings.dataDir, order);
  const hostedPage = (paymentId: string) => server.app.inject({ method: 'GET', url: `/pay/simulator/${paymentId}` });
  const setPaymentStatus = (paymentId: string, status: string) =>
    server.app.db.updateTable('simulator_payments').set({ status }).where('id', '=', paymentId).execute();
  /** The order's return token, from the address the simulator sends the customer back to. */
  const returnToken = async (order: CartTransactionReply) =>
    new URL(await simulatorReturnAddress(server.app, order.orderId!)).searchParams.get('token') ?? '';
  /** The page that checks again, with the token after `#`, where no server sees it. */
  const pendingPage = (order: CartTransactionReply, token: string) =>
    `/payment/pending/${order.orderHash}#token=${token}`;
  /** The page's question: how the payment stands now. */
  const askStatus = (orderId: number | null, token: string, host = 'localhost:8080') =>
    server.app.inject({
      method: 'GET',
      url: `/api/payments/status/${orderId}?token=${encodeURIComponent(token)}`,
      headers: { host },
    });

  /** Paid: the customer and the operator get their mail, once. */
  const expectConfirmed = async (order: CartTransactionReply, lang: 'nl' | 'en' = 'nl') => {
    expect(await statusOf(order)).toBe('paid');
    const reference = `D${order.klantNr}/${order.orderId}`;
    const mails = await mailsOf(order);
    expect(mails).toHaveLength(2);
    const customerSubject =
      lang === 'nl'
        ? `Bevestiging van uw bestelling ${reference} bij Taxi Martini Groningen`
        : `Confirmation of your order ${reference} with Taxi Martini Groningen`;
    expect(mails).toContainEqual(
      expect.objectContaining({ to: 'Jan de Vries <jan@example.com>', subject: customerSubject }),
    );
    expect(mails).toContainEqual(
      expect.objectContaining({
        to: operator,
        replyTo: 'Jan de Vries <jan@example.com>',
        subject: `Nieuwe bestelling ${reference}: 1 rit, € 12,50`,
      }),
    );
  };

  describe('the hosted page', () => {
    it('shows the amount, what it is for and the five buttons', async () => {
      const { order, paymentId } = await placeOrder('hosted page');
      const page = await hostedPage(paymentId);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('<p class="amount">€ 12,50</p>');
      expect(page.body).toContain(`Taxi Martini Groningen D${order.klantNr}/${order.orderId}`);
      expect(simulatorButtons(page.body)).toEqual(['paid', 'failed', 'canceled', 'expired', 'pending']);
      expect(page.body).toContain(`<form method="post" action="/pay/simulator/${paymentId}"`);
      // Its buttons may lead back to the shop the customer came from, and nowhere else.
      expect(page.headers['content-security-policy']).toContain(
        `form-action 'self' http://localhost:${new URL(server.url).port};`,
      );
    });

    it.each([
      ['an unknown payment', unknownPaymentId],
      ['a malformed payment id', 'sim_..%2F..%2Fetc'],
      ['an id of another provider', 'tr_WDqYK6vllg'],
    ])('answers %s with 404', async (_name, paymentId) => {
      const page = await hostedPage(paymentId);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Payment not found');
      expect((await pressButton(server.app, paymentId, 'paid')).statusCode).toBe(404);
    });

    it('answers an id too long to be one with a 4xx', async () => {
      const page = await hostedPage(`sim_${'A'.repeat(100)}`);
      expect(page.statusCode).toBeGreaterThanOrEqual(400);
      expect(page.statusCode).toBeLessThan(500);
    });

    it.each([
      ['an outcome it does not offer', 'outcome=refunded'],
      ['an empty outcome', 'outcome='],
      ['no outcome', 'button=paid'],
      ['an outcome in capitals', 'outcome=PAID'],
    ])('refuses %s with 400, and the payment stays open', async (name, body) => {
      const { order, paymentId } = await placeOrder(`bad outcome ${name}`);
      const pressed = await server.app.inject({
        method: 'POST',
        url: `/pay/simulator/${paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      expect(pressed.statusCode).toBe(400);
      expect(pressed.json()).toEqual({ error: expect.stringContaining('paid, failed, canceled, expired') });
      expect(simulatorButtons((await hostedPage(paymentId)).body)).toHaveLength(5);
      expect(await statusOf(order)).toBe('pending');
    });

    it('refuses a button posted as JSON with a 4xx', async () => {
      const { order, paymentId } = await placeOrder('json button');
      const pressed = await server.app.inject({
        method: 'POST',
        url: `/pay/simulator/${paymentId}`,
        payload: { outcome: 'paid' },
      });
      expect(pressed.statusCode).toBeGreaterThanOrEqual(400);
      expect(pressed.statusCode).toBeLessThan(500);
      expect(await statusOf(order)).toBe('pending');
    });
  });

  describe('paid', () => {
    it('marks the order paid, sends the customer to the success page and mails the customer and the operator', async () => {
      const { order, paymentId } = await placeOrder('paid');
      const pressed = await pressButton(server.app, paymentId, 'paid');
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toMatch(returnAddress(order));

      const returned = await returnFromProvider(server.app, order.orderId!);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(`/payment/success/${order.orderHash}`);
      expect(returned.headers['cache-control']).toBe('no-store');
      await expectConfirmed(order);
      const mail = (await mailsOf(order)).find((candidate) => candidate.to.includes('jan@example.com'));
      expect(mail?.text).toContain('Beste Jan de Vries,');
      expect(mail?.text).toContain('€ 12,50');

      // Coming back a second time (a reload) changes nothing.
      expect((await returnFromProvider(server.app, order.orderId!)).headers.location).toBe(
        `/payment/success/${order.orderHash}`,
      );
      expect(await mailsOf(order)).toHaveLength(2);
    });

    it('writes the customer’s confirmation in English for an order placed in English, the operator’s in Dutch', async () => {
      const { order, paymentId } = await placeOrder('paid in English', { lang: 'en' });
      await pressButton(server.app, paymentId, 'paid');
      await expectConfirmed(order, 'en');
      const mail = (await mailsOf(order)).find((candidate) => candidate.to.includes('jan@example.com'));
      expect(mail?.text).toContain('Dear Jan de Vries,');
    });

    it('tells a customer who comes back to the shop again with the same cart that it is booked, and takes no second payment', async () => {
      const { order, paymentId } = await placeOrder('paid then again');
      await setPaymentStatus(paymentId, 'paid');
      // The webhook never came and the customer never came back: the cart is sent again.
      const again = await checkOut(server.app, cartOf('paid then again'));
      expect(again.response.statusCode).toBe(200);
      expect(again.reply).toMatchObject({
        success: true,
        form: '',
        orderId: order.orderId,
        orderHash: order.orderHash,
      });
      await expectConfirmed(order);
    });
  });

  describe.each([
    ['failed', 'failed'],
    ['canceled', 'cancelled'],
    ['expired', 'failed'],
  ] as const)('%s', (outcome, page) => {
    it(`marks the order ${outcome}, sends the customer to the ${page} page and mails no one`, async () => {
      const { order, paymentId } = await placeOrder(`outcome ${outcome}`);
      const pressed = await pressButton(server.app, paymentId, outcome);
      expect(pressed.statusCode).toBe(303);
      expect(await statusOf(order)).toBe(outcome);
      const returned = await returnFromProvider(server.app, order.orderId!);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(`/payment/${page}/${order.orderHash}`);
      expect(await mailsOf(order)).toEqual([]);
    });
  });

  describe('a second button and double clicks', () => {
    it('keeps the first outcome: paid stays paid, the page shows it, and the mails go out once', async () => {
      const { order, paymentId } = await placeOrder('second button');
      const clicks = await Promise.all([
        pressButton(server.app, paymentId, 'paid'),
        pressButton(server.app, paymentId, 'paid'),
      ]);
      expect(clicks.map((click) => click.statusCode)).toEqual([303, 303]);
      const second = await pressButton(server.app, paymentId, 'failed');
      expect(second.statusCode).toBe(303);
      expect(second.headers.location).toMatch(returnAddress(order));
      expect((await findSimulatorPayment(server.app, paymentId)).status).toBe('paid');

      const page = await hostedPage(paymentId);
      expect(page.body).toContain('<h1>Payment paid</h1>');
      expect(simulatorButtons(page.body)).toEqual([]);
      await expectConfirmed(order);
      expect((await returnFromProvider(server.app, order.orderId!)).headers.location).toBe(
        `/payment/success/${order.orderHash}`,
      );
    });

    it('keeps failed when paid is pressed afterwards', async () => {
      const { order, paymentId } = await placeOrder('failed then paid');
      await pressButton(server.app, paymentId, 'failed');
      await pressButton(server.app, paymentId, 'paid');
      expect(await statusOf(order)).toBe('failed');
      expect((await hostedPage(paymentId)).body).toContain('<h1>Payment failed</h1>');
      expect(await mailsOf(order)).toEqual([]);
    });
  });

  describe('the webhook', () => {
    it('answers every replay with 200, also at the same moment, and the order stays paid with its two mails', async () => {
      const { order, paymentId } = await placeOrder('webhook replay');
      await pressButton(server.app, paymentId, 'paid');
      for (let call = 0; call < 3; call++) {
        const response = await postWebhook(server.app, 'simulator', paymentId);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({});
      }
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => postWebhook(server.app, 'simulator', paymentId)),
      );
      expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      await expectConfirmed(order);
    });

    it('settles the order once when the first webhooks arrive at the same moment', async () => {
      const { order, paymentId } = await placeOrder('webhook race');
      await setPaymentStatus(paymentId, 'paid');
      const concurrent = await Promise.all(
        Array.from({ length: 5 }, () => postWebhook(server.app, 'simulator', paymentId)),
      );
      expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      await expectConfirmed(order);
    });

    it('leaves the order pending for a webhook that comes while the payment is still open', async () => {
      const { order, paymentId } = await placeOrder('webhook early');
      const response = await postWebhook(server.app, 'simulator', paymentId);
      expect(response.statusCode).toBe(200);
      expect(await statusOf(order)).toBe('pending');
      expect(await mailsOf(order)).toEqual([]);
      // And the payment can still be made.
      await pressButton(server.app, paymentId, 'paid');
      await expectConfirmed(order);
    });

    it('keeps an order failed whatever the provider says afterwards', async () => {
      const { order, paymentId } = await placeOrder('webhook after failure');
      await setPaymentStatus(paymentId, 'failed');
      expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
      expect(await statusOf(order)).toBe('failed');
      expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
      await setPaymentStatus(paymentId, 'paid');
      expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
      expect(await statusOf(order)).toBe('failed');
      expect(await mailsOf(order)).toEqual([]);
      expect((await returnFromProvider(server.app, order.orderId!)).headers.location).toBe(
        `/payment/failed/${order.orderHash}`,
      );
    });

    it('answers a payment it never made with 200 and changes nothing', async () => {
      const { order } = await placeOrder('webhook unknown');
      const before = await server.app.db
        .selectFrom('orders')
        .select(['id', 'status', 'updated_at'])
        .orderBy('id')
        .execute();
      const response = await postWebhook(server.app, 'simulator', unknownPaymentId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      expect(
        await server.app.db.selectFrom('orders').select(['id', 'status', 'updated_at']).orderBy('id').execute(),
      ).toEqual(before);
      expect(await statusOf(order)).toBe('pending');
    });

    it.each([
      ['an empty body', ''],
      ['no id', 'status=paid'],
      ['an empty id', 'id='],
      ['an id too short', 'id=sim_AAAA'],
      ['an id with a path in it', 'id=sim_..%2F..%2F..%2FAAAAAAAAAAAAAAAA'],
      ['an id of another provider', 'id=tr_WDqYK6vllg'],
    ])('refuses %s with 400', async (_name, payload) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/simulator',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it.each([
      ['a provider it does not know', 'paypal'],
      ['a provider no tenant here pays through', 'mollie'],
      ['a provider in capitals', 'SIMULATOR'],
    ])('refuses %s with a 4xx', async (_name, provider) => {
      const { order, paymentId } = await placeOrder(`webhook provider ${provider}`);
      await setPaymentStatus(paymentId, 'paid');
      const response = await postWebhook(server.app, provider, paymentId);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(await statusOf(order)).toBe('pending');
    });

    it('refuses a body that is not form-encoded or JSON with a 4xx', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/simulator',
        headers: { 'content-type': 'text/plain' },
        payload: `id=${unknownPaymentId}`,
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('a lost redirect or a lost webhook', () => {
    it('confirms a paid order whose customer never comes back (the webhook did it)', async () => {
      const { order, paymentId } = await placeOrder('lost redirect');
      const pressed = await pressButton(server.app, paymentId, 'paid');
      expect(pressed.statusCode).toBe(303);
      // The customer closes the tab here.
      await expectConfirmed(order);
    });

    it('asks the provider when the customer comes back before the webhook, and confirms the order', async () => {
      const { order, paymentId } = await placeOrder('lost webhook');
      await setPaymentStatus(paymentId, 'paid');
      expect(await statusOf(order)).toBe('pending');
      const returned = await returnFromProvider(server.app, order.orderId!);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(`/payment/success/${order.orderHash}`);
      await expectConfirmed(order);
      // The webhook when it comes after all changes nothing.
      expect((await postWebhook(server.app, 'simulator', paymentId)).statusCode).toBe(200);
      expect(await mailsOf(order)).toHaveLength(2);
    });

    it('sends a customer who comes back while the payment is open to the pending page, and the same cart pays the same order', async () => {
      const { order, paymentId } = await placeOrder('back without paying');
      const returned = await returnFromProvider(server.app, order.orderId!);
      expect(returned.headers.location).toBe(pendingPage(order, await returnToken(order)));
      expect(await statusOf(order)).toBe('pending');
      const again = await checkOut(server.app, cartOf('back without paying'));
      expect(again.reply).toMatchObject({ success: true, orderId: order.orderId });
      expect(simulatorPaymentId(again.reply.form, server.url)).toBe(paymentId);
    });
  });

  describe('a payment still pending (docs/reference/api.md#payment-status)', () => {
    it('sends the customer to the page that checks again, which turns to success when the payment is settled later', async () => {
      const { order, paymentId } = await placeOrder('pending then paid');
      const pressed = await pressButton(server.app, paymentId, 'pending');
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toMatch(returnAddress(order));
      expect((await findSimulatorPayment(server.app, paymentId)).status).toBe('pending');
      expect(await statusOf(order)).toBe('pending');

      const token = await returnToken(order);
      const returned = await returnFromProvider(server.app, order.orderId!);
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe(pendingPage(order, token));

      const asked = await askStatus(order.orderId, token);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['cache-control']).toBe('no-store');
      expect(asked.json()).toEqual({ outcome: 'pending' });
      expect(await mailsOf(order)).toEqual([]);

      // The bank confirms later: the hosted page settles a pending payment, and cannot leave it pending again.
      expect(simulatorButtons((await hostedPage(paymentId)).body)).toEqual(['paid', 'failed', 'canceled', 'expired']);
      expect((await pressButton(server.app, paymentId, 'paid')).statusCode).toBe(303);
      expect((await askStatus(order.orderId, token)).json()).toEqual({ outcome: 'success' });
      await expectConfirmed(order);
      expect((await returnFromProvider(server.app, order.orderId!)).headers.location).toBe(
        `/payment/success/${order.orderHash}`,
      );
    });

    it('asks the provider when the webhook has not come, and settles the order', async () => {
      const { order, paymentId } = await placeOrder('pending lost webhook');
      await pressButton(server.app, paymentId, 'pending');
      const token = await returnToken(order);
      await setPaymentStatus(paymentId, 'paid');
      expect(await statusOf(order)).toBe('pending');
      expect((await askStatus(order.orderId, token)).json()).toEqual({ outcome: 'success' });
      await expectConfirmed(order);
    });

    it.each([
      ['failed', 'failed'],
      ['expired', 'failed'],
      ['canceled', 'cancelled'],
    ] as const)('turns to %s when the pending payment ends so', async (outcome, page) => {
      const { order, paymentId } = await placeOrder(`pending then ${outcome}`);
      await pressButton(server.app, paymentId, 'pending');
      const token = await returnToken(order);
      expect((await askStatus(order.orderId, token)).json()).toEqual({ outcome: 'pending' });
      await pressButton(server.app, paymentId, outcome);
      expect((await askStatus(order.orderId, token)).json()).toEqual({ outcome: page });
      expect(await statusOf(order)).toBe(outcome);
      expect(await mailsOf(order)).toEqual([]);
    });

    it('leaves a settled payment as it is when pending is pressed afterwards', async () => {
      const { order, paymentId } = await placeOrder('paid then pending');
      await pressButton(server.app, paymentId, 'paid');
      const pressed = await pressButton(server.app, paymentId, 'pending');
      expect(pressed.statusCode).toBe(303);
      expect((await findSimulatorPayment(server.app, paymentId)).status).toBe('paid');
      expect((await askStatus(order.orderId, await returnToken(order))).json()).toEqual({ outcome: 'success' });
    });

    it.each([
      ['without a token', () => ''],
      ['with a made-up token', () => 'A'.repeat(43)],
      ['with a token one letter off', (token: string) => `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`],
    ])('answers 404 orderNotFound %s, and does not ask the provider', async (_name, tamper) => {
      const { order, paymentId } = await placeOrder(`status ${_name}`);
      await setPaymentStatus(paymentId, 'paid');
      const asked = await askStatus(order.orderId, tamper(await returnToken(order)));
      expect(asked.statusCode).toBe(404);
      expect(asked.json()).toEqual({ error: 'orderNotFound' });
      // Had the provider been asked, the order would be paid now.
      expect(await statusOf(order)).toBe('pending');
    });

    it('answers 404 orderNotFound for another tenant’s order, another order’s token and an order that does not exist', async () => {
      const first = await placeOrder('status first');
      const second = await placeOrder('status second');
      await setPaymentStatus(second.paymentId, 'paid');
      const firstToken = await returnToken(first.order);
      for (const asked of [
        await askStatus(second.order.orderId, await returnToken(second.order), 'zakelijk.localhost'),
        await askStatus(second.order.orderId, firstToken),
        await askStatus(2_000_000_000, firstToken),
      ]) {
        expect(asked.statusCode).toBe(404);
        expect(asked.json()).toEqual({ error: 'orderNotFound' });
      }
      expect(await statusOf(second.order)).toBe('pending');
    });

    it.each(['abc', '0', '-1', '1.5', String(2 ** 31)])('refuses order id %s with 400', async (orderId) => {
      const asked = await server.app.inject({ method: 'GET', url: `/api/payments/status/${orderId}?token=AAAA` });
      expect(asked.statusCode).toBe(400);
      expect(asked.json()).toEqual({ error: expect.any(String) });
    });

    it('refuses a token longer than any with 400', async () => {
      const asked = await askStatus(1, 'A'.repeat(101));
      expect(asked.statusCode).toBe(400);
    });
  });

  describe('the return address', () => {
    it('does not show another tenant’s order, and leaves it alone', async () => {
      const { order, paymentId } = await placeOrder('return other tenant');
      await setPaymentStatus(paymentId, 'paid');
      const returned = await returnFromProvider(server.app, order.orderId!, 'zakelijk.localhost');
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe('/payment/failed/unknown');
      expect(returned.headers.location).not.toContain(order.orderHash);
      expect(await statusOf(order)).toBe('pending');
    });

    it('sends an order that does not exist to /payment/failed/unknown', async () => {
      const returned = await returnTo(server.app, '/api/payments/return/2000000000?token=AAAA');
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe('/payment/failed/unknown');
    });

    it.each([
      ['without a token', (address: URL) => address.searchParams.delete('token')],
      ['with an empty token', (address: URL) => address.searchParams.set('token', '')],
      [
        'with a token one letter off',
        (address: URL) => address.searchParams.set('token', `${address.searchParams.get('token')?.slice(0, -1)}x`),
      ],
      ['with a made-up token', (address: URL) => address.searchParams.set('token', 'A'.repeat(43))],
    ])('neither shows an order %s nor asks the provider about it', async (_name, tamper) => {
      const { order, paymentId } = await placeOrder(`return ${_name}`);
      await setPaymentStatus(paymentId, 'paid');
      const address = new URL(await simulatorReturnAddress(server.app, order.orderId!));
      tamper(address);
      const returned = await returnTo(server.app, address.toString());
      expect(returned.statusCode).toBe(303);
      expect(returned.headers.location).toBe('/payment/failed/unknown');
      // Had the provider been asked, the order would be paid now.
      expect(await statusOf(order)).toBe('pending');
      expect((await returnFromProvider(server.app, order.orderId!)).headers.location).toBe(
        `/payment/success/${order.orderHash}`,
      );
    });

    it('does not take the token of one order for another (the next order id)', async () => {
      const first = await placeOrder('token of the first');
      const second = await placeOrder('token of the second');
      await setPaymentStatus(second.paymentId, 'paid');
      const address = new URL(await simulatorReturnAddress(server.app, first.order.orderId!));
      address.pathname = `/api/payments/return/${second.order.orderId}`;
      expect((await returnTo(server.app, address.toString())).headers.location).toBe('/payment/failed/unknown');
      expect(await statusOf(second.order)).toBe('pending');
    });

    it('keeps only the hash of the token', async () => {
      const { order } = await placeOrder('token hashed');
      const token = new URL(await simulatorReturnAddress(server.app, order.orderId!)).searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(await findOrderRow(server.app, order.orderId!))).not.toContain(token);
    });

    it.each(['abc', '0', '-1', '1.5', String(2 ** 31), '1;drop table orders'])(
      'refuses order id %s with 400',
      async (orderId) => {
        const returned = await returnTo(server.app, `/api/payments/return/${encodeURIComponent(orderId)}?token=AAAA`);
        expect(returned.statusCode).toBe(400);
        expect(returned.json()).toEqual({ error: expect.any(String) });
      },
    );
  });
});

describe.each(dialects)('payments across a restart (%s)', (dialect) => {
  let server: TestServer;
  let settledMeanwhile: { order: CartTransactionReply; paymentId: string };
  let paidNotMailed: { order: CartTransactionReply; paymentId: string };
  let mailedBefore: { order: CartTransactionReply; paymentId: string };
  let cutOff: { order: CartTransactionReply; paymentId: string };

  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    const place = async (remarks: string) => {
      const { reply } = await checkOut(server.app, cartOf(remarks));
      return { order: reply, paymentId: simulatorPaymentId(reply.form, server.settings.publicUrl) };
    };
    settledMeanwhile = await place('settled while down');
    paidNotMailed = await place('paid, not mailed');
    mailedBefore = await place('paid and mailed');
    cutOff = await place('mail cut off');
    // Settled and confirmed before the stop: nothing to do after it.
    await server.app.db
      .updateTable('simulator_payments')
      .set({ status: 'paid' })
      .where('id', '=', mailedBefore.paymentId)
      .execute();
    expect((await postWebhook(server.app, 'simulator', mailedBefore.paymentId)).statusCode).toBe(200);
    expect(await mailsAbout(server.settings.dataDir, mailedBefore.order)).toHaveLength(2);

    server = await restartTestServer(server, async () => {
      // While the server is down: the provider settles a payment, and an order settled just before the stop never got its mail out.
      const db = await openDatabase(server.settings);
      try {
        await db
          .updateTable('simulator_payments')
          .set({ status: 'paid' })
          .where('id', 'in', [settledMeanwhile.paymentId, paidNotMailed.paymentId, cutOff.paymentId])
          .execute();
        await db
          .updateTable('orders')
          .set({ status: 'paid', settled_at: new Date() })
          .where('id', 'in', [paidNotMailed.order.orderId!, cutOff.order.orderId!])
          .execute();
        // A sender that stopped in the middle, long enough ago for its claim to have lapsed.
        await db
          .updateTable('orders')
          .set({ mail_claimed_at: new Date(Date.now() - 10 * 60_000) })
          .where('id', '=', cutOff.order.orderId!)
          .execute();
      } finally {
        await db.destroy();
      }
    });
  });
  afterAll(() => server.close());

  it('settles an order whose payment was made while the server was down when the webhook reaches the new one', async () => {
    expect((await findOrderRow(server.app, settledMeanwhile.order.orderId!)).status).toBe('pending');
    const response = await postWebhook(server.app, 'simulator', settledMeanwhile.paymentId);
    expect(response.statusCode).toBe(200);
    expect((await findOrderRow(server.app, settledMeanwhile.order.orderId!)).status).toBe('paid');
    const mails = await mailsAbout(server.settings.dataDir, settledMeanwhile.order);
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      'Jan de Vries <jan@example.com>',
      'Taxi Martini Groningen <rijden@taxi-martini.example>',
    ]);
    expect((await returnFromProvider(server.app, settledMeanwhile.order.orderId!)).headers.location).toBe(
      `/payment/success/${settledMeanwhile.order.orderHash}`,
    );
  });

  it('sends the mails of a paid order that did not get them out before the stop, once', async () => {
    await vi.waitFor(
      async () => expect(await mailsAbout(server.settings.dataDir, paidNotMailed.order)).toHaveLength(2),
      { timeout: 5000 },
    );
    expect((await postWebhook(server.app, 'simulator', paidNotMailed.paymentId)).statusCode).toBe(200);
    expect(await mailsAbout(server.settings.dataDir, paidNotMailed.order)).toHaveLength(2);
    expect(await mailsAbout(server.settings.dataDir, mailedBefore.order)).toHaveLength(2);
  });

  it('takes over the mails of a sender that stopped halfway, once its claim has lapsed', async () => {
    await vi.waitFor(async () => expect(await mailsAbout(server.settings.dataDir, cutOff.order)).toHaveLength(2), {
      timeout: 5000,
    });
  });
});
