import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newTripReplySchema, type NewTripRequest } from '#common/contracts/desk-booking.ts';
import { tripReplySchema } from '#common/contracts/trip.ts';
import { cartOf, checkOut, serverPrice } from '../support/checkout.ts';
import { book, history } from '../desk/support.ts';
import { loggedInStaff } from '../support/desk.ts';
import { mailsAbout } from '../support/outbox.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, place, schiphol, stationGroningen, stop, trip, upcoming } from '../support/trips.ts';

/*
 * The service rules and vehicle capacities (docs/decisions/043-service-rules.md) on every way in: the quote, the
 * checkout, the manage link's change and the desk's phone booking. The demo tenant as shipped, with a closed Thursday,
 * a horizon of 30 days and at most two trips in a half hour.
 */

const host = 'localhost:8080';
const closedDay = upcoming(4, '').trim();
const openDay = upcoming(5, '').trim();
/** A Wednesday: the demo's weekday hours are 05:00–01:00. */
const wednesday = upcoming(3, '').trim();

/** An address in Zeeland (the fixture's): outside the demo's area (postcodes of the north, 60 km around Groningen). */
const bruinisse = place({
  id: 'a:4311NP-1',
  text: 'Hoogerwerfsweg "De Tong" 1, 4311 NP Bruinisse',
  cityName: 'Bruinisse',
  postcode: '4311 NP',
  lat: 51.66896476,
  lng: 4.07322359,
});

