import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { destinationsReplySchema, type Suggestion } from '#common/contracts/destinations.ts';
import type { TourStop } from '#common/contracts/trip.ts';
import { cartOf, checkOut } from '../support/checkout.ts';
import { startPdokStandIn, type PdokStandIn } from '../support/pdok.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, stationGroningen, stop, trip } from '../support/trips.ts';

// Issue 24 item 6c: the PDOK Locatieserver answers for the addresses (docs/decisions/056-pdok-addresses.md).
const pdokServer = (dialect: (typeof dialects)[number], pdok: PdokStandIn) =>
  startTestServerWithPlaces(dialect, { ADDRESS_PROVIDER: 'pdok', PDOK_URL: pdok.url, PDOK_TIMEOUT_MS: '400' });

const search = async (server: TestServer, query: string, atype = -1) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/destinations.json',
    headers: { host: 'localhost:8080' },
    payload: { lang: 'nl', atype, query },
  });
  expect(response.statusCode).toBe(200);
  return destinationsReplySchema.parse(response.json());
};

const quote = (server: TestServer, tour: TourStop[]) =>
  server.app.inject({
    method: 'POST',
    url: '/api/trip_request.json',
    headers: { host: 'localhost:8080' },
    payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip({ tour }) },
  });

describe.each(dialects)('addresses from the PDOK Locatieserver (%s)', (dialect) => {
  let pdok: PdokStandIn;
  let server: TestServer;
  beforeAll(async () => {
    pdok = await startPdokStandIn();
    server = await pdokServer(dialect, pdok);
  });
  afterAll(async () => {
    await server.close();
    await pdok.close();
  });

  it("answers the address field with PDOK's addresses, in the index's shape and spelling", async () => {
    const reply = await search(server, 'Herestraat 12');
    expect(reply).toMatchObject({ msg: '', error: '' });
    expect(reply.ls).toEqual([{ ...herestraat, id: `pdok:${pdok.idOf('Herestraat 12, 9711LJ Groningen')}` }]);
    // Addresses only, its fields by name, ranked near the operator (config/tenants/demo.json's location).
    expect(pdok.requests.at(-1)).toEqual({
      service: 'suggest',
      params: {
        q: 'Herestraat 12',
        fq: 'type:adres',
        rows: '10',
        fl: 'id,type,straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam,centroide_ll',
        lat: '53.211200',
        lon: '6.568100',
      },
    });
    const lettered = await search(server, 'Euroweg 1');
    expect(lettered.ls[0]).toMatchObject({ text: 'Euroweg 1A-1, 9351 EM Leek', nr: '1A-1', postcode: '9351 EM' });
  });

  it("puts the index's stations, airports and hotels the text names before the addresses, and asks PDOK only in the address field", async () => {
    const reply = await search(server, 'Stationsweg');
    expect(reply.ls.map((suggestion) => suggestion.text)).toEqual(['Stationsweg 1, 7941 HA Meppel']);
    const named = await search(server, 'Groningen');
    expect(named.ls[0]).toMatchObject({ id: 's:GN', text: 'Station Groningen' });
    expect(named.ls.map((suggestion) => suggestion.id)).toEqual(
      expect.arrayContaining([`pdok:${pdok.idOf('Vismarkt 2, 9711KS Groningen')}`]),
    );
    const asked = pdok.calls('suggest');
    expect((await search(server, 'Groningen', 2)).ls[0]).toMatchObject({ id: 's:GN' });
    expect(pdok.calls('suggest')).toBe(asked);
  });

  it("prices a trip from a PDOK address at the lookup's place, and looks it up once for its quotes and checkout", async () => {
    const [picked] = (await search(server, 'Herestraat 12')).ls as [Suggestion];
    // What the browser sends only names the place: moved to Amsterdam, it is still priced from Herestraat 12.
    const sent = { ...picked, lat: 52.37652, lng: 4.89629, text: 'Damrak 1' };
    const first = await quote(server, [stop(sent), stop(stationGroningen)]);
    expect(first.statusCode).toBe(200);
    // Herestraat 12 → Station Groningen: 1 km, the minimum fare (as from the index's own Herestraat 12).
    expect(first.json()).toMatchObject({
      distanceKm: 1,
      amounttopay: '12.50',
      fixedtripdeparturedisplay: 'Herestraat 12, 9711 LJ Groningen',
    });
    expect(pdok.requests.filter((request) => request.service === 'lookup')).toEqual([
      { service: 'lookup', params: { id: pdok.idOf('Herestraat 12, 9711LJ Groningen') } },
    ]);

    const second = await quote(server, [stop(sent), stop(stationGroningen)]);
    expect(second.json()).toEqual(first.json());
    const paid = await checkOut(
      server.app,
      cartOf('pdok', { trips: [trip({ tour: [stop(picked), stop(stationGroningen)], price: '12.50' })] }),
    );
    expect(paid.response.statusCode).toBe(200);
    expect(pdok.calls('lookup')).toBe(1);
  });

  it('refuses an id PDOK does not know, and one not shaped as its ids without asking', async () => {
    const unknown = { ...stationGroningen, id: `pdok:adr-${'0'.repeat(32)}`, atype: -1 as const };
    const before = pdok.calls('lookup');
    for (let time = 0; time < 2; time++) {
      const refused = await quote(server, [stop(unknown), stop(stationGroningen)]);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'pickDepartFromList' });
    }
    // Kept as unknown for a while: a made-up id is not asked about on every quote.
    expect(pdok.calls('lookup')).toBe(before + 1);
    for (const id of ['pdok:adr-../../free', 'pdok:wpl-1234', 'a:9711LJ-12']) {
      const refused = await quote(server, [stop({ ...unknown, id }), stop(stationGroningen)]);
      expect(refused.json(), id).toMatchObject({ error: 'pickDepartFromList' });
    }
    expect(pdok.calls('lookup')).toBe(before + 1);
  });
});

