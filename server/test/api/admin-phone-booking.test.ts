import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import { callersReplySchema, newTripReplySchema, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import { tripDetailReplySchema, tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { book } from '../desk/support.ts';
import { createAccount, waitForMail } from '../support/accounts.ts';
import { findOrderRow, pressButton } from '../support/checkout.ts';
import { deskCall, loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, lageweg, stationGroningen, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

let calls = 0;

/** A trip taken by phone, each with a caller of its own unless told (a double click sends the same twice). */
function phoneTrip(overrides: Partial<NewTripRequest> = {}): NewTripRequest {
  calls += 1;
  return {
    lang: 'nl',
    caller: {
      name: `Beller ${String(calls).padStart(3, '0')}`,
      phone: '06-20110866',
      email: `beller${calls}@example.nl`,
    },
    passenger: null,
    trip: {
      datetime: upcoming(4, '10:30'),
      fromPlaceId: herestraat.id,
      toPlaceId: stationGroningen.id,
      flightNumber: '',
      extraInfo: `telefoon ${calls}`,
      fields: { passengerCount: 2, vehicleClass: 'sedan' },
    },
    payment: 'driver',
    accountId: null,
    ...overrides,
  };
}

describe.each(dialects)('a booking taken by phone: /api/admin/callers, POST /api/admin/trips (%s)', (dialect) => {
  let server: TestServer;
  let dispatcher: Staff;
  let admin: Staff;
  let otherTenant: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    admin = await loggedInStaff(server.app, { role: 'admin' });
    otherTenant = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'dispatcher' });
  });
  afterAll(() => server.close());

  const bookByPhone = async (request: NewTripRequest, staff = dispatcher) => {
    const response = await staff.call('POST', '/api/admin/trips', request);
    expect(response.statusCode, response.body).toBe(201);
    const booked = newTripReplySchema.parse(response.json()).booked;
    if (!booked) throw new Error('not booked');
    return booked;
  };
  const detail = async (tripId: number) =>
    tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${tripId}`)).json());
  const lookUp = async (q: string, staff = dispatcher) => {
    const response = await staff.call('GET', `/api/admin/callers?${new URLSearchParams({ q })}`);
    expect(response.statusCode, response.body).toBe(200);
    return callersReplySchema.parse(response.json()).callers;
  };

  describe('the caller lookup', () => {
    it('finds an earlier guest by their number in any spelling, their email or name, with the trip to book again', async () => {
      await book(server.app, {
        person: { custname: 'Loïs Groenewegen', custemail: 'lois@example.nl', custtel: '+31 6 2233 4455' },
        trips: [{ datetime: upcoming(2, '09:15') }],
      });
      for (const q of ['06-22334455', '+31 6 2233 4455', '0031622334455', 'LOIS@example.nl', 'lois groen']) {
        const callers = await lookUp(q);
        expect(callers, q).toHaveLength(1);
        expect(callers[0]).toMatchObject({
          name: 'Loïs Groenewegen',
          phone: '+31 6 2233 4455',
          email: 'lois@example.nl',
          account: null,
        });
        expect(callers[0]?.trips[0]).toMatchObject({
          from: 'Herestraat 12, 9711 LJ Groningen',
          fromPlace: expect.objectContaining({ id: herestraat.id }),
          toPlace: expect.objectContaining({ id: stationGroningen.id, atype: 2 }),
          passengers: 2,
          vehicleClass: 'sedan',
        });
      }
      expect(await lookUp('06-99999999')).toEqual([]);
    });

    it('keeps each tenant’s callers to itself, refuses a query too short, and a call without a desk session', async () => {
      await book(server.app, { person: { custtel: '06 5566 7788', custname: 'Sébastien Müller' } });
      expect(await lookUp('0655667788', otherTenant)).toEqual([]);
      expect(await lookUp('0655667788')).toHaveLength(1);
      const short = await dispatcher.call('GET', '/api/admin/callers?q=a');
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({ error: 'invalidFields', fields: { q: 'tooShort' } });
      expect((await deskCall(server.app, 'GET', '/api/admin/callers?q=0655667788')).statusCode).toBe(401);
    });
  });

  describe('paid to the driver', () => {
    it('quotes first, then books it confirmed with the amount to collect, the source and the mail with the manage link', async () => {
      const request = phoneTrip({
        passenger: { name: 'Oma de Boer', phone: '+31 6 1111 2222' },
      });
      const quote = await dispatcher.call('POST', '/api/admin/trips', { ...request, preview: true });
      expect(quote.statusCode, quote.body).toBe(200);
      const quoted = newTripReplySchema.parse(quote.json());
      expect(quoted.booked).toBeNull();
      expect(quoted.priceCents).toBeGreaterThan(0);

      const booked = await bookByPhone(request);
      expect(booked).toMatchObject({
        orderStatus: 'booked',
        payment: 'driver',
        collectCents: quoted.priceCents,
        collect: quoted.price,
        link: null,
      });
      const trip = await detail(booked.tripId);
      expect(trip.trip).toMatchObject({
        paymentState: 'to_driver',
        collectCents: quoted.priceCents,
        source: { kind: 'phone', staff: dispatcher.staff.name },
      });
      expect(trip.trip.passenger).toEqual({ name: 'Oma de Boer', phone: '+31 6 1111 2222' });
      // The dispatcher who took it accepted it: it is confirmed in their name, not left new for the board.
      expect(trip.trip.status).toBe('confirmed');
      expect(trip.history.slice(0, 1)).toEqual([
        expect.objectContaining({
          actor: 'staff',
          staff: expect.objectContaining({ id: dispatcher.staff.id }),
          kind: 'created',
        }),
      ]);
      expect(trip.history.filter((entry) => entry.kind === 'status')).toEqual([
        expect.objectContaining({
          actor: 'staff',
          staff: expect.objectContaining({ id: dispatcher.staff.id }),
          from: 'new',
          to: 'confirmed',
        }),
      ]);
      const mails = await waitForMail(server.settings.dataDir, (mail) => mail.to.includes(request.caller.email!));
      expect(mails[0]?.text).toMatch(/\/manage\//);

      // The same booking sent again (a double click) is the one booking.
      expect((await bookByPhone(request)).orderId).toBe(booked.orderId);
      const audit = auditPageSchema.parse((await admin.call('GET', '/api/admin/audit?limit=100')).json());
      expect(audit.entries.filter((entry) => entry.target === `order:${booked.orderId}`)).toEqual([
        expect.objectContaining({
          action: 'trip_booked_by_phone',
          staff: expect.objectContaining({ id: dispatcher.staff.id }),
        }),
      ]);

      const board = tripListReplySchema.parse(
        (await dispatcher.call('GET', `/api/admin/trips?search=${encodeURIComponent(request.caller.name)}`)).json(),
      );
      expect(board.trips.map((row) => row.source)).toEqual([{ kind: 'phone', staff: dispatcher.staff.name }]);
      const csv = (await admin.call('GET', `/api/admin/trips.csv?search=${encodeURIComponent(request.caller.name)}`))
        .body;
      expect(csv).toContain(`Telefoon (${dispatcher.staff.name})`);
      expect(csv).toContain(quoted.price.replace('€ ', ''));
    });

    it('says at the field what is wrong with the caller or the addresses, and books nothing', async () => {
      const refused = async (request: NewTripRequest, fields: Record<string, string>) => {
        const response = await dispatcher.call('POST', '/api/admin/trips', request);
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({ error: 'invalidFields', fields });
      };
      await refused(phoneTrip({ caller: { name: '', phone: '12', email: 'geen-adres' } }), {
        callerName: 'invalid',
        callerPhone: 'invalid',
        callerEmail: 'invalid',
      });
      await refused(phoneTrip({ payment: 'link', caller: { name: 'Jan', phone: '0612345678', email: '' } }), {
        callerEmail: 'invalid',
      });
      await refused(phoneTrip({ trip: { ...phoneTrip().trip, fromPlaceId: 'a:0000XX-1' } }), {
        fromPlaceId: 'invalid',
      });
      const past = await dispatcher.call(
        'POST',
        '/api/admin/trips',
        phoneTrip({ trip: { ...phoneTrip().trip, datetime: '2020-01-01 10:00' } }),
      );
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ error: 'tripInvalid' });
    });
  });

  describe('by a payment link', () => {
    it('waits for the payment, mails the link, and is confirmed once the simulator says paid', async () => {
      const request = phoneTrip({ payment: 'link', lang: 'en', trip: { ...phoneTrip().trip, toPlaceId: lageweg.id } });
      const before = Date.now();
      const booked = await bookByPhone(request);
      expect(booked).toMatchObject({ orderStatus: 'pending', payment: 'link', collectCents: 0 });
      const link = booked.link!;
      expect(link.url).toMatch(/\/pay\/simulator\/sim_[A-Za-z0-9_-]{24}$/);
      const hours = (Date.parse(link.expiresAt) - before) / 3_600_000;
      expect(hours).toBeGreaterThan(23.9);
      expect(hours).toBeLessThan(24.1);
      const [linkMail] = await waitForMail(server.settings.dataDir, (mail) => mail.to.includes(request.caller.email!));
      expect(linkMail?.subject).toContain('Payment link for your trip');
      expect(linkMail?.text).toContain(link.url);
      expect((await detail(booked.tripId)).order.link).toEqual(link);
      // Until it is paid the trip waits, new.
      expect((await detail(booked.tripId)).trip.status).toBe('new');

      // The customer pays on the simulator's page; its webhook names the order, whose link is asked of the provider.
      const paymentId = link.url.split('/').pop()!;
      expect((await pressButton(server.app, paymentId, 'paid')).statusCode).toBe(303);
      const webhook = await server.app.inject({
        method: 'POST',
        url: `/api/payments/link-webhook/${booked.orderId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ id: paymentId }).toString(),
      });
      expect(webhook.statusCode).toBe(200);
      expect((await findOrderRow(server.app, booked.orderId)).status).toBe('paid');
      const paid = await detail(booked.tripId);
      expect(paid.trip).toMatchObject({ status: 'confirmed', paymentState: 'paid' });
      expect(paid.history.filter((entry) => entry.kind === 'status')).toEqual([
        expect.objectContaining({ actor: 'system', from: 'new', to: 'confirmed', reason: 'payment paid' }),
      ]);
      const confirmed = await waitForMail(
        server.settings.dataDir,
        (mail) => mail.to.includes(request.caller.email!),
        2,
      );
      expect(confirmed.map((mail) => mail.subject)).toHaveLength(2);

      // The paid link made a payment of its own, as Mollie's does: an admin's refund goes against it, not the link.
      const order = await findOrderRow(server.app, booked.orderId);
      expect(order.link_payment_id).toMatch(/^sim_/);
      expect(order.link_payment_id).not.toBe(paymentId);
      const refunded = await admin.call('POST', `/api/admin/orders/${booked.orderId}/refunds`, {
        amountCents: 500,
        idempotencyKey: `phone-link-refund-${booked.orderId}`,
        reason: 'late',
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(refunded.json()).toMatchObject({ refund: { status: 'pending', accepted: true } });
      const simulated = await server.app.db
        .selectFrom('simulator_refunds')
        .select(['payment_id', 'amount_cents'])
        .where('idempotency_key', '=', `demo:phone-link-refund-${booked.orderId}`)
        .execute();
      expect(simulated).toEqual([{ payment_id: order.link_payment_id, amount_cents: 500 }]);
      // A link webhook for an order that is no link, or none at all, changes nothing and tells nothing.
      const other = await server.app.inject({ method: 'POST', url: '/api/payments/link-webhook/999999' });
      expect(other.statusCode).toBe(200);
    });

    it('releases the trip once its link expired unpaid, with a history row and one notice, however many sweeps run', async () => {
      const request = phoneTrip({ payment: 'link' });
      const booked = await bookByPhone(request);
      const later = new Date(Date.parse(booked.link!.expiresAt) + 60_000);
      expect(await server.app.orders.releaseExpiredLinks(new Date(Date.parse(booked.link!.expiresAt) - 60_000))).toBe(
        0,
      );
      // Two instances' sweeps at the same moment release it once.
      const swept = await Promise.all([
        server.app.orders.releaseExpiredLinks(later),
        server.app.orders.releaseExpiredLinks(later),
      ]);
      expect(swept.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      expect(await server.app.orders.releaseExpiredLinks(later)).toBe(0);
      const trip = await detail(booked.tripId);
      expect(trip.trip.status).toBe('canceled');
      expect(trip.order.status).toBe('expired');
      expect(trip.history.filter((entry) => entry.kind === 'status')).toEqual([
        expect.objectContaining({ actor: 'system', from: 'new', to: 'canceled', reason: 'payment expired' }),
      ]);
      const notices = await waitForMail(
        server.settings.dataDir,
        (mail) => mail.to.includes(request.caller.email!) && mail.subject.startsWith('Rit vervallen'),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(
        (await waitForMail(server.settings.dataDir, (mail) => mail.subject === notices[0]?.subject, 2, 300)).length,
      ).toBe(1);
      expect(trip.mails.map((mail) => mail.kind)).toEqual(['linkExpired']);

      // The link cannot be paid after its time, as Mollie's cannot: the simulator's clock is moved past it.
      const paymentId = booked.link!.url.split('/').pop()!;
      await server.app.db
        .updateTable('simulator_payments')
        .set({ expires_at: new Date(Date.now() - 60_000) })
        .where('id', '=', paymentId)
        .execute();
      await pressButton(server.app, paymentId, 'paid');
      const page = await server.app.inject({ method: 'GET', url: `/pay/simulator/${paymentId}` });
      expect(page.body).toContain('<h1>Payment expired</h1>');
      expect(page.body).not.toContain('name="outcome"');
      const status = await server.app.payments.simulator.getLinkStatus(paymentId);
      expect(status.ok && status.value.status).toBe('expired');
      expect((await findOrderRow(server.app, booked.orderId)).status).toBe('expired');
    });
  });

  describe('on account', () => {
    it('books on the zakelijk tenant’s business account, and another tenant’s staff cannot name that account', async () => {
      const account = await createAccount(server.app, { username: `hotel-${dialect}`, password: 'Wachtwoord-123' });
      const request = phoneTrip({ payment: 'account', accountId: account.id });
      const booked = await bookByPhone(request, otherTenant);
      expect(booked).toMatchObject({ orderStatus: 'booked', payment: 'account', collectCents: 0 });
      const callers = await lookUp('06-20110866', otherTenant);
      expect(callers.find((caller) => caller.account?.id === account.id)).toBeDefined();

      const crossTenant = await dispatcher.call('POST', '/api/admin/trips', request);
      expect(crossTenant.statusCode).toBe(404);
      expect(crossTenant.json()).toEqual({ error: 'accountNotFound' });
      const withoutAccount = await dispatcher.call('POST', '/api/admin/trips', { ...request, accountId: null });
      expect(withoutAccount.statusCode).toBe(422);
      const mismatch = await dispatcher.call('POST', '/api/admin/trips', { ...request, payment: 'driver' });
      expect(mismatch.statusCode).toBe(422);
    });
  });
});
