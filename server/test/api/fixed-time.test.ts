import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartTransactionReplySchema } from '#common/contracts/cart-transaction.ts';
import { tripReplySchema } from '#common/contracts/trip.ts';
import { formatTripDatetime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import type { TenantInfo } from '#common/tenant/settings.ts';
import { checkOut, findOrderRow, orderTripRows, person, pressButton, simulatorPaymentId } from '../support/checkout.ts';
import { mailsAbout } from '../support/outbox.ts';
import { dialects, startListeningTestServer, type TestServer } from '../support/test-server.ts';
import { tenantsWith } from '../support/tenants-dir.ts';
import { herestraat, lageweg, stationGroningen, stop, upcoming } from '../support/trips.ts';

/*
 * Fixed-time trips (docs/reference/tenant-settings.md#hideTime, docs/decisions/023-fixed-time-trips.md) on the
 * shipped event tenant, `festival`: the customer picks one of its departures and gives a pickup address; the server
 * fills the fixed fields and prices the ride to the event.
 */

const host = 'festival.localhost:8080';
const opening = '2030-08-23 17:00';
const festivalText = 'Zomerklank Festival, Stadspark, Groningen';
/** A departure the test adds to the festival's file that has already left. */
const past = '2020-08-21 17:00';

const festivalTrip = (overrides: Record<string, unknown> = {}) => ({
  title: '',
  datetime: opening,
  reverse: false,
  tour: [stop(herestraat)],
  extraTripInfo: '',
  passengerCount: 2,
  ...overrides,
});

describe.each(dialects)('fixed-time trips of the event tenant (%s)', (dialect) => {
  let server: TestServer & { url: string };
  let tenantsDir: string;
  /** A departure the test adds that is within the booking lead time: offered, but too soon to book. */
  let soon: string;
  beforeAll(async () => {
    const wall = wallTimeAt(new Date(Date.now() + 30 * 60_000));
    soon = formatTripDatetime({ ...wall, minute: wall.minute - (wall.minute % 10) });
    tenantsDir = await tenantsWith<{ info: TenantInfo }>('festival', (tenant) => {
      tenant.info.fixedDepartures.push({ id: 'past', datetime: past }, { id: 'soon', datetime: soon });
    });
    server = await startListeningTestServer(dialect, { TENANTS_DIR: tenantsDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(tenantsDir, { recursive: true, force: true });
  });

  const quote = async (trip: Record<string, unknown>) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/trip_request.json',
      headers: { host },
      payload: { lang: 'nl', proforma: '1', validate: '*', trip },
    });
    return { response, body: tripReplySchema.parse(response.json()) };
  };

  describe('a quote', () => {
    it('fills the fixed fields with the departure, the pickup and the event, and prices the ride to the event', async () => {
      const { response, body } = await quote(festivalTrip());
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({
        status: 200,
        error: '',
        fixedtriptime: opening,
        fixedtripdeparturedisplay: herestraat.text,
        fixedtripdestdisplay: festivalText,
      });
      expect(body.amounttopay).toMatch(/^\d+\.\d{2}$/);
      expect(body.distanceKm).toBeGreaterThan(0);
    });

    it('prices a pickup farther away higher: the distance is to the event', async () => {
      const near = (await quote(festivalTrip())).body;
      const far = (await quote(festivalTrip({ tour: [stop(lageweg)] }))).body;
      expect(far.distanceKm).toBeGreaterThan(near.distanceKm);
      expect(Number(far.amounttopay)).toBeGreaterThan(Number(near.amounttopay));
    });

    it('takes no destination from the customer: a second stop sent changes neither the destination nor the price', async () => {
      const plain = (await quote(festivalTrip())).body;
      const { body } = await quote(festivalTrip({ tour: [stop(herestraat), stop(stationGroningen)] }));
      expect(body).toEqual(plain);
    });

    it.each([
      ['a time between two departures', '2030-08-23 17:05'],
      ['a day without departures', '2030-08-26 17:00'],
    ])('refuses %s with departureNotOffered', async (_, datetime) => {
      const { response, body } = await quote(festivalTrip({ datetime }));
      expect(response.statusCode).toBe(422);
      expect(body).toMatchObject({ status: 422, error: 'departureNotOffered', amounttopay: '', fixedtriptime: '' });
    });

    it('refuses a departure that has left, or leaves within the booking lead time, with datetimeTooEarly', async () => {
      for (const datetime of [past, soon]) {
        const { response, body } = await quote(festivalTrip({ datetime }));
        expect(response.statusCode).toBe(422);
        expect(body.error).toBe('datetimeTooEarly');
      }
    });

    it('asks for a departure when none is chosen', async () => {
      const { body } = await quote(festivalTrip({ datetime: '' }));
      expect(body.error).toBe('noDeparture');
    });

    it('lets the other tenants book any time as before', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/trip_request.json',
        headers: { host: 'localhost:8080' },
        payload: {
          lang: 'nl',
          proforma: '1',
          validate: '*',
          trip: {
            // Within the demo's booking horizon (docs/reference/tenant-settings.md#horizonDays).
            ...festivalTrip({ datetime: upcoming(5, '17:05') }),
            tour: [stop(herestraat), stop(stationGroningen)],
            bagage: 0,
            vehicleClass: 'sedan',
          },
        },
      });
      expect(response.json()).toMatchObject({ status: 200, fixedtriptime: upcoming(5, '17:05') });
    });
  });

  describe('the cart transaction', () => {
    const festivalCart = async (trip: Record<string, unknown>, remarks: string) => {
      const price = (await quote(trip)).body.amounttopay;
      return {
        lang: 'en',
        person: { ...person, remarks },
        trips: [{ ...trip, price }],
        returnPath: 'http://festival.localhost:8080/checkout',
        agreeTerms: true,
      };
    };

    it('books the departure as the pickup, to the event, and the confirmation mail says both', async () => {
      const { response, reply } = await checkOut(server.app, await festivalCart(festivalTrip(), 'festival'), { host });
      expect(response.statusCode).toBe(200);
      expect(cartTransactionReplySchema.parse(reply)).toMatchObject({ success: true, error: '' });
      expect((await findOrderRow(server.app, reply.orderId!)).tenant_id).toBe('festival');
      expect(await orderTripRows(server.app, reply.orderId!)).toEqual([
        expect.objectContaining({
          datetime: opening,
          from_text: herestraat.text,
          to_text: festivalText,
          passengers: 2,
        }),
      ]);

      const pressed = await pressButton(server.app, simulatorPaymentId(reply.form, server.url), 'paid');
      expect(pressed.statusCode).toBe(303);
      const mail = await vi.waitFor(
        async () => {
          const found = (await mailsAbout(server.settings.dataDir, reply)).find((candidate) =>
            candidate.to.includes(person.custemail),
          );
          if (!found) throw new Error('no confirmation mail yet');
          return found;
        },
        { timeout: 5000 },
      );
      expect(mail.text).toContain('Pickup: Fri 23 Aug 2030 17:00');
      expect(mail.text).toContain(herestraat.text);
      expect(mail.text).toContain(festivalText);
    });

    it('refuses a cart whose departure is not offered, writing no order', async () => {
      const cart = await festivalCart(festivalTrip(), 'festival not offered');
      const { response, reply } = await checkOut(
        server.app,
        { ...cart, trips: [{ ...cart.trips[0], datetime: '2030-08-23 17:05' }] },
        { host },
      );
      expect(response.statusCode).toBe(422);
      expect(reply).toMatchObject({ success: false, error: 'tripInvalid', orderId: null });
      expect(reply.quotes[0]?.error).toBe('departureNotOffered');
    });
  });
});
