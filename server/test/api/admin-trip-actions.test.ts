import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema } from '#common/contracts/admin.ts';
import {
  cancelReplySchema,
  driverListReplySchema,
  driverSchema,
  paymentStatusReplySchema,
  refundReplySchema,
  tripDetailReplySchema,
  tripEditReplySchema,
} from '#common/contracts/desk-trips.ts';
import { simulatorFailingRefundCents } from '../../src/modules/payments/providers/simulator.ts';
import { book, bookOne } from '../desk/support.ts';
import { waitForMail } from '../support/accounts.ts';
import { loggedInStaff } from '../support/desk.ts';
import { mailHoldsPhone, readOutbox, type OutboxMail } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

let keys = 0;
/** A key as the desk makes one per click of a refund button. */
const key = () => `api-refund-${++keys}-${Date.now()}`;

describe.each(dialects)('desk trip actions: /api/admin/trips/:id/…, /orders/:id/…, /drivers (%s)', (dialect) => {
  let server: TestServer;
  let admin: Staff;
  let secondAdmin: Staff;
  let dispatcher: Staff;
  let secondDispatcher: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    admin = await loggedInStaff(server.app, { role: 'admin' });
    secondAdmin = await loggedInStaff(server.app, { role: 'admin' });
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    secondDispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
  });
  afterAll(() => server.close());

  const detail = async (tripId: number) =>
    tripDetailReplySchema.parse((await admin.call('GET', `/api/admin/trips/${tripId}`)).json());
  /** A driver with a four-seat sedan of their own as their usual vehicle. */
  const newDriver = async (name: string, phone = '+31 6 11112222') => {
    const vehicle = await admin.call('POST', '/api/admin/vehicles', {
      name: 'Toyota Prius',
      plate: 'gb-123-x',
      seats: 4,
      luggage: 3,
      vehicleClass: 'sedan',
    });
    expect(vehicle.statusCode, vehicle.body).toBe(201);
    const response = await admin.call('POST', '/api/admin/drivers', {
      name,
      phone,
      usualVehicleId: (vehicle.json() as { id: number }).id,
    });
    expect(response.statusCode, response.body).toBe(201);
    return driverSchema.parse(response.json());
  };
  const auditOf = async (target: string) =>
    auditPageSchema
      .parse((await admin.call('GET', '/api/admin/audit?limit=100')).json())
      .entries.filter((entry) => entry.target === target);

  describe('the lifecycle', () => {
    it('moves a trip new → confirmed → assigned → done for a dispatcher, and refuses an illegal move with 409 and where it is', async () => {
      const { tripId } = await bookOne(server.app);
      const driver = await newDriver('Piet Rijders');
      const move = (body: object) => dispatcher.call('POST', `/api/admin/trips/${tripId}/transition`, body);
      expect((await move({ to: 'done' })).json()).toEqual({ error: 'illegalTransition', from: 'new' });
      expect((await move({ to: 'confirmed' })).json()).toEqual({ tripId, from: 'new', to: 'confirmed' });
      const again = await move({ to: 'confirmed' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'illegalTransition', from: 'confirmed' });
      expect((await move({ to: 'new' })).statusCode).toBe(409);
      const assigned = await move({ to: 'assigned', driverId: driver.id });
      expect(assigned.statusCode).toBe(200);
      expect((await detail(tripId)).trip.driver).toEqual({ id: driver.id, name: 'Piet Rijders' });
      // Driven: its pickup an hour ago (done is refused before the pickup time).
      await server.app.db
        .updateTable('order_trips')
        .set({ pickup_at: new Date(Date.now() - 3_600_000) })
        .where('id', '=', tripId)
        .execute();
      expect((await move({ to: 'done' })).json()).toEqual({ tripId, from: 'assigned', to: 'done' });
      expect((await move({ to: 'canceled' })).json()).toEqual({
        error: 'invalidFields',
        fields: { reason: 'invalid' },
      });
      const canceled = await move({ to: 'canceled', reason: 'te laat' });
      expect(canceled.statusCode).toBe(409);
      expect(canceled.json()).toEqual({ error: 'illegalTransition', from: 'done' });
      expect((await auditOf(`trip:${tripId}`)).map((entry) => [entry.action, entry.detail.to])).toEqual([
        ['trip_status_changed', 'done'],
        ['trip_status_changed', 'assigned'],
        ['trip_status_changed', 'confirmed'],
      ]);
    });

    it('mails the customer a driver, another driver and another car, with the operator’s phone and never a driver’s own', async () => {
      const { tripId } = await bookOne(server.app, { datetime: upcoming(3, '10:00') }, 'nl');
      const first = await newDriver('Henk Mulder', '+31 6 4455 6677');
      const second = await newDriver('Fenna Zijlstra', '06-98765432');
      const move = (body: object) => dispatcher.call('POST', `/api/admin/trips/${tripId}/transition`, body);
      expect((await move({ to: 'confirmed' })).statusCode).toBe(200);
      expect((await move({ to: 'assigned', driverId: first.id })).statusCode).toBe(200);
      expect((await move({ to: 'assigned', driverId: second.id })).statusCode).toBe(200);
      // The same driver in another car is told as such; the same driver in the same car again is no move.
      const van = await admin.call('POST', '/api/admin/vehicles', {
        name: 'Mercedes Vito',
        plate: 'vx-456-b',
        seats: 8,
        luggage: 8,
        vehicleClass: 'van',
      });
      const vanId = (van.json() as { id: number }).id;
      expect((await move({ to: 'assigned', driverId: second.id, vehicleId: vanId })).statusCode).toBe(200);
      expect((await move({ to: 'assigned', driverId: second.id, vehicleId: vanId })).json()).toEqual({
        error: 'illegalTransition',
        from: 'assigned',
      });
      const about = (mail: OutboxMail) => mail.subject.includes(` ${tripId} `);
      await waitForMail(server.settings.dataDir, about, 4);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const mails = await waitForMail(server.settings.dataDir, about, 4);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Rit ${tripId} bevestigd door Taxi Martini Groningen`,
        `Uw chauffeur voor rit ${tripId} bij Taxi Martini Groningen`,
        `Andere chauffeur voor rit ${tripId} bij Taxi Martini Groningen`,
        `Andere auto voor rit ${tripId} bij Taxi Martini Groningen`,
      ]);
      expect(mails[3]?.text).toContain('Uw chauffeur komt met een andere auto');
      expect(mails[3]?.text).toContain('Voertuig: Mercedes Vito');
      expect(mails[1]?.text).toContain('Chauffeur: Henk Mulder');
      expect(mails[2]?.text).toContain('Uw rit krijgt een andere chauffeur');
      expect(mails[2]?.text).toContain('Chauffeur: Fenna Zijlstra');
      // The customer reaches the driver through the operator (its info's phone).
      for (const mail of mails.slice(1)) expect(mail.text).toContain('Bel ons: 050 123 45 67.');
      expect((await detail(tripId)).mails.map((mail) => mail.kind)).toEqual([
        'confirmation',
        'confirmed',
        'assigned',
        'reassigned',
        'vehicleChanged',
      ]);
      // No mail of the run holds a driver's own phone, in any spelling.
      const drivers = driverListReplySchema.parse(
        (await admin.call('GET', '/api/admin/drivers?all=true')).json(),
      ).drivers;
      const outbox = await readOutbox(server.settings.dataDir);
      expect(outbox.length).toBeGreaterThan(3);
      for (const driver of drivers.filter((each) => each.phone !== ''))
        expect(
          outbox.filter((mail) => mailHoldsPhone(mail, driver.phone)).map((mail) => mail.subject),
          driver.phone,
        ).toEqual([]);
    });

    it('asks a driver for assigned only (422), an active one (409 driverInactive), and a paid order to confirm (409)', async () => {
      const { tripId } = await bookOne(server.app);
      const move = (body: object) => admin.call('POST', `/api/admin/trips/${tripId}/transition`, body);
      await move({ to: 'confirmed' });
      expect((await move({ to: 'assigned' })).json()).toEqual({
        error: 'invalidFields',
        fields: { driverId: 'invalid' },
      });
      expect((await move({ to: 'done', driverId: 1 })).json()).toEqual({
        error: 'invalidFields',
        fields: { driverId: 'invalid' },
      });
      const retired = await newDriver('Oud Chauffeur');
      await admin.call('PATCH', `/api/admin/drivers/${retired.id}`, { active: false });
      const inactive = await move({ to: 'assigned', driverId: retired.id });
      expect(inactive.statusCode).toBe(409);
      expect(inactive.json()).toEqual({
        error: 'driverInactive',
        message: 'Oud Chauffeur is niet meer actief als chauffeur.',
      });
      const unpaid = await book(server.app, { paid: false });
      const waiting = await admin.call('POST', `/api/admin/trips/${unpaid.tripIds[0]}/transition`, { to: 'confirmed' });
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toEqual({ error: 'orderNotConfirmed' });
    });

    it('cancels once when two dispatchers cancel at the same moment: one 200, one 409, one history row', async () => {
      const { tripId } = await bookOne(server.app);
      const responses = await Promise.all(
        [dispatcher, secondDispatcher].map((staff) =>
          staff.call('POST', `/api/admin/trips/${tripId}/cancel`, { reason: `${staff.staff.name} cancels` }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const [won, lost] = responses[0]!.statusCode === 200 ? responses : [responses[1]!, responses[0]!];
      expect(cancelReplySchema.parse(won!.json())).toEqual({
        tripId,
        from: 'new',
        to: 'canceled',
        refund: null,
        refundError: null,
      });
      expect(lost!.json()).toEqual({ error: 'illegalTransition', from: 'canceled' });
      const rows = (await detail(tripId)).history.filter((entry) => entry.kind === 'status');
      expect(rows.map((entry) => entry.to)).toEqual(['canceled']);
      expect(await auditOf(`trip:${tripId}`)).toHaveLength(1);
    });

    it('needs a reason to cancel (422)', async () => {
      const { tripId } = await bookOne(server.app);
      const response = await dispatcher.call('POST', `/api/admin/trips/${tripId}/cancel`, { reason: '  ' });
      expect(response.json()).toEqual({ error: 'invalidFields', fields: { reason: 'tooShort' } });
    });
  });

  describe('cancel with refund, and refunds', () => {
    it('cancels a paid trip with its refund; a refund beyond what remains leaves the trip cancelled and says why', async () => {
      const { tripId, orderId } = await bookOne(server.app);
      const response = await admin.call('POST', `/api/admin/trips/${tripId}/cancel`, {
        reason: 'auto kapot',
        refund: { amountCents: 1250, idempotencyKey: key() },
      });
      expect(response.statusCode).toBe(200);
      const body = cancelReplySchema.parse(response.json());
      expect(body).toMatchObject({
        from: 'new',
        to: 'canceled',
        refund: {
          refund: { amountCents: 1250, amount: '€ 12,50', status: 'pending', tripId, orderId, reason: 'auto kapot' },
          remainingCents: 0,
          remaining: '€ 0,00',
        },
        refundError: null,
      });
      expect(body.refund?.refund.staff).toEqual({ id: admin.staff.id, name: admin.staff.name });
      const other = await bookOne(server.app);
      const tooMuch = await admin.call('POST', `/api/admin/trips/${other.tripId}/cancel`, {
        reason: 'x',
        refund: { amountCents: 5000, idempotencyKey: key() },
      });
      expect(tooMuch.statusCode).toBe(200);
      expect(tooMuch.json()).toMatchObject({
        to: 'canceled',
        refund: null,
        refundError: { error: 'amountTooHigh', remainingCents: 1250, remaining: '€ 12,50' },
      });
    });

    it('refunds part of an order, then shows it settled after fetch status; the audit names the trip', async () => {
      const { tripId, orderId } = await bookOne(server.app);
      const response = await admin.call('POST', `/api/admin/orders/${orderId}/refunds`, {
        amountCents: 250,
        idempotencyKey: key(),
        reason: 'te laat',
        tripId,
      });
      expect(response.statusCode).toBe(200);
      expect(refundReplySchema.parse(response.json())).toMatchObject({
        refund: { amountCents: 250, amount: '€ 2,50', tripId, status: 'pending', accepted: true },
        paymentState: 'paid',
        remainingCents: 1000,
        remaining: '€ 10,00',
      });
      const status = await dispatcher.call('POST', `/api/admin/orders/${orderId}/payment-status`);
      expect(paymentStatusReplySchema.parse(status.json())).toEqual({
        orderStatus: 'paid',
        paymentState: 'partially_refunded',
        remainingCents: 1000,
        remaining: '€ 10,00',
        known: true,
      });
      expect((await detail(tripId)).order).toMatchObject({ refunded: '€ 2,50', paymentState: 'partially_refunded' });
      expect(await auditOf(`trip:${tripId}`)).toEqual([
        expect.objectContaining({
          action: 'refund_requested',
          staff: expect.objectContaining({ id: admin.staff.id }),
          detail: expect.objectContaining({ orderId, amountCents: 250, reason: 'te laat' }),
        }),
      ]);
    });

    it('makes one refund of the same key sent twice at once (a double click)', async () => {
      const { orderId } = await bookOne(server.app);
      const body = { amountCents: 500, idempotencyKey: key(), reason: 'dubbel' };
      const responses = await Promise.all([
        admin.call('POST', `/api/admin/orders/${orderId}/refunds`, body),
        admin.call('POST', `/api/admin/orders/${orderId}/refunds`, body),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const ids = responses.map((response) => refundReplySchema.parse(response.json()).refund.id);
      expect(ids[0]).toBe(ids[1]);
      const refunds = await server.app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute();
      expect(refunds).toHaveLength(1);
      const other = await bookOne(server.app);
      const reused = await admin.call('POST', `/api/admin/orders/${other.orderId}/refunds`, body);
      expect(reused.statusCode).toBe(409);
      expect(reused.json()).toEqual({ error: 'idempotencyKeyReused' });
    });

    it('never refunds more than was paid when two admins refund at once with different keys: one is refused', async () => {
      const { orderId } = await bookOne(server.app);
      const responses = await Promise.all(
        [admin, secondAdmin].map((staff) =>
          staff.call('POST', `/api/admin/orders/${orderId}/refunds`, { amountCents: 800, idempotencyKey: key() }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused?.json()).toEqual({ error: 'amountTooHigh', remainingCents: 450, remaining: '€ 4,50' });
      const refunds = await server.app.db.selectFrom('refunds').select('id').where('order_id', '=', orderId).execute();
      expect(refunds).toHaveLength(1);
    });

    it('refuses a key that is no key (422), a trip of another order (404), an unpaid order (409); a failed refund can be asked again', async () => {
      const { orderId, tripId } = await bookOne(server.app);
      const refund = (id: number, body: object) => admin.call('POST', `/api/admin/orders/${id}/refunds`, body);
      expect((await refund(orderId, { amountCents: 0, idempotencyKey: 'kort' })).json()).toEqual({
        error: 'invalidFields',
        fields: { amountCents: 'tooSmall', idempotencyKey: 'invalid' },
      });
      const other = await bookOne(server.app);
      const wrongTrip = await refund(orderId, { amountCents: 100, idempotencyKey: key(), tripId: other.tripId });
      expect(wrongTrip.statusCode).toBe(404);
      expect(wrongTrip.json()).toEqual({ error: 'tripNotFound' });
      const unpaid = await book(server.app, { paid: false });
      const notPaid = await refund(unpaid.orderId, { amountCents: 100, idempotencyKey: key() });
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json()).toEqual({ error: 'notRefundable' });
      expect((await refund(999_999, { amountCents: 100, idempotencyKey: key() })).json()).toEqual({
        error: 'orderNotFound',
      });
      await refund(orderId, { amountCents: simulatorFailingRefundCents, idempotencyKey: key(), tripId });
      await admin.call('POST', `/api/admin/orders/${orderId}/payment-status`);
      expect((await detail(tripId)).refunds).toEqual([
        expect.objectContaining({ status: 'failed', failure: expect.any(String), amount: '€ 6,66' }),
      ]);
      expect((await refund(orderId, { amountCents: 1250, idempotencyKey: key() })).statusCode).toBe(200);
    });
  });

  describe('editing', () => {
    it('quotes a change without saving it, then saves it on the version it was made on; a stale version is 409 conflict', async () => {
      const { tripId } = await bookOne(server.app, { datetime: upcoming(2, '14:00') });
      const { version } = (await detail(tripId)).trip;
      const quote = await dispatcher.call('POST', `/api/admin/trips/${tripId}/quote`, { toPlaceId: lageweg.id });
      expect(quote.statusCode).toBe(200);
      const quoted = tripEditReplySchema.parse(quote.json());
      expect(quoted).toMatchObject({
        oldPriceCents: 1250,
        oldPrice: '€ 12,50',
        changed: ['to', 'price'],
        saved: false,
      });
      expect(quoted.quotedPriceCents).toBeGreaterThan(1250);
      expect((await detail(tripId)).trip.to).toBe('Station Groningen');
      const saved = await dispatcher.call('PATCH', `/api/admin/trips/${tripId}`, { toPlaceId: lageweg.id, version });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ saved: true, priceCents: quoted.quotedPriceCents });
      const after = await detail(tripId);
      expect(after.trip.to).toBe(lageweg.text);
      expect(after.trip.version).not.toBe(version);
      const stale = await admin.call('PATCH', `/api/admin/trips/${tripId}`, { passengers: 4, version });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: 'conflict' });
      expect((await auditOf(`trip:${tripId}`)).map((entry) => [entry.action, entry.detail.fields])).toEqual([
        ['trip_edited', 'to,price'],
      ]);
    });

    it('takes a price by hand only with a reason, and answers what it refuses in its own keys', async () => {
      const { tripId } = await bookOne(server.app);
      const { version } = (await detail(tripId)).trip;
      const edit = (body: object) => admin.call('PATCH', `/api/admin/trips/${tripId}`, { version, ...body });
      expect((await edit({ priceCents: 1000 })).json()).toEqual({
        error: 'invalidFields',
        fields: { priceReason: 'invalid' },
      });
      expect((await edit({})).json()).toMatchObject({ saved: false, changed: [] });
      expect((await admin.call('PATCH', `/api/admin/trips/${tripId}`, {})).json()).toEqual({
        error: 'invalidFields',
        fields: { version: 'invalid' },
      });
      expect((await edit({ fromPlaceId: 'a:0000XX-1' })).json()).toEqual({
        error: 'invalidFields',
        fields: { fromPlaceId: 'invalid' },
      });
      const past = await edit({ datetime: '2020-01-01 10:00' });
      expect(past.statusCode).toBe(422);
      expect(past.json()).toMatchObject({ error: 'tripInvalid', quote: { error: 'datetimeTooEarly' } });
      const byHand = await edit({ priceCents: 1000, priceReason: 'vaste klant' });
      expect(byHand.json()).toMatchObject({ saved: true, price: '€ 10,00', oldPrice: '€ 12,50' });
      await admin.call('POST', `/api/admin/trips/${tripId}/cancel`, { reason: 'x' });
      const closed = await admin.call('POST', `/api/admin/trips/${tripId}/quote`, { passengers: 3 });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: 'notEditable', from: 'canceled' });
    });
  });

  describe('drivers', () => {
    it('lets an admin add, change and deactivate drivers, a dispatcher list them; the audit records each change', async () => {
      const driver = await newDriver('Sanne Stuur');
      expect(driver).toMatchObject({ name: 'Sanne Stuur', usualVehicle: { plate: 'GB-123-X' }, active: true });
      const listed = async (query = '') =>
        driverListReplySchema
          .parse((await dispatcher.call('GET', `/api/admin/drivers${query}`)).json())
          .drivers.map((each) => each.id);
      expect(await listed()).toContain(driver.id);
      const changed = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { phone: '+31 6 99998888' });
      expect(changed.json()).toMatchObject({ id: driver.id, phone: '+31 6 99998888', active: true });
      const off = await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { active: false });
      expect(off.json()).toMatchObject({ active: false });
      expect(await listed()).not.toContain(driver.id);
      expect(await listed('?all=true')).toContain(driver.id);
      expect((await admin.call('PATCH', `/api/admin/drivers/${driver.id}`, { active: true })).json()).toMatchObject({
        active: true,
      });
      expect((await auditOf(`driver:${driver.id}`)).map((entry) => entry.action)).toEqual([
        'driver_activated',
        'driver_deactivated',
        'driver_changed',
        'driver_created',
      ]);
      const unknown = await admin.call('PATCH', '/api/admin/drivers/999999', { active: false });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'driverNotFound' });
      expect((await admin.call('POST', '/api/admin/drivers', { name: '' })).json()).toEqual({
        error: 'invalidFields',
        fields: { name: 'tooShort' },
      });
    });

    it('keeps another tenant’s drivers apart', async () => {
      const zakelijkAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
      const theirs = driverSchema.parse(
        (await zakelijkAdmin.call('POST', '/api/admin/drivers', { name: 'Noord Rijder' })).json(),
      );
      expect((await admin.call('PATCH', `/api/admin/drivers/${theirs.id}`, { active: false })).statusCode).toBe(404);
      const ours = driverListReplySchema.parse((await admin.call('GET', '/api/admin/drivers?all=true')).json());
      expect(ours.drivers.map((each) => each.id)).not.toContain(theirs.id);
      const { tripId } = await bookOne(server.app);
      await admin.call('POST', `/api/admin/trips/${tripId}/transition`, { to: 'confirmed' });
      const assign = await admin.call('POST', `/api/admin/trips/${tripId}/transition`, {
        to: 'assigned',
        driverId: theirs.id,
      });
      expect(assign.json()).toEqual({ error: 'driverNotFound' });
    });
  });
});
