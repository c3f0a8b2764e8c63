import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeskActor } from '../../src/modules/desk/actor.ts';
import { waitForMail } from '../support/accounts.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { lageweg, upcoming } from '../support/trips.ts';
import { bookOne, deskActors, history, listen } from './support.ts';

describe.each(dialects)('the desk: editing a trip (%s)', (dialect) => {
  let server: TestServer;
  let admin: DeskActor;
  let dispatcher: DeskActor;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    ({ admin, dispatcher } = await deskActors(server.app));
  });
  afterAll(() => server.close());

  it('quotes the trip again as the checkout does, shows the old and new price, and writes nothing on a preview', async () => {
    const { tripId } = await bookOne(server.app);
    const preview = await server.app.desk.editTrip(dispatcher, tripId, { toPlaceId: lageweg.id }, { preview: true });
    expect(preview).toMatchObject({ ok: true, oldPriceCents: 1250, saved: false, changed: ['to', 'price'] });
    if (!preview.ok) return;
    expect(preview.quotedPriceCents).toBeGreaterThan(1250);
    expect(preview.priceCents).toBe(preview.quotedPriceCents);
    expect((await server.app.desk.getTrip(admin, tripId))?.trip.to).toBe('Station Groningen');
  });

  it('saves a change with a history row per field, searches the new address, and mails the customer old and new', async () => {
    const { tripId } = await bookOne(server.app, { datetime: upcoming(2, '14:00') }, 'en');
    const events = await listen(server.app);
    const result = await server.app.desk.editTrip(dispatcher, tripId, {
      toPlaceId: lageweg.id,
      datetime: upcoming(2, '15:30'),
      passengers: 3,
      flightNumber: 'KL 1234',
      extraInfo: 'two suitcases',
    });
    await events.stop();
    expect(result).toMatchObject({
      ok: true,
      saved: true,
      changed: ['datetime', 'to', 'passengers', 'flightNumber', 'extraInfo', 'price'],
    });
    const detail = await server.app.desk.getTrip(admin, tripId);
    expect(detail?.trip).toMatchObject({
      to: lageweg.text,
      datetime: upcoming(2, '15:30'),
      passengers: 3,
      // Kept in its one spelling, as a customer's (docs/reference/record-layout.md#flight-details).
      flightNumber: 'KL1234',
      extraInfo: 'two suitcases',
      fields: { passengerCount: 3 },
    });
    const edits = (await history(server.app, tripId)).filter((row) => row.kind === 'edit' || row.kind === 'price');
    expect(edits.map((row) => [row.kind, row.field, row.from_value, row.to_value, row.staff_id])).toEqual([
      ['edit', 'datetime', upcoming(2, '14:00'), upcoming(2, '15:30'), dispatcher.staffId],
      ['edit', 'to', 'Station Groningen', lageweg.text, dispatcher.staffId],
      ['edit', 'passengers', '2', '3', dispatcher.staffId],
      ['edit', 'flightNumber', '', 'KL1234', dispatcher.staffId],
      ['edit', 'extraInfo', '', 'two suitcases', dispatcher.staffId],
      ['price', 'quote', '12.50', expect.any(String), dispatcher.staffId],
    ]);
    expect(
      (await server.app.desk.listTrips(admin, { search: 'noordlaren kl 1234' })).trips.map((trip) => trip.tripId),
    ).toEqual([tripId]);
    expect(events.events).toEqual([{ type: 'tripChanged', tripId, orderId: expect.any(Number), change: 'edit' }]);
    const [mail] = await waitForMail(
      server.settings.dataDir,
      (each) => each.subject === `Trip ${tripId} changed by Taxi Martini Groningen`,
    );
    expect(mail?.text).toContain(`To: ${lageweg.text} (was: Station Groningen)`);
    expect(mail?.text).toMatch(/Pickup: .* 15:30 \(was: .* 14:00\)/);
    expect(mail?.text).toMatch(/Price: € \d+,\d\d \(was: € 12,50\)/);
  });

  it('takes a price set by hand only with a reason, and keeps the reason in the history', async () => {
    const { tripId, orderId } = await bookOne(server.app);
    expect(await server.app.desk.editTrip(dispatcher, tripId, {}, { priceCents: 1000 })).toEqual({
      ok: false,
      error: 'priceReasonRequired',
    });
    expect(await server.app.desk.editTrip(dispatcher, tripId, {}, { priceCents: -1, priceReason: 'x' })).toEqual({
      ok: false,
      error: 'invalidPrice',
    });
    const result = await server.app.desk.editTrip(
      dispatcher,
      tripId,
      { passengers: 4 },
      { priceCents: 1000, priceReason: 'regular customer' },
    );
    expect(result).toMatchObject({
      ok: true,
      oldPriceCents: 1250,
      quotedPriceCents: 1250,
      priceCents: 1000,
      saved: true,
    });
    const price = (await history(server.app, tripId)).find((row) => row.kind === 'price');
    expect(price).toMatchObject({
      field: 'manual',
      from_value: '12.50',
      to_value: '10.00',
      reason: 'regular customer',
    });
    expect((await server.app.desk.getTrip(admin, tripId))?.trip.priceCents).toBe(1000);
    // The order's total stays what was charged: a refund is reckoned from it.
    const order = await server.app.db
      .selectFrom('orders')
      .select('total_cents')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.total_cents).toBe(1250);
  });

  it('refuses a place the server does not know, a trip the rules refuse, and a trip that is no longer open', async () => {
    const { tripId } = await bookOne(server.app);
    expect(await server.app.desk.editTrip(admin, tripId, { fromPlaceId: 'a:0000XX-1' })).toEqual({
      ok: false,
      error: 'placeNotFound',
      field: 'from',
    });
    expect(await server.app.desk.editTrip(admin, tripId, { datetime: '2020-01-01 10:00' })).toMatchObject({
      ok: false,
      error: 'tripInvalid',
    });
    expect(await server.app.desk.editTrip(admin, tripId, { passengers: 2 })).toMatchObject({
      ok: true,
      changed: [],
      saved: false,
    });
    await server.app.desk.cancelTrip(admin, tripId, { reason: 'x' });
    expect(await server.app.desk.editTrip(admin, tripId, { passengers: 3 })).toEqual({
      ok: false,
      error: 'notEditable',
      status: 'canceled',
    });
  });
});
