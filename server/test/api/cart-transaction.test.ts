import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTransactionReplySchema, type CartTransactionReply } from '#common/contracts/cart-transaction.ts';
import { createCustomer } from '../../src/modules/customers/customers.ts';
import { createSession } from '../../src/modules/sessions/sessions.ts';
import {
  cart,
  cartOf,
  checkOut,
  escapeRegExp,
  findOrderRow,
  findSimulatorPayment,
  ordersWithRemarks,
  orderTripRows,
  person,
  pressButton,
  simulatorPaymentId,
} from '../support/checkout.ts';
import { mailsAbout } from '../support/outbox.ts';
import { dialects, startListeningTestServer, type TestServer } from '../support/test-server.ts';
import {
  eelde,
  herestraat,
  schiphol,
  stationGroningen,
  stop,
  trip,
  upcoming,
  wednesdayAfternoon,
} from '../support/trips.ts';

describe.each(dialects)('POST /api/cart_transaction.json (%s)', (dialect) => {
  let server: TestServer & { url: string };
  beforeAll(async () => {
    server = await startListeningTestServer(dialect);
  });
  afterAll(() => server.close());

  /**
   * Makes a race certain instead of likely: on PostgreSQL the customers table is held against writes until `writers`
   * requests wait to write to it (or a few seconds passed), so they all read it before any of them writes.
   * SQLite runs one statement at a time anyway.
   */
  async function atTheSameMoment<T>(writers: number, run: () => Promise<T>): Promise<T> {
    if (!server.settings.databaseUrl) return run();
    const client = new pg.Client({ connectionString: server.settings.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('lock table customers in share mode');
      const running = run();
      // Awaited below; a rejection meanwhile must not count as unhandled.
      running.catch(() => undefined);
      const waiting = async () =>
        Number(
          (
            await client.query<{ count: string }>(
              `select count(*) from pg_locks where relation = 'customers'::regclass and not granted`,
            )
          ).rows[0]?.count,
        );
      for (let tries = 0; tries < 60 && (await waiting()) < writers; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await client.query('commit');
      return await running;
    } finally {
      await client.end();
    }
  }

  const orderCount = async () => (await server.app.db.selectFrom('orders').select('id').execute()).length;
  const paymentsFor = async (orderId: number | null) =>
    (await server.app.db.selectFrom('simulator_payments').selectAll().execute()).filter(
      (payment) => new URL(payment.redirect_url).pathname === `/api/payments/return/${orderId}`,
    );

  /** A refusal the customer can act on: 422, no order, no form, the key the SPA shows. */
  const expectRefused = async (payload: unknown, error: CartTransactionReply['error']) => {
    const before = await orderCount();
    const { response, reply } = await checkOut(server.app, payload);
    expect(response.statusCode).toBe(422);
    expect(cartTransactionReplySchema.parse(reply)).toMatchObject({
      success: false,
      error,
      form: '',
      orderId: null,
      klantNr: null,
      orderHash: '',
    });
    expect(await orderCount()).toBe(before);
    return reply;
  };

  describe('a cart at the server’s price', () => {
    it('makes a pending order for the customer and answers with a form to the payment page', async () => {
      const { response, reply } = await checkOut(server.app, cartOf('success'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(cartTransactionReplySchema.parse(reply)).toMatchObject({
        success: true,
        error: '',
        klantNr: expect.any(Number),
        orderId: expect.any(Number),
        orderHash: expect.stringMatching(/^[\w-]{16,}$/),
        fielderrors: {},
        quotes: [expect.objectContaining({ status: 200, amounttopay: '12.50' })],
      });
      const paymentId = simulatorPaymentId(reply.form, server.url);
      // The trips' own numbers, which the success page names them by (docs/reference/api.md#cart-transaction).
      const tripIds = await server.app.db
        .selectFrom('order_trips')
        .select('id')
        .where('order_id', '=', reply.orderId!)
        .orderBy('position')
        .execute();
      expect(reply.ritNrs).toEqual(tripIds.map((row) => row.id));
      expect(reply.ritNrs).toHaveLength(1);

      const order = await findOrderRow(server.app, reply.orderId!);
      expect(order).toMatchObject({
        tenant_id: 'demo',
        customer_id: reply.klantNr,
        hash: reply.orderHash,
        status: 'pending',
        lang: 'nl',
        total_cents: 1250,
        provider: 'simulator',
        provider_payment_id: paymentId,
      });
      const customer = await server.app.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', reply.klantNr!)
        .executeTakeFirst();
      expect(customer).toMatchObject({
        tenant_id: 'demo',
        username: null,
        email: 'jan@example.com',
        phone: '+31612345678',
      });
      const trips = await orderTripRows(server.app, reply.orderId!);
      expect(trips).toEqual([
        expect.objectContaining({
          position: 0,
          datetime: wednesdayAfternoon,
          from_text: 'Herestraat 12, 9711 LJ Groningen',
          to_text: 'Station Groningen',
          passengers: 2,
          price_cents: 1250,
        }),
      ]);
      // Nothing is confirmed before the payment is.
      expect(await mailsAbout(server.settings.dataDir, reply)).toEqual([]);
    });

    it('keeps only the tenant’s personal fields, trimmed', async () => {
      const sent = { ...person, custname: '  Jan de Vries ', remarks: 'extra fields', isAdmin: 'yes', klantNr: 1 };
      const { response, reply } = await checkOut(server.app, cart({ person: sent }));
      expect(response.statusCode).toBe(200);
      const stored = JSON.parse((await findOrderRow(server.app, reply.orderId!)).person) as unknown;
      expect(stored).toEqual({ ...person, remarks: 'extra fields' });
    });

    it('gives each guest order a customer of its own: the same email again neither learns the earlier number nor changes its phone', async () => {
      const first = (await checkOut(server.app, cartOf('returning guest 1'))).reply;
      const second = (
        await checkOut(
          server.app,
          cartOf('returning guest 2', { person: { ...person, remarks: 'returning guest 2', custtel: '+31687654321' } }),
        )
      ).reply;
      expect(second.orderId).not.toBe(first.orderId);
      expect(second.klantNr).not.toBe(first.klantNr);
      const customer = (id: number | null) =>
        server.app.db.selectFrom('customers').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
      expect(await customer(first.klantNr)).toMatchObject({ email: 'jan@example.com', phone: '+31612345678' });
      expect(await customer(second.klantNr)).toMatchObject({
        email: 'jan@example.com',
        phone: '+31687654321',
        username: null,
      });
    });

    it('leaves a customer with an account alone when a guest checks out with its email', async () => {
      const account = await createCustomer(server.app.db, {
        tenantId: 'demo',
        username: 'vaste-klant',
        email: 'vast@example.com',
        phone: '+31501111111',
      });
      const { reply } = await checkOut(
        server.app,
        cartOf('guest with an account’s email', {
          person: {
            ...person,
            custemail: 'vast@example.com',
            custtel: '+31622222222',
            remarks: 'guest with an account’s email',
          },
        }),
      );
      expect(reply.success).toBe(true);
      expect(reply.klantNr).not.toBe(account.id);
      const stored = await server.app.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ username: 'vaste-klant', email: 'vast@example.com', phone: '+31501111111' });
    });

    it('makes one order and one customer of a guest’s cart sent from three tabs at the same moment', async () => {
      const newGuest = { ...person, custemail: 'drie.tabbladen@example.com', remarks: 'three tabs' };
      const replies = await atTheSameMoment(3, () =>
        Promise.all([1, 2, 3].map(() => checkOut(server.app, cart({ person: newGuest })))),
      );
      // The one that makes the payment answers with its form; one that comes while it is being made, orderInProgress.
      expect(replies.map(({ response }) => response.statusCode)).toContain(200);
      for (const { response } of replies) expect([200, 409]).toContain(response.statusCode);
      const orders = replies.map(({ reply }) => reply).filter((reply) => reply.success);
      expect(new Set(orders.map((reply) => reply.orderId)).size).toBe(1);
      expect(new Set(orders.map((reply) => reply.klantNr)).size).toBe(1);
      const customers = await server.app.db
        .selectFrom('customers')
        .select('id')
        .where('email', '=', newGuest.custemail)
        .execute();
      expect(customers).toHaveLength(1);
    });

    it('books a cart of two trips as one order with their total', async () => {
      const trips = [trip({ price: '12.50' }), trip({ tour: [stop(herestraat), stop(eelde)], price: '42.50' })];
      const { response, reply } = await checkOut(server.app, cartOf('two trips', { trips }));
      expect(response.statusCode).toBe(200);
      expect(reply.quotes.map((quote) => quote.amounttopay)).toEqual(['12.50', '42.50']);
      expect(await findOrderRow(server.app, reply.orderId!)).toMatchObject({ total_cents: 5500 });
      expect((await findSimulatorPayment(server.app, simulatorPaymentId(reply.form, server.url))).amount_cents).toBe(
        5500,
      );
    });
  });

  describe('the price is the server’s', () => {
    it('refuses a lowered price with priceChanged and the server’s price, writing nothing; the cart at that price goes through', async () => {
      const tampered = await expectRefused(cartOf('tampered', { trips: [trip({ price: '1.00' })] }), 'priceChanged');
      expect(tampered.quotes).toEqual([expect.objectContaining({ status: 200, amounttopay: '12.50' })]);
      expect(await ordersWithRemarks(server.app, 'tampered')).toEqual([]);

      const { response, reply } = await checkOut(
        server.app,
        cartOf('tampered', { trips: [trip({ price: tampered.quotes[0]?.amounttopay })] }),
      );
      expect(response.statusCode).toBe(200);
      const paymentId = simulatorPaymentId(reply.form, server.url);
      expect((await findSimulatorPayment(server.app, paymentId)).amount_cents).toBe(1250);
      const page = await server.app.inject({ method: 'GET', url: `/pay/simulator/${paymentId}` });
      expect(page.body).toContain('€ 12,50');
    });

    it.each([
      ['no price at all', undefined],
      ['a higher price', '99.00'],
      ['a price that is no amount', 'gratis'],
      ['a negative price', '-12.50'],
    ])('refuses %s with priceChanged', async (_name, price) => {
      const reply = await expectRefused(
        cartOf('price check', { trips: [trip(price === undefined ? {} : { price })] }),
        'priceChanged',
      );
      expect(reply.quotes[0]?.amounttopay).toBe('12.50');
    });

    it('takes the price as a number too', async () => {
      const { response } = await checkOut(server.app, cartOf('numeric price', { trips: [trip({ price: 12.5 })] }));
      expect(response.statusCode).toBe(200);
    });

    it('refuses the whole cart when one of its trips has a price the customer was not shown', async () => {
      const reply = await expectRefused(
        cartOf('one of two', {
          trips: [trip({ price: '12.50' }), trip({ tour: [stop(herestraat), stop(eelde)], price: '12.50' })],
        }),
        'priceChanged',
      );
      expect(reply.quotes.map((quote) => quote.amounttopay)).toEqual(['12.50', '42.50']);
    });

    it('prices the place it knows by id: coordinates and text made up in the address change nothing', async () => {
      const fakedDeparture = {
        ...stop(herestraat),
        address: { ...herestraat, text: 'Schiphol', lat: schiphol.lat, lng: schiphol.lng },
      };
      const faked = (price: string) =>
        cartOf('faked address', { trips: [trip({ tour: [fakedDeparture, stop(stationGroningen)], price })] });
      // What the made-up stop would cost from Schiphol is not what the server charges.
      await expectRefused(faked('205.00'), 'priceChanged');
      const { response, reply } = await checkOut(server.app, faked('12.50'));
      expect(response.statusCode).toBe(200);
      expect(await findOrderRow(server.app, reply.orderId!)).toMatchObject({ total_cents: 1250 });
      const [booked] = await orderTripRows(server.app, reply.orderId!);
      expect(booked?.from_text).toBe('Herestraat 12, 9711 LJ Groningen');
      expect(booked?.trip).not.toContain('Schiphol');
    });
  });

  describe('what the customer must correct: 422 with the key the SPA shows', () => {
    it('tripRequired for an empty cart', () => expectRefused(cartOf('empty', { trips: [] }), 'tripRequired'));

    it.each([
      ['a missing name', { custname: undefined }, 'custname'],
      ['a name of one letter', { custname: 'J' }, 'custname'],
      ['a name of spaces', { custname: '   ' }, 'custname'],
      ['a missing email address', { custemail: '' }, 'custemail'],
      ['an invalid email address', { custemail: 'jan@example' }, 'custemail'],
      ['a missing phone number', { custtel: undefined }, 'custtel'],
      ['an invalid phone number', { custtel: '12' }, 'custtel'],
      ['letters for a phone number', { custtel: 'bel me maar' }, 'custtel'],
    ])('formIncomplete for %s, naming the field', async (_name, change, field) => {
      const reply = await expectRefused(cart({ person: { ...person, ...change } }), 'formIncomplete');
      expect(Object.keys(reply.fielderrors)).toEqual([field]);
      expect(reply.fielderrors[field]).toMatch(/^\w+$/);
    });

    it('formIncomplete names every field that is wrong', async () => {
      const reply = await expectRefused(cart({ person: { remarks: 'x' } }), 'formIncomplete');
      expect(Object.keys(reply.fielderrors).sort()).toEqual(['custemail', 'custname', 'custtel']);
    });

    it('termsRequired when the terms were not agreed', async () => {
      await expectRefused(cartOf('terms', { agreeTerms: false }), 'termsRequired');
      const { agreeTerms: _agreeTerms, ...withoutTerms } = cartOf('terms');
      await expectRefused(withoutTerms, 'termsRequired');
    });

    it('tripInvalid for a trip in the past, with that trip’s quote', async () => {
      const reply = await expectRefused(
        cartOf('past', { trips: [trip({ price: '12.50' }), trip({ datetime: '2020-01-08 14:00', price: '12.50' })] }),
        'tripInvalid',
      );
      expect(reply.quotes).toHaveLength(2);
      expect(reply.quotes[0]).toMatchObject({ status: 200, error: '' });
      expect(reply.quotes[1]).toMatchObject({ status: 422, error: 'datetimeTooEarly' });
    });

    it('tripInvalid for a place the server does not know, with that trip’s quote', async () => {
      const unknown = trip({
        tour: [stop({ ...herestraat, id: 'a:9711LJ-999' }), stop(stationGroningen)],
        price: '12.50',
      });
      const reply = await expectRefused(cartOf('unknown place', { trips: [unknown] }), 'tripInvalid');
      expect(reply.quotes).toEqual([expect.objectContaining({ status: 422, error: 'pickDepartFromList' })]);
    });

    it('tripInvalid before priceChanged: a trip that cannot be booked is not offered at another price', async () => {
      const reply = await expectRefused(
        cartOf('invalid and tampered', { trips: [trip({ price: '1.00' }), trip({ datetime: '', price: '1.00' })] }),
        'tripInvalid',
      );
      expect(reply.quotes[1]).toMatchObject({ status: 422, error: 'noDatetime' });
    });
  });

  describe('flight details (docs/reference/record-layout.md#flight-details)', () => {
    const fromSchiphol = (flight: Record<string, string>) =>
      trip({ tour: [{ ...stop(schiphol), ...flight }, stop(herestraat)], price: '222.50' });

    it('keeps the flight number in its one spelling, on the order trip and in the trip kept', async () => {
      const { response, reply } = await checkOut(
        server.app,
        cartOf('flight spelled', { trips: [fromSchiphol({ flightNumber: 'kl 1234', flightArrival: '13:15' })] }),
      );
      expect(response.statusCode).toBe(200);
      const [row] = await orderTripRows(server.app, reply.orderId!);
      expect(row?.flight_number).toBe('KL1234');
      const kept = JSON.parse(row?.trip ?? '{}') as { tour: { flightNumber: string; flightArrival: string }[] };
      expect(kept.tour[0]).toMatchObject({ flightNumber: 'KL1234', flightArrival: '13:15' });
    });

    it('tripInvalid for a flight landing after the pickup, with the quote’s key', async () => {
      const reply = await expectRefused(
        cartOf('flight late', { trips: [fromSchiphol({ flightNumber: 'KL1234', flightArrival: '14:05' })] }),
        'tripInvalid',
      );
      expect(reply.quotes).toEqual([expect.objectContaining({ status: 422, error: 'flightArrivalAfterPickup' })]);
    });

    it('tripInvalid for a flight number that is none', async () => {
      const reply = await expectRefused(
        cartOf('flight bad', { trips: [fromSchiphol({ flightNumber: 'vlucht 7' })] }),
        'tripInvalid',
      );
      expect(reply.quotes).toEqual([expect.objectContaining({ status: 422, error: 'flightNumberInvalid' })]);
    });
  });

  describe('the same cart twice', () => {
    it('answers a resubmission while the order waits for payment with that same order and form', async () => {
      const first = await checkOut(server.app, cartOf('twice'));
      const second = await checkOut(server.app, cartOf('twice'));
      expect(second.response.statusCode).toBe(200);
      expect(second.reply).toEqual(first.reply);
      expect(await ordersWithRemarks(server.app, 'twice')).toHaveLength(1);
      expect(await paymentsFor(first.reply.orderId)).toHaveLength(1);
    });

    it.each([2, 5])('makes one order and one payment of %i submissions at the same moment', async (count) => {
      const remarks = `concurrent ${count}`;
      const results = await atTheSameMoment(count, () =>
        Promise.all(Array.from({ length: count }, () => checkOut(server.app, cartOf(remarks)))),
      );
      const orders = await ordersWithRemarks(server.app, remarks);
      expect(orders).toHaveLength(1);
      const orderId = orders[0]?.id;
      const successes = results.filter(({ response }) => response.statusCode === 200);
      expect(successes.length).toBeGreaterThanOrEqual(1);
      for (const { response, reply } of results) {
        if (response.statusCode === 200) {
          expect(reply).toMatchObject({ success: true, orderId, orderHash: orders[0]?.hash });
          expect(reply.form).toBe(successes[0]?.reply.form);
        } else {
          expect(response.statusCode).toBe(409);
          expect(reply).toMatchObject({ success: false, error: 'orderInProgress', form: '' });
        }
      }
      expect(await paymentsFor(orderId ?? null)).toHaveLength(1);
      // Whoever was told to wait gets the order and its form when they try again.
      const again = await checkOut(server.app, cartOf(remarks));
      expect(again.reply).toMatchObject({ success: true, orderId, form: successes[0]?.reply.form });
    });

    it('makes another order for another person or another trip', async () => {
      const base = (await checkOut(server.app, cartOf('variants'))).reply;
      const otherPerson = (
        await checkOut(
          server.app,
          cartOf('variants', { person: { ...person, remarks: 'variants', custname: 'Piet de Vries' } }),
        )
      ).reply;
      const otherTrip = (
        await checkOut(
          server.app,
          cartOf('variants', { trips: [trip({ datetime: upcoming(3, '15:00'), price: '12.50' })] }),
        )
      ).reply;
      const otherLanguage = (await checkOut(server.app, cartOf('variants', { lang: 'en' }))).reply;
      const ids = [base, otherPerson, otherTrip, otherLanguage].map((reply) => reply.orderId);
      expect(new Set(ids).size).toBe(4);
      expect(new Set([base, otherPerson, otherTrip, otherLanguage].map((reply) => reply.form)).size).toBe(4);
    });

    it('makes a new order after the payment failed, and the failed order stays failed', async () => {
      const first = (await checkOut(server.app, cartOf('retry after failure'))).reply;
      const pressed = await pressButton(server.app, simulatorPaymentId(first.form, server.url), 'failed');
      expect(pressed.statusCode).toBe(303);
      expect((await findOrderRow(server.app, first.orderId!)).status).toBe('failed');

      const retry = await checkOut(server.app, cartOf('retry after failure'));
      expect(retry.response.statusCode).toBe(200);
      expect(retry.reply.orderId).not.toBe(first.orderId);
      expect(retry.reply.orderHash).not.toBe(first.orderHash);
      expect(simulatorPaymentId(retry.reply.form, server.url)).not.toBe(simulatorPaymentId(first.form, server.url));
      expect((await findOrderRow(server.app, retry.reply.orderId!)).status).toBe('pending');
      expect((await findOrderRow(server.app, first.orderId!)).status).toBe('failed');
    });

    it('makes a new order when the payment failed but its webhook never came', async () => {
      const first = (await checkOut(server.app, cartOf('failed, webhook lost'))).reply;
      await server.app.db
        .updateTable('simulator_payments')
        .set({ status: 'expired' })
        .where('id', '=', simulatorPaymentId(first.form, server.url))
        .execute();
      const retry = (await checkOut(server.app, cartOf('failed, webhook lost'))).reply;
      expect(retry).toMatchObject({ success: true });
      expect(retry.orderId).not.toBe(first.orderId);
      expect((await findOrderRow(server.app, first.orderId!)).status).toBe('expired');
    });
  });

  describe('where the provider sends the customer back to', () => {
    // {port} is the server's; PUBLIC_URL is http://127.0.0.1:{port}. The demo tenant's origins are its host names with
    // PUBLIC_URL's scheme and port: the page's own scheme and port never count.
    it.each([
      ['the page’s own host', 'http://localhost:{port}/checkout', 'http://localhost:{port}'],
      [
        'another host of the tenant, on another port',
        'http://demo.localhost:5173/checkout?step=2',
        'http://demo.localhost:{port}',
      ],
      ['a host of the tenant in capitals', 'HTTP://DEMO.LOCALHOST/checkout', 'http://demo.localhost:{port}'],
      [
        'the tenant’s host over https on a port of its own',
        'https://localhost:6666/checkout',
        'http://localhost:{port}',
      ],
      ['a foreign origin', 'https://evil.example/checkout', 'PUBLIC_URL'],
      ['a foreign origin dressed up as ours', 'https://localhost.evil.example/checkout', 'PUBLIC_URL'],
      ['a foreign origin behind our name as user name', 'http://localhost:{port}@evil.example/checkout', 'PUBLIC_URL'],
      ['another tenant’s host', 'http://zakelijk.localhost/checkout', 'PUBLIC_URL'],
      // Not a page address: the request's host (localhost:8080) picks the origin, its port is not taken either.
      ['a relative path', '/checkout', 'http://localhost:{port}'],
      ['garbage', 'not an address', 'http://localhost:{port}'],
      ['an empty returnPath', '', 'http://localhost:{port}'],
      ['a script address', 'javascript:alert(document.domain)//localhost', 'http://localhost:{port}'],
      ['another scheme on our host', 'ftp://localhost/checkout', 'http://localhost:{port}'],
    ])('%s', async (name, returnPath, expectedOrigin) => {
      const port = new URL(server.url).port;
      const origin = expectedOrigin === 'PUBLIC_URL' ? server.url : expectedOrigin.replace('{port}', port);
      const { reply } = await checkOut(
        server.app,
        cartOf(`return ${name}`, { returnPath: returnPath.replace('{port}', port) }),
      );
      expect(reply.success).toBe(true);
      const payment = await findSimulatorPayment(server.app, simulatorPaymentId(reply.form, server.url));
      const returnAddress = new RegExp(
        `^${escapeRegExp(origin)}/api/payments/return/${reply.orderId}\\?token=[A-Za-z0-9_-]{43}$`,
      );
      expect(payment.redirect_url).toMatch(returnAddress);
      const pressed = await pressButton(server.app, payment.id, 'canceled');
      expect(pressed.headers.location).toMatch(returnAddress);
    });

    it('does not take the port of a Host header either', async () => {
      const { reply } = await checkOut(server.app, cartOf('return host port', { returnPath: '' }), {
        host: 'localhost:6666',
      });
      const payment = await findSimulatorPayment(server.app, simulatorPaymentId(reply.form, server.url));
      expect(new URL(payment.redirect_url).origin).toBe(`http://localhost:${new URL(server.url).port}`);
    });
  });

  describe('bad input: a 4xx with {error}, never a 500, and no order', () => {
    const valid = cart();
    const { lang: _lang, ...withoutLang } = valid;
    const { person: _person, ...withoutPerson } = valid;
    const { trips: _trips, ...withoutTrips } = valid;
    const { returnPath: _returnPath, ...withoutReturnPath } = valid;
    const json = (body: unknown) => ({ type: 'application/json', payload: JSON.stringify(body) });
    const badBodies: Array<[name: string, request: { type: string; payload: string }, status: number]> = [
      ['malformed JSON', { type: 'application/json', payload: '{"lang": "nl", "trips": [' }, 400],
      ['an empty body', { type: 'application/json', payload: '' }, 400],
      ['JSON null', json(null), 400],
      ['a JSON array', json([valid]), 400],
      ['a JSON string', json('cart'), 400],
      ['text/plain', { type: 'text/plain', payload: JSON.stringify(valid) }, 415],
      [
        'a form-encoded body',
        { type: 'application/x-www-form-urlencoded', payload: 'lang=nl&returnPath=x&agreeTerms=true' },
        415,
      ],
      [
        'multipart',
        {
          type: 'multipart/form-data; boundary=x',
          payload: '--x\r\nContent-Disposition: form-data; name="lang"\r\n\r\nnl\r\n--x--',
        },
        415,
      ],
      ['an empty object', json({}), 400],
      ['no lang', json(withoutLang), 400],
      ['no person', json(withoutPerson), 400],
      ['no trips', json(withoutTrips), 400],
      ['no returnPath', json(withoutReturnPath), 400],
      ['lang de', json({ ...valid, lang: 'de' }), 400],
      ['trips as an object', json({ ...valid, trips: { 0: valid.trips[0] } }), 400],
      ['a trip that is a string', json({ ...valid, trips: ['Herestraat → Station'] }), 400],
      ['a trip that is null', json({ ...valid, trips: [null] }), 400],
      ['person as an array', json({ ...valid, person: [person] }), 400],
      ['person as text', json({ ...valid, person: 'Jan de Vries' }), 400],
      ['a person value that is an object', json({ ...valid, person: { ...person, custemail: { $ne: null } } }), 400],
      ['a person value that is a boolean', json({ ...valid, person: { ...person, custname: true } }), 400],
      ['a person value that is null', json({ ...valid, person: { ...person, custname: null } }), 400],
      ['a person field with an empty name', json({ ...valid, person: { ...person, '': 'x' } }), 400],
      ['a person field name of 41 characters', json({ ...valid, person: { ...person, ['f'.repeat(41)]: 'x' } }), 400],
      [
        'a person of 51 fields',
        json({
          ...valid,
          person: { ...person, ...Object.fromEntries(Array.from({ length: 47 }, (_, i) => [`extra${i}`, 'x'])) },
        }),
        400,
      ],
      ['a person value of 2000 characters', json({ ...valid, person: { ...person, remarks: 'x'.repeat(2000) } }), 400],
      ['agreeTerms as a word', json({ ...valid, agreeTerms: 'yes' }), 400],
      ['agreeTerms as 2', json({ ...valid, agreeTerms: 2 }), 400],
      ['returnPath as a number', json({ ...valid, returnPath: 8080 }), 400],
      ['a returnPath of 2001 characters', json({ ...valid, returnPath: `http://localhost/${'x'.repeat(1984)}` }), 400],
      ['an unknown top-level key', json({ ...valid, total: '0.01' }), 400],
      [
        'an unknown top-level key __proto__',
        { type: 'application/json', payload: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"admin":true},') },
        400,
      ],
      ['21 trips', json({ ...valid, trips: Array.from({ length: 21 }, () => valid.trips[0]) }), 400],
      [
        'a trip with 3 stops',
        json({
          ...valid,
          trips: [trip({ tour: [stop(herestraat), stop(stationGroningen), stop(eelde)], price: '12.50' })],
        }),
        400,
      ],
      ['a trip with no stops', json({ ...valid, trips: [trip({ tour: [], price: '12.50' })] }), 400],
      ['a price that is an object', json({ ...valid, trips: [trip({ price: { amount: 1 } })] }), 400],
      ['a price of 13 characters', json({ ...valid, trips: [trip({ price: '0000000012.50' })] }), 400],
      [
        'an unknown key on a stop',
        json({
          ...valid,
          trips: [trip({ tour: [{ ...stop(herestraat), lat: 1 }, stop(stationGroningen)], price: '12.50' })],
        }),
        400,
      ],
      [
        'a dynamic trip field that is an array',
        json({ ...valid, trips: [trip({ passengerCount: [2], price: '12.50' })] }),
        400,
      ],
      ['a body over 64 KiB', json({ ...valid, returnPath: 'x'.repeat(70_000) }), 413],
    ];

    it.each(badBodies)('refuses %s', async (_name, { type, payload }, status) => {
      const before = await orderCount();
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/cart_transaction.json',
        headers: { host: 'localhost:8080', 'content-type': type },
        payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String) });
      expect(await orderCount()).toBe(before);
    });

    it('answers GET with 404', async () => {
      expect((await server.app.inject({ method: 'GET', url: '/api/cart_transaction.json' })).statusCode).toBe(404);
    });
  });

  describe('the tenant that requires login (zakelijk.localhost)', () => {
    const host = 'zakelijk.localhost';

    it('refuses a guest with 401 and writes nothing', async () => {
      const before = await orderCount();
      const { response, reply } = await checkOut(server.app, cart(), { host });
      expect(response.statusCode).toBe(401);
      expect(reply).toEqual({ error: expect.any(String) });
      expect(await orderCount()).toBe(before);
    });

    it('refuses a session cookie it does not know with 401', async () => {
      const { response } = await checkOut(server.app, cart(), {
        host,
        cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a login of another tenant with 401', async () => {
      const customer = await createCustomer(server.app.db, {
        tenantId: 'demo',
        username: 'gast',
        email: 'gast@example.com',
      });
      const { token } = await createSession(server.app.db, { tenantId: 'demo', customerId: customer.id });
      const { response } = await checkOut(server.app, cart(), { host, cookie: `sid=${token}` });
      expect(response.statusCode).toBe(401);
    });

    describe('logged in', () => {
      let cookie: string;
      let accountId: number;
      beforeAll(async () => {
        const customer = await createCustomer(server.app.db, {
          tenantId: 'zakelijk',
          username: 'balie',
          email: 'balie@example.com',
          phone: '+31501234567',
        });
        const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId: customer.id });
        cookie = `sid=${token}`;
        accountId = customer.id;
      });

      /**
       * What the SPA's login-mode checkout sends: no personal fields, no terms (docs/reference/screens.md#checkout).
       */
      const onAccount = (extraTripInfo: string) => ({
        ...cart(),
        person: {},
        agreeTerms: false,
        trips: [trip({ extraTripInfo })],
      });

      it('books the cart on account without a payment, personal fields, prices or terms, and confirms it by mail to the account', async () => {
        const { response, reply } = await checkOut(server.app, onAccount('on account'), { host, cookie });
        expect(response.statusCode).toBe(200);
        expect(reply).toMatchObject({
          success: true,
          error: '',
          form: '',
          klantNr: accountId,
          orderId: expect.any(Number),
        });
        expect(await findOrderRow(server.app, reply.orderId!)).toMatchObject({
          tenant_id: 'zakelijk',
          status: 'booked',
          provider: null,
        });
        const mails = await mailsAbout(server.settings.dataDir, reply);
        expect(mails.map((mail) => mail.to).sort()).toEqual([
          'Noord Zakelijk Vervoer <zakelijk@noordvervoer.example>',
          'balie <balie@example.com>',
        ]);
      });

      it('takes the contact from the account, not from personal fields the browser sent anyway', async () => {
        const { response, reply } = await checkOut(
          server.app,
          { ...onAccount('person ignored'), person },
          { host, cookie },
        );
        expect(response.statusCode).toBe(200);
        const mails = await mailsAbout(server.settings.dataDir, reply);
        expect(mails.map((mail) => mail.to)).not.toContain('Jan de Vries <jan@example.com>');
        const notice = mails.find((mail) => mail.to.includes('zakelijk@noordvervoer.example'));
        expect(notice?.text).toContain('balie@example.com');
        expect(notice?.text).toContain('+31501234567');
      });

      it('does not tell the customer or the operator that a booking on account was paid', async () => {
        const { reply } = await checkOut(server.app, onAccount('on account, mail'), { host, cookie });
        const mails = await mailsAbout(server.settings.dataDir, reply);
        const confirmation = mails.find((mail) => mail.to.includes('balie@example.com'));
        const notice = mails.find((mail) => mail.to.includes('zakelijk@noordvervoer.example'));
        expect(confirmation?.text).toContain('Beste balie,');
        expect(confirmation?.text).toContain(`D${reply.klantNr}/${reply.orderId}`);
        expect(confirmation?.text).not.toMatch(/betaling is ontvangen/i);
        expect(notice?.text).toContain(`D${reply.klantNr}/${reply.orderId}`);
        expect(notice?.text).not.toMatch(/betaald/i);
      });

      it('books a double click once', async () => {
        const before = await orderCount();
        const results = await Promise.all(
          [1, 2].map(() => checkOut(server.app, onAccount('double click on account'), { host, cookie })),
        );
        expect(results.map(({ response }) => response.statusCode).sort()).toContain(200);
        expect(await orderCount()).toBe(before + 1);
      });

      it('books a burst of submissions of the same cart once, however they interleave', async () => {
        for (const round of [1, 2, 3, 4, 5]) {
          const before = await orderCount();
          const results = await Promise.all(
            [1, 2, 3, 4].map(() => checkOut(server.app, onAccount(`burst ${round}`), { host, cookie })),
          );
          const orderIds = new Set(
            results.filter(({ response }) => response.statusCode === 200).map(({ reply }) => reply.orderId),
          );
          expect(orderIds.size).toBe(1);
          expect(await orderCount()).toBe(before + 1);
        }
      });

      it('books the same trips for two customers as two orders', async () => {
        const other = await createCustomer(server.app.db, {
          tenantId: 'zakelijk',
          username: 'receptie',
          email: 'receptie@example.com',
        });
        const { token } = await createSession(server.app.db, { tenantId: 'zakelijk', customerId: other.id });
        const mine = await checkOut(server.app, onAccount('same trips, two customers'), { host, cookie });
        const theirs = await checkOut(server.app, onAccount('same trips, two customers'), {
          host,
          cookie: `sid=${token}`,
        });
        expect(theirs.reply.klantNr).toBe(other.id);
        expect(theirs.reply.orderId).not.toBe(mine.reply.orderId);
      });
    });
  });
});