describe.each(dialects)('the service rules (%s)', (dialect) => {
  let server: TestServer;
  let tenantsDir: string;
  beforeAll(async () => {
    tenantsDir = await tenantsWith<{ serviceRules: Record<string, unknown> }>('demo', (tenant) => {
      tenant.serviceRules = {
        ...tenant.serviceRules,
        closedDates: [closedDay],
        horizonDays: 30,
        maxTripsPerHalfHour: 2,
      };
    });
    server = await startTestServerWithPlaces(dialect, { TENANTS_DIR: tenantsDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(tenantsDir, { recursive: true, force: true });
  });

  const quote = async (overrides: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/trip_request.json',
      headers: { host },
      payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip(overrides) },
    });
    return { status: response.statusCode, body: tripReplySchema.parse(response.json()) };
  };

  describe('trip_request.json', () => {
    it('refuses a pickup a minute before opening and takes it at opening time', async () => {
      expect((await quote({ datetime: `${wednesday} 04:59` })).body.error).toBe('outsideOpeningHours');
      expect(await quote({ datetime: `${wednesday} 05:00` })).toMatchObject({ status: 200, body: { error: '' } });
    });

    it('refuses any time on a closed date', async () => {
      expect(await quote({ datetime: `${closedDay} 14:00` })).toMatchObject({
        status: 422,
        body: { error: 'closedDate', amounttopay: '' },
      });
      expect((await quote({ datetime: `${openDay} 14:00` })).body.error).toBe('');
    });

    it('refuses a pickup beyond the horizon', async () => {
      const far = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
      expect((await quote({ datetime: `${far} 14:00` })).body.error).toBe('beyondHorizon');
    });

    it('refuses a trip with neither stop in the area, but takes one from the airport', async () => {
      expect((await quote({ tour: [stop(bruinisse), stop(bruinisse)] })).body.error).toBe('outsideServiceArea');
      expect((await quote({ tour: [stop(bruinisse), stop(herestraat)] })).body.error).toBe('');
      expect((await quote({ tour: [stop(schiphol), stop(bruinisse)] })).body.error).toBe('');
    });

    it('refuses five passengers in a sedan and names the van; takes them in the van', async () => {
      expect(await quote({ passengerCount: 5, vehicleClass: 'sedan' })).toMatchObject({
        status: 422,
        body: { error: 'vehicleClassTooSmall', fittingVehicleClass: 'van' },
      });
      expect((await quote({ passengerCount: 5, vehicleClass: 'van' })).body.error).toBe('');
      expect((await quote({ passengerCount: 4, vehicleClass: 'sedan' })).body.error).toBe('');
    });

    it('offers the estate for a sedan’s luggage plus one', async () => {
      expect((await quote({ bagage: 4, vehicleClass: 'sedan' })).body).toMatchObject({
        error: 'vehicleClassTooSmall',
        fittingVehicleClass: 'estate',
      });
    });
  });

  describe('cart_transaction.json', () => {
    it('refuses a trip on a closed date with its reason', async () => {
      const { response, reply } = await checkOut(
        server.app,
        cartOf('closed', { trips: [trip({ datetime: `${closedDay} 10:00`, price: serverPrice })] }),
      );
      expect(response.statusCode).toBe(422);
      expect(reply).toMatchObject({ error: 'tripInvalid', quotes: [{ error: 'closedDate' }] });
    });

    it('takes two trips in a half hour and refuses the third, which the quote says too', async () => {
      const slot = `${openDay} 11`;
      await book(server.app, { trips: [{ datetime: `${slot}:00` }] });
      await book(server.app, { trips: [{ datetime: `${slot}:20` }] });
      const third = await checkOut(
        server.app,
        cartOf('third', { trips: [trip({ datetime: `${slot}:29`, price: serverPrice })] }),
      );
      expect(third.response.statusCode).toBe(422);
      expect(third.reply).toMatchObject({ error: 'tripInvalid', quotes: [{ error: 'halfHourFull' }] });
      expect((await quote({ datetime: `${slot}:10` })).body.error).toBe('halfHourFull');
      // The next half hour has room.
      expect(
        (await checkOut(server.app, cartOf('next', { trips: [trip({ datetime: `${slot}:30`, price: serverPrice })] })))
          .response.statusCode,
      ).toBe(200);
    });

    it('books one of two carts sent at the same moment into the last place of a half hour', async () => {
      const slot = `${openDay} 15`;
      await book(server.app, { trips: [{ datetime: `${slot}:00` }] });
      const [first, second] = await Promise.all(
        ['race a', 'race b'].map((remarks) =>
          checkOut(server.app, cartOf(remarks, { trips: [trip({ datetime: `${slot}:15`, price: serverPrice })] })),
        ),
      );
      expect([first!.response.statusCode, second!.response.statusCode].sort()).toEqual([200, 422]);
    });
  });

  describe('the manage link’s change', () => {
    it('refuses moving a booked trip to a closed date', async () => {
      const booked = await book(server.app, { trips: [{ datetime: `${openDay} 09:00` }] });
      const mails = await mailsAbout(server.settings.dataDir, booked);
      const token = /\/manage\/([A-Za-z0-9_-]{43})\b/.exec(mails.map((mail) => mail.text).join('\n'))?.[1];
      if (!token) throw new Error('no manage link');
      const manage = await server.app.inject({ method: 'GET', url: `/api/manage/${token}`, headers: { host } });
      const version = (manage.json() as { trips: Array<{ version: number }> }).trips[0]!.version;
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/manage/${token}/trips/${booked.tripIds[0]}/change`,
        headers: { host },
        payload: { version, datetime: `${closedDay} 09:00`, preview: true },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'tripInvalid', quote: { error: 'closedDate' } });
    });
  });

  describe('the desk’s phone booking', () => {
    let calls = 0;
    const phoneTrip = (datetime: string, overrides: Partial<NewTripRequest> = {}): NewTripRequest => {
      calls += 1;
      return {
        lang: 'nl',
        caller: { name: `Beller ${calls}`, phone: '06-20110866', email: `regels${calls}@example.nl` },
        passenger: null,
        trip: {
          datetime,
          fromPlaceId: herestraat.id,
          toPlaceId: stationGroningen.id,
          flightNumber: '',
          extraInfo: '',
          fields: { passengerCount: 2, vehicleClass: 'sedan' },
        },
        payment: 'driver',
        accountId: null,
        ...overrides,
      };
    };

    it('refuses a closed date without a reason', async () => {
      const dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
      const response = await dispatcher.call('POST', '/api/admin/trips', phoneTrip(`${closedDay} 12:00`));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ error: 'tripInvalid', quote: { error: 'closedDate' } });
    });

    it('books it with a reason, which the trip’s history keeps', async () => {
      const dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
      const response = await dispatcher.call(
        'POST',
        '/api/admin/trips',
        phoneTrip(`${closedDay} 12:00`, { overrideReason: 'Vaste klant, chauffeur Piet rijdt' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const booked = newTripReplySchema.parse(response.json()).booked!;
      expect((await history(server.app, booked.tripId))[0]).toMatchObject({
        actor: 'staff',
        kind: 'created',
        reason: 'phone: driver; rules overridden: Vaste klant, chauffeur Piet rijdt',
      });
    });

    it('keeps the seats even with a reason', async () => {
      const dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
      const request = phoneTrip(`${openDay} 13:00`, { overrideReason: 'Groot gezin' });
      request.trip.fields = { passengerCount: 6, vehicleClass: 'sedan' };
      const response = await dispatcher.call('POST', '/api/admin/trips', request);
      expect(response.json()).toMatchObject({
        error: 'tripInvalid',
        quote: { error: 'vehicleClassTooSmall', fittingVehicleClass: 'van' },
      });
    });
  });
});

describe.each(dialects)('a tenant without rules (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  it('books the zakelijk tenant at 03:15 on a Sunday, anywhere, as before', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/trip_request.json',
      headers: { host: 'zakelijk.localhost' },
      payload: {
        lang: 'nl',
        proforma: '1',
        validate: '*',
        trip: trip({ datetime: upcoming(0, '03:15'), tour: [stop(bruinisse), stop(bruinisse)], costCentre: '' }),
      },
    });
    expect(tripReplySchema.parse(response.json()).error).toBe('');
  });
});