describe.each(dialects)('the PDOK Locatieserver down or slow (%s)', (dialect) => {
  let pdok: PdokStandIn;
  let server: TestServer;
  beforeAll(async () => {
    pdok = await startPdokStandIn();
    server = await pdokServer(dialect, pdok);
  });
  afterAll(async () => {
    await server.close();
    await pdok.close();
  });

  it('answers without its addresses, says so, still finds the stations, and logs the outage once', async () => {
    pdok.mode = { kind: 'error' };
    const warn = vi.spyOn(server.app.log, 'warn');
    const none = await search(server, 'Herestraat 12');
    expect(none).toEqual({ ls: [], msg: 'addressSearchUnavailable', error: '' });
    expect((await search(server, 'Groningen')).ls[0]).toMatchObject({ id: 's:GN' });
    const unresolved = await quote(server, [
      stop({ ...stationGroningen, id: `pdok:${pdok.idOf('Brink 3A, 9401HS Assen')}`, atype: -1 }),
      stop(stationGroningen),
    ]);
    expect(unresolved.statusCode).toBe(422);
    expect(unresolved.json()).toMatchObject({ error: 'pickDepartFromList' });
    const outages = warn.mock.calls.filter((call) => String(call[1]).startsWith('address service unavailable'));
    expect(outages).toHaveLength(1);
    // For a while it is not asked at all: each keystroke answers at once.
    expect(pdok.calls('suggest') + pdok.calls('lookup')).toBe(1);
  });
});

describe.each(dialects)('the PDOK Locatieserver slow (%s)', (dialect) => {
  let pdok: PdokStandIn;
  let server: TestServer;
  beforeAll(async () => {
    pdok = await startPdokStandIn();
    server = await pdokServer(dialect, pdok);
  });
  afterAll(async () => {
    await server.close();
    await pdok.close();
  });

  it('is not waited for beyond its timeout', async () => {
    pdok.mode = { kind: 'slow', delayMs: 3000 };
    const started = Date.now();
    expect(await search(server, 'Vismarkt 2')).toEqual({ ls: [], msg: 'addressSearchUnavailable', error: '' });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
