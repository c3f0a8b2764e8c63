import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { tripStatuses, type TripStatus } from '#common/contracts/trip-status.ts';
import { mayMove } from '../../src/modules/desk/lifecycle-rules.ts';
import { waitForMail } from '../support/accounts.ts';
import { readOutbox } from '../support/outbox.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';
import { book, bookOne, deskActors, history, listen, newDriver } from './support.ts';

describe.each(dialects)('the desk: trip lifecycle (%s)', (dialect) => {
  let server: TestServer;
  let admin: DeskActor;
  let dispatcher: DeskActor;
  let otherTenantAdmin: DeskActor;
  let driverId: number;
  let otherDriverId: number;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    ({ admin, dispatcher, otherTenantAdmin } = await deskActors(server.app));
    driverId = (await newDriver(server.app, 'Piet Rijders')).id;
    otherDriverId = (await newDriver(server.app, 'Fatima El Amrani')).id;
  });
  afterAll(() => server.close());

  /** A pickup an hour ago: done and no-show are not refused as too early. */
  const pickedUp = (tripId: number) =>
    server.app.db
      .updateTable('order_trips')
      .set({ pickup_at: new Date(Date.now() - 3_600_000) })
      .where('id', '=', tripId)
      .execute();
  const setStatus = (tripId: number, status: TripStatus, driver: number | null = null) =>
    server.app.db
      .updateTable('order_trips')
      .set({ status, driver_id: driver, vehicle_id: null })
      .where('id', '=', tripId)
      .execute();
  const statusOf = async (tripId: number) =>
    (await server.app.db.selectFrom('order_trips').select('status').where('id', '=', tripId).executeTakeFirstOrThrow())
      .status;

  it('allows exactly the moves of the lifecycle, for an admin and a dispatcher, and refuses the rest with where it is', async () => {
    const { tripId } = await bookOne(server.app);
    await pickedUp(tripId);
    for (const from of tripStatuses) {
      for (const to of tripStatuses) {
        // A trip assigned to one driver may be reassigned to another one.
        await setStatus(tripId, from, from === 'assigned' ? driverId : null);
        const before = (await history(server.app, tripId)).length;
        const actor = to === 'done' ? admin : dispatcher;
        const result = await server.app.desk.transition(actor, tripId, to, {
          driverId: otherDriverId,
          reason: `${from} to ${to}`,
        });
        const legal = mayMove(from, to);
        expect(result, `${from} → ${to}`).toEqual(
          legal ? { ok: true, from, to } : { ok: false, error: 'illegalTransition', from },
        );
        expect(await statusOf(tripId)).toBe(legal ? to : from);
        const added = (await history(server.app, tripId)).slice(before).filter((row) => row.kind !== 'mail');
        if (!legal) expect(added).toEqual([]);
        else if (from === 'assigned' && to === 'assigned')
          expect(added).toEqual([
            expect.objectContaining({ kind: 'driver', from_value: 'Piet Rijders', to_value: 'Fatima El Amrani' }),
            expect.objectContaining({ kind: 'driver', field: 'vehicle' }),
          ]);
        else
          expect(added[0]).toEqual({
            actor: 'staff',
            staff_id: actor.staffId,
            kind: 'status',
            field: null,
            from_value: from,
            to_value: to,
            reason: `${from} to ${to}`,
          });
      }
    }
  });

  it('knows which moves the lifecycle has', () => {
    const moves = tripStatuses.flatMap((from) =>
      tripStatuses.filter((to) => mayMove(from, to)).map((to) => `${from}→${to}`),
    );
    expect(moves.sort()).toEqual(
      [
        'new→confirmed',
        'new→assigned',
        'assigned→confirmed',
        'new→canceled',
        'confirmed→assigned',
        'confirmed→canceled',
        'assigned→assigned',
        'assigned→done',
        'assigned→no_show',
        'assigned→canceled',
      ].sort(),
    );
  });

  it('assigns only an active driver of the tenant, and not the same driver in the same vehicle again', async () => {
    const { tripId } = await bookOne(server.app, { datetime: upcoming(1, '08:00') });
    await server.app.desk.transition(admin, tripId, 'confirmed');
    expect(await server.app.desk.transition(admin, tripId, 'assigned')).toEqual({ ok: false, error: 'driverNotFound' });
    const retired = await newDriver(server.app, 'Retired Driver');
    await server.app.desk.changeDriver(admin, retired.id, { active: false });
    expect(await server.app.desk.transition(admin, tripId, 'assigned', { driverId: retired.id })).toEqual({
      ok: false,
      error: 'assignmentRefused',
      refusal: { kind: 'driverInactive', name: 'Retired Driver' },
    });
    const elsewhere = await server.app.desk.addDriver(otherTenantAdmin, {
      name: 'Zakelijk Driver',
      phone: '',
      usualVehicleId: null,
    });
    if (!elsewhere.ok) throw new Error('no driver');
    expect(
      await server.app.desk.transition(admin, tripId, 'assigned', { driverId: elsewhere.driver.id }),
    ).toMatchObject({ ok: false, error: 'driverNotFound' });
    expect(await server.app.desk.transition(admin, tripId, 'assigned', { driverId })).toMatchObject({ ok: true });
    expect(await server.app.desk.transition(admin, tripId, 'assigned', { driverId })).toEqual({
      ok: false,
      error: 'illegalTransition',
      from: 'assigned',
    });
    expect((await server.app.desk.getTrip(admin, tripId))?.trip.driver).toEqual({ id: driverId, name: 'Piet Rijders' });
  });

  it('does not confirm a trip whose order still waits for its payment, but may cancel it', async () => {
    const { tripIds } = await book(server.app, { paid: false });
    const tripId = tripIds[0]!;
    expect(await server.app.desk.transition(admin, tripId, 'confirmed')).toEqual({
      ok: false,
      error: 'orderNotConfirmed',
    });
    expect(await server.app.desk.cancelTrip(dispatcher, tripId, { reason: 'customer called' })).toMatchObject({
      ok: true,
      from: 'new',
    });
  });

  it('answers a trip of another tenant as not found, and changes nothing', async () => {
    const { tripId } = await bookOne(server.app);
    expect(await server.app.desk.transition(otherTenantAdmin, tripId, 'confirmed')).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await server.app.desk.cancelTrip(otherTenantAdmin, tripId, { reason: 'x' })).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await server.app.desk.getTrip(otherTenantAdmin, tripId)).toBeUndefined();
    expect(await server.app.desk.editTrip(otherTenantAdmin, tripId, { passengers: 3 })).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await server.app.desk.fetchPaymentStatus(otherTenantAdmin, tripId)).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await statusOf(tripId)).toBe('new');
    expect(await server.app.desk.transition(admin, 999_999, 'confirmed')).toEqual({ ok: false, error: 'notFound' });
  });

  it('cancels once when two staff members cancel at the same moment: one wins, one history row', async () => {
    const { tripId } = await bookOne(server.app);
    const results = await Promise.all([
      server.app.desk.cancelTrip(admin, tripId, { reason: 'first' }),
      server.app.desk.cancelTrip(dispatcher, tripId, { reason: 'second' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, error: 'illegalTransition', from: 'canceled' },
    ]);
    const cancellations = (await history(server.app, tripId)).filter(
      (row) => row.kind === 'status' && row.to_value === 'canceled',
    );
    expect(cancellations).toHaveLength(1);
  });

  it('mails the customer in the order’s language when the trip is confirmed, assigned and cancelled, and records each mail', async () => {
    const { tripId } = await bookOne(server.app, { datetime: upcoming(2, '09:00') }, 'en');
    const about = (mail: { subject: string }) => mail.subject.includes(`rip ${tripId} `);
    const events = await listen(server.app);
    expect(await server.app.desk.transition(dispatcher, tripId, 'confirmed')).toMatchObject({ ok: true });
    expect(await server.app.desk.transition(dispatcher, tripId, 'assigned', { driverId })).toMatchObject({ ok: true });
    expect(await server.app.desk.cancelTrip(dispatcher, tripId, { reason: 'road closed' })).toMatchObject({ ok: true });
    const mails = await waitForMail(server.settings.dataDir, about, 3);
    await events.stop();
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Trip ${tripId} confirmed by Taxi Martini Groningen`,
      `Your driver for trip ${tripId} with Taxi Martini Groningen`,
      `Trip ${tripId} cancelled by Taxi Martini Groningen`,
    ]);
    expect(mails[0]?.text).toContain('Status: Confirmed');
    expect(mails[1]?.text).toContain('Driver: Piet Rijders');
    expect(mails[1]?.text).toContain('Licence plate: GB-123-X');
    expect(mails[1]?.text).toContain('Vehicle: Toyota Prius, zwart');
    expect(mails[2]?.text).toContain('Status: Cancelled');
    expect(mails[2]?.text).not.toContain('refunding');
    const recorded = (await history(server.app, tripId)).filter((row) => row.kind === 'mail');
    expect(recorded.map((row) => [row.field, row.to_value])).toEqual([
      ['confirmed', 'jan@example.com'],
      ['assigned', 'jan@example.com'],
      ['canceled', 'jan@example.com'],
    ]);
    expect(events.events).toEqual([
      { type: 'tripChanged', tripId, orderId: expect.any(Number), change: 'status' },
      { type: 'tripChanged', tripId, orderId: expect.any(Number), change: 'status' },
      { type: 'tripChanged', tripId, orderId: expect.any(Number), change: 'status' },
    ]);
  });

  it('mails in Dutch for a Dutch order, and sends nothing for done or no-show', async () => {
    const { tripId } = await bookOne(server.app, { datetime: upcoming(4, '09:00') }, 'nl');
    const about = (mail: { subject: string }) => mail.subject.includes(` ${tripId} `);
    await server.app.desk.transition(admin, tripId, 'confirmed');
    await server.app.desk.transition(admin, tripId, 'assigned', { driverId });
    await pickedUp(tripId);
    await server.app.desk.transition(admin, tripId, 'done');
    const mails = await waitForMail(server.settings.dataDir, about, 2);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Rit ${tripId} bevestigd door Taxi Martini Groningen`,
      `Uw chauffeur voor rit ${tripId} bij Taxi Martini Groningen`,
    ]);
    expect(mails[0]?.text).toContain('Status: Bevestigd');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await readOutbox(server.settings.dataDir)).filter((mail) => mail.subject.includes(` ${tripId} `)),
    ).toHaveLength(2);
  });

  it('keeps the change when the mail server fails', async () => {
    const { tripId } = await bookOne(server.app);
    const send = server.app.mailer.send;
    server.app.mailer.send = async () => {
      throw new Error('mail server down');
    };
    try {
      expect(await server.app.desk.transition(admin, tripId, 'confirmed')).toMatchObject({ ok: true });
    } finally {
      server.app.mailer.send = send;
    }
    expect(await statusOf(tripId)).toBe('confirmed');
    expect((await history(server.app, tripId)).filter((row) => row.kind === 'mail')).toEqual([]);
  });

  it('shows everything of a trip: what was entered, the order, its payment and the history', async () => {
    const { tripId, orderId, klantNr } = await bookOne(server.app, { bagage: 3, extraTripInfo: 'wheelchair' });
    await server.app.desk.transition(admin, tripId, 'confirmed', { reason: 'checked' });
    const detail = await server.app.desk.getTrip(dispatcher, tripId);
    expect(detail?.trip).toMatchObject({
      tripId,
      reference: `D${klantNr}/${orderId}`,
      status: 'confirmed',
      passengers: 2,
      vehicleClass: 'sedan',
      extraInfo: 'wheelchair',
      paymentState: 'paid',
      customer: { name: 'Jan de Vries', email: 'jan@example.com', phone: '+31612345678' },
      fields: { passengerCount: 2, bagage: 3, vehicleClass: 'sedan' },
    });
    expect(detail?.trip.tour[0]?.address?.text).toBe('Herestraat 12, 9711 LJ Groningen');
    expect(detail?.order).toMatchObject({
      id: orderId,
      status: 'paid',
      paymentState: 'paid',
      provider: 'simulator',
      totalCents: 1250,
      remainingCents: 1250,
      person: { custname: 'Jan de Vries' },
    });
    expect(detail?.history.map((entry) => [entry.actor, entry.kind, entry.from, entry.to])).toEqual([
      ['customer', 'created', null, 'new'],
      ['system', 'payment', 'pending', 'paid'],
      ['staff', 'status', 'new', 'confirmed'],
      ['system', 'mail', null, 'jan@example.com'],
    ]);
  });
});
