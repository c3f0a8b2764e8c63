import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripReplySchema, type TourStop } from '#common/contracts/trip.ts';
import { formatTripDatetime, wallTimeAt } from '#common/fields/trip-datetime.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import {
  herestraat,
  lageweg,
  stationGroningen,
  schiphol,
  umcg,
  eelde,
  stop,
  upcoming,
  nextSpringForward,
  wednesdayAfternoon,
  trip,
} from '../support/trips.ts';

const request = (tripOverrides: Record<string, unknown> = {}) => ({
  lang: 'nl',
  proforma: '1',
  validate: '*',
  trip: trip(tripOverrides),
});

const refused = {
  status: 422,
  amounttopay: '',
  fixedtriptime: '',
  fixedtripdeparturedisplay: '',
  fixedtripdestdisplay: '',
  distanceKm: 0,
  durationMinutes: 0,
  priceLines: [],
};

describe.each(dialects)('POST /api/trip_request.json (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  const post = async (payload: unknown, headers: Record<string, string> = {}) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/trip_request.json',
      headers: { host: 'localhost:8080', ...headers },
      payload: payload as object,
    });
    return { response, body: response.json() };
  };

  describe('a quote', () => {
    it('prices a weekday daytime sedan from Herestraat to Station Groningen at the minimum fare', async () => {
      const { response, body } = await post(request());
      expect(response.statusCode).toBe(200);
      expect(tripReplySchema.parse(body)).toEqual({
        status: 200,
        error: '',
        fielderrors: {},
        amounttopay: '12.50',
        fixedtriptime: wednesdayAfternoon,
        fixedtripdeparturedisplay: 'Herestraat 12, 9711 LJ Groningen',
        fixedtripdestdisplay: 'Station Groningen',
        distanceKm: 1,
        durationMinutes: 2,
        priceLines: [{ key: 'priceMinimumFare', cents: 1250 }],
      });
    });

    it('adds 20 % at night', async () => {
      const { body } = await post(request({ datetime: upcoming(3, '00:30') }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '15.00',
        priceLines: [
          { key: 'priceMinimumFare', cents: 1250 },
          { key: 'priceNightSurcharge', cents: 250 },
        ],
      });
    });

    it('adds 10 % on a Sunday', async () => {
      const { body } = await post(request({ datetime: upcoming(0, '14:00') }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '13.75',
        priceLines: [
          { key: 'priceMinimumFare', cents: 1250 },
          { key: 'priceWeekendSurcharge', cents: 125 },
        ],
      });
    });

    it('charges 1.4 times for a van', async () => {
      const { body } = await post(request({ vehicleClass: 'van' }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '17.50',
        priceLines: [
          { key: 'priceMinimumFare', cents: 1250 },
          { key: 'priceVehicleClass', cents: 500 },
        ],
      });
    });

    it('takes the fixed route price to Schiphol, plus the airport surcharge', async () => {
      const { body } = await post(
        request({
          tour: [
            stop({ ...herestraat }),
            { ...stop(schiphol), flightNumber: 'KL1234', flightOrigin: 'Londen', flightArrival: '13:30' },
          ],
        }),
      );
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '222.50',
        fixedtripdestdisplay: 'Amsterdam Airport Schiphol (AMS)',
        distanceKm: 205.3,
        durationMinutes: 140,
        priceLines: [
          { key: 'priceFixedRoute', cents: 21_500 },
          { key: 'priceAirportSurcharge', cents: 750 },
        ],
      });
    });

    it('takes the fixed route from the centre to Groningen Airport Eelde, plus the airport surcharge', async () => {
      const { body } = await post(request({ tour: [stop(herestraat), stop(eelde)] }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '42.50',
        priceLines: [
          { key: 'priceFixedRoute', cents: 3500 },
          { key: 'priceAirportSurcharge', cents: 750 },
        ],
      });
    });

    it('meters a trip from outside the zones to Groningen Airport Eelde, plus the airport surcharge', async () => {
      // 7.6 km, 15 minutes (6 km at 25 km/h, 1.6 km at 95 km/h): 450 + 245 × 7.6 (1862) + 40 × 15 (600) + 750
      const { body } = await post(request({ tour: [stop(lageweg), stop(eelde)] }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '36.62',
        fixedtripdeparturedisplay: 'Lageweg 31, 9479 PA Noordlaren',
        fixedtripdestdisplay: 'Eelde Airport (GRQ)',
        distanceKm: 7.6,
        durationMinutes: 15,
        priceLines: [
          { key: 'priceStartFee', cents: 450 },
          { key: 'priceDistance', cents: 1862 },
          { key: 'priceTime', cents: 600 },
          { key: 'priceAirportSurcharge', cents: 750 },
        ],
      });
    });

    it('prices the reverse direction the same', async () => {
      const { body } = await post(request({ reverse: true, tour: [stop(eelde), stop(lageweg)] }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '36.62',
        fixedtripdeparturedisplay: 'Eelde Airport (GRQ)',
      });
    });

    it('books a pickup inside the spring clock change at the time the clock shows', async () => {
      const datetime = nextSpringForward('02:30');
      const { body } = await post(request({ datetime }));
      // 03:30 on a Sunday: night and weekend surcharges on the minimum fare.
      expect(body).toMatchObject({
        status: 200,
        fixedtriptime: datetime.replace('02:30', '03:30'),
        amounttopay: '16.25',
      });
    });

    it('still prices for a tenant that requires login and hides prices', async () => {
      const { body } = await post(request(), { host: 'zakelijk.localhost' });
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '15.00',
        priceLines: [{ key: 'priceMinimumFare', cents: 1500 }],
      });
    });

    it('does not validate the hidden cost centre', async () => {
      const { body } = await post(request({ costCentre: 'x'.repeat(31) }));
      expect(body).toMatchObject({ status: 200, fielderrors: {} });
      expect((await post(request({ costCentre: '' }))).body.status).toBe(200);
    });

    it('takes HTML and SQL in the extra trip info as text, without changing the price', async () => {
      const extraTripInfo = `<script>alert(1)</script><img src=x onerror=alert(1)>'; DROP TABLE customers; --`;
      const { response, body } = await post(request({ extraTripInfo }));
      expect(response.statusCode).toBe(200);
      expect(body).toMatchObject({ status: 200, amounttopay: '12.50' });
    });

    it('never trusts the price the browser sends', async () => {
      const { body } = await post(request({ price: '0.01', meta: { amounttopay: '0.01' } }));
      expect(body.amounttopay).toBe('12.50');
    });

    it("prices one of the tenant's own places by its id", async () => {
      const { body } = await post(request({ tour: [stop(umcg), stop(stationGroningen)] }));
      expect(body).toMatchObject({
        status: 200,
        amounttopay: '12.50',
        fixedtripdeparturedisplay: 'UMCG, Hanzeplein 1, 9713 GZ Groningen',
      });
    });
  });

  describe('the place is the one the server has under the id, whatever else the browser sends', () => {
    const priceOf = async (tour: TourStop[]) => {
      const { response, body } = await post(request({ tour }));
      expect(response.statusCode).toBe(200);
      return body;
    };

    it('ignores coordinates moved 100 km: the metered trip costs what it costs from the real address', async () => {
      const honest = await priceOf([stop(lageweg), stop(eelde)]);
      const faked = await priceOf([
        stop({ ...lageweg, lat: lageweg.lat + 0.9 }),
        stop({ ...eelde, lng: eelde.lng - 1.5 }),
      ]);
      expect(honest).toMatchObject({ amounttopay: '36.62', distanceKm: 7.6 });
      expect(faked).toEqual(honest);
    });

    it('ignores coordinates outside the country', async () => {
      const faked = await priceOf([
        stop({ ...herestraat, lat: 40.7, lng: -74 }),
        stop({ ...stationGroningen, lat: 60, lng: 10 }),
      ]);
      expect(faked).toEqual(await priceOf([stop(herestraat), stop(stationGroningen)]));
    });

    it('ignores a faked airport flag or category: no airport surcharge for an address', async () => {
      const faked = await priceOf([
        stop({ ...herestraat, flightInfo: true, category: 'LH' }),
        stop({ ...stationGroningen, flightInfo: true }),
      ]);
      expect(faked).toMatchObject({ amounttopay: '12.50', priceLines: [{ key: 'priceMinimumFare', cents: 1250 }] });
    });

    it('ignores an airport passed off as an address: the surcharge and the fixed route still apply', async () => {
      const faked = await priceOf([
        stop(herestraat),
        stop({ ...schiphol, flightInfo: false, category: '', atype: -1 }),
      ]);
      expect(faked).toMatchObject({
        amounttopay: '222.50',
        priceLines: [
          { key: 'priceFixedRoute', cents: 21_500 },
          { key: 'priceAirportSurcharge', cents: 750 },
        ],
      });
    });

    it("shows the server's text, not the browser's", async () => {
      const faked = await priceOf([
        stop({ ...herestraat, text: '<b>Paleis Noordeinde</b>' }),
        stop({ ...stationGroningen, text: 'Elders 1, 1234 AB Nergens' }),
      ]);
      expect(faked).toMatchObject({
        fixedtripdeparturedisplay: 'Herestraat 12, 9711 LJ Groningen',
        fixedtripdestdisplay: 'Station Groningen',
      });
    });

    it('refuses an address text no suggestion could have (10,000 characters) as bad input', async () => {
      const { response, body } = await post(
        request({ tour: [stop(herestraat), stop({ ...stationGroningen, text: 'x'.repeat(10_000) })] }),
      );
      expect(response.statusCode).toBe(400);
      expect(body).toEqual({ error: expect.stringContaining('text') });
    });
  });

  describe('a trip the rules refuse: 422 with the key', () => {
    const expectRefusal = async (
      tripOverrides: Record<string, unknown>,
      error: string,
      fielderrors: Record<string, string> = {},
    ) => {
      const { response, body } = await post(request(tripOverrides));
      expect(response.statusCode).toBe(422);
      expect(tripReplySchema.parse(body)).toEqual({ ...refused, error, fielderrors });
    };

    it('noDatetime without a datetime', () => expectRefusal({ datetime: '' }, 'noDatetime'));
    it('invalidDatetime for a datetime that is not YYYY-MM-DD HH:mm', () =>
      expectRefusal({ datetime: '10-06-2030 14:00' }, 'invalidDatetime'));
    it('invalidDatetime for a date that does not exist', () =>
      expectRefusal({ datetime: '2030-02-30 14:00' }, 'invalidDatetime'));
    it('datetimeTooEarly before now + dateOffset', () =>
      expectRefusal({ datetime: formatTripDatetime(wallTimeAt(new Date())) }, 'datetimeTooEarly'));
    it('noFromAddress without a departure', () =>
      expectRefusal({ tour: [stop(null), stop(stationGroningen)] }, 'noFromAddress'));
    it('pickDepartFromList for a departure that is not bookable', () =>
      expectRefusal(
        { tour: [stop({ ...herestraat, bookable: false }), stop(stationGroningen)] },
        'pickDepartFromList',
      ));
    it('pickDepartFromList for a departure without coordinates', () =>
      expectRefusal({ tour: [stop({ ...herestraat, lat: 0, lng: 0 }), stop(stationGroningen)] }, 'pickDepartFromList'));
    it('pickDepartFromList for an id the server does not know', () =>
      expectRefusal(
        { tour: [stop({ ...herestraat, id: 'a:9711LJ-999' }), stop(stationGroningen)] },
        'pickDepartFromList',
      ));
    it('pickDepartFromList for a street passed off as bookable', () =>
      expectRefusal(
        { tour: [stop({ ...herestraat, id: 'st:groningen:herestraat' }), stop(stationGroningen)] },
        'pickDepartFromList',
      ));
    it("pickDepartFromList for another tenant's own place", async () => {
      const { response, body } = await post(request({ tour: [stop(umcg), stop(stationGroningen)] }), {
        host: 'zakelijk.localhost',
      });
      expect(response.statusCode).toBe(422);
      expect(body).toMatchObject({ error: 'pickDepartFromList' });
    });
    it('noToAddress without an arrival', () => expectRefusal({ tour: [stop(herestraat), stop(null)] }, 'noToAddress'));
    it('noToAddress for a tour of one stop', () => expectRefusal({ tour: [stop(herestraat)] }, 'noToAddress'));
    it('pickDestinationFromList for an arrival that is not bookable', () =>
      expectRefusal(
        { tour: [stop(herestraat), stop({ ...stationGroningen, bookable: false })] },
        'pickDestinationFromList',
      ));
    it('pickDestinationFromList for an id the server does not know', () =>
      expectRefusal({ tour: [stop(herestraat), stop({ ...eelde, id: 'l:XXX' })] }, 'pickDestinationFromList'));
    it('formIncomplete for 0 passengers', () =>
      expectRefusal({ passengerCount: 0 }, 'formIncomplete', { passengerCount: 'warnMinval' }));
    it('formIncomplete for 9 passengers', () =>
      expectRefusal({ passengerCount: 9 }, 'formIncomplete', { passengerCount: 'warnMaxval' }));
    it('formIncomplete without a passenger count', () =>
      expectRefusal({ passengerCount: undefined }, 'formIncomplete', { passengerCount: 'requiredField' }));
    it('formIncomplete for a passenger count that is not a number', () =>
      expectRefusal({ passengerCount: 'twee' }, 'formIncomplete', { passengerCount: 'warnMinval' }));
    it('formIncomplete for a vehicle class that is not an option', () =>
      expectRefusal({ vehicleClass: 'limousine' }, 'formIncomplete', { vehicleClass: 'warnInvalid' }));

    describe('flight details (docs/reference/record-layout.md#flight-details)', () => {
      /** Picked up at Schiphol at 14:00, from a flight landing at `arrival`. */
      const fromSchiphol = (flight: Partial<TourStop>) => ({
        tour: [{ ...stop(schiphol), ...flight }, stop(herestraat)],
      });
      it('flightNumberInvalid for a flight number that is none', () =>
        expectRefusal(fromSchiphol({ flightNumber: 'KL12345' }), 'flightNumberInvalid'));
      it('flightNumberInvalid for a word where the flight number goes, on the destination too', () =>
        expectRefusal(
          { tour: [stop(herestraat), { ...stop(schiphol), flightNumber: 'Londen' }] },
          'flightNumberInvalid',
        ));
      it('flightArrivalAfterPickup for a flight landing after the pickup', () =>
        expectRefusal(fromSchiphol({ flightNumber: 'KL1234', flightArrival: '14:30' }), 'flightArrivalAfterPickup'));
      it('flightArrivalAfterPickup for a flight landing at the pickup time', () =>
        expectRefusal(fromSchiphol({ flightArrival: '14:00' }), 'flightArrivalAfterPickup'));
      it('flightArrivalTooEarly for a flight landing more than 12 hours before the pickup', () =>
        expectRefusal(fromSchiphol({ flightArrival: '01:55' }), 'flightArrivalTooEarly'));

      it.each([
        ['kl 1234', '02:00', 'exactly 12 hours before'],
        ['KLM 1234', '13:55', 'five minutes before'],
      ])('quotes flight %j landing at %s (%s)', async (flightNumber, flightArrival) => {
        const { response, body } = await post(request(fromSchiphol({ flightNumber, flightArrival })));
        expect(response.statusCode).toBe(200);
        expect(body).toMatchObject({ status: 200, error: '', amounttopay: '222.50' });
      });
    });

    it('gives the field errors along with the first trip-level error', () =>
      expectRefusal({ datetime: '', passengerCount: 9, vehicleClass: '' }, 'noDatetime', {
        passengerCount: 'warnMaxval',
        vehicleClass: 'requiredChoice',
      }));
  });

  describe('bad input: a clear 4xx, never a 500', () => {
    const expect400 = async (payload: unknown) => {
      const { response, body } = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(body).toEqual({ error: expect.any(String) });
      return body.error as string;
    };

    it.each([
      ['a datetime that is a number', { datetime: 202_606_101_400 }],
      ['reverse as text', { reverse: 'yes' }],
      ['a tour that is not a list', { tour: 'Herestraat 12' }],
      ['an empty tour', { tour: [] }],
      ['three stops', { tour: [stop(herestraat), stop(stationGroningen), stop(eelde)] }],
      ['unknown atype 7', { tour: [{ ...stop(herestraat), atype: 7 }, stop(stationGroningen)] }],
      ['a field value that is a boolean', { passengerCount: true }],
      ['a field value that is an object', { vehicleClass: { $ne: null } }],
      [
        'coordinates as text',
        { tour: [stop({ ...herestraat, lat: '53.2' as unknown as number }), stop(stationGroningen)] },
      ],
      ['an unknown property on a tour stop', { tour: [{ ...stop(herestraat), price: 1 }, stop(stationGroningen)] }],
      [
        'a flight arrival that is not HH:mm',
        { tour: [stop(herestraat), { ...stop(schiphol), flightArrival: '25:00' }] },
      ],
    ])('refuses %s', async (_name, overrides) => {
      await expect400(request(overrides));
    });

    it.each([
      ['datetime', { datetime: 'x'.repeat(10_000) }],
      ['extraTripInfo', { extraTripInfo: 'x'.repeat(10_000) }],
      ['title', { title: 'x'.repeat(10_000) }],
      ['a field value', { costCentre: 'x'.repeat(10_000) }],
      ['a house number', { tour: [{ ...stop(herestraat), nr: '1'.repeat(10_000) }, stop(stationGroningen)] }],
      ['a flight number', { tour: [stop(herestraat), { ...stop(schiphol), flightNumber: 'K'.repeat(10_000) }] }],
    ])('refuses 10,000 characters in %s', async (_name, overrides) => {
      await expect400(request(overrides));
    });

    it('refuses a request without a trip, a wrong language, or a missing proforma', async () => {
      await expect400({ lang: 'nl', proforma: '1', validate: '*' });
      await expect400({ ...request(), lang: 'de' });
      await expect400({ lang: 'nl', validate: '*', trip: trip() });
      await expect400({ ...request(), proforma: '0' });
      await expect400({ ...request(), extra: true });
      await expect400({ ...request(), trip: (({ tour: _tour, ...rest }) => rest)(trip()) });
    });

    it('refuses plain text with 415', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/trip_request.json',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(request()),
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('refuses malformed JSON with 400', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/trip_request.json',
        headers: { 'content-type': 'application/json' },
        payload: '{"lang": "nl", "trip": {',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.any(String) });
    });

    it('answers GET with 404', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/trip_request.json' });
      expect(response.statusCode).toBe(404);
    });
  });
});
