import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TourStop } from '#common/contracts/trip.ts';
import { closedPortUrl, dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { cartOf, checkOut } from '../support/checkout.ts';
import { startOsrmStandIn, type OsrmStandIn } from '../support/osrm.ts';
import { eelde, herestraat, lageweg, stationGroningen, stop, trip, umcg } from '../support/trips.ts';

// Issue 22 item 3: distances and times from OSRM when ROUTING_URL is set (docs/decisions/042-tariff-routing-holidays.md).
const quote = async (server: TestServer, tour: TourStop[]) => {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/trip_request.json',
    headers: { host: 'localhost:8080' },
    payload: { lang: 'nl', proforma: '1', validate: '*', trip: trip({ tour }) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ amounttopay: string; distanceKm: number; durationMinutes: number; priceLines: unknown[] }>();
};

describe.each(dialects)('routing through OSRM (%s)', (dialect) => {
  let osrm: OsrmStandIn;
  let server: TestServer;
  beforeAll(async () => {
    osrm = await startOsrmStandIn();
    server = await startTestServerWithPlaces(dialect, { ROUTING_URL: osrm.url, ROUTING_TIMEOUT_MS: '400' });
  });
  afterAll(async () => {
    await server.close();
    await osrm.close();
  });

  it("prices the route's distance and time, asking OSRM's route service in lon,lat order", async () => {
    osrm.answer = { kind: 'route', distanceMetres: 15_234.5, durationSeconds: 1268.3 };
    const body = await quote(server, [stop(lageweg), stop(umcg)]);
    // 15.2 km, 21 minutes: 450 + 245 × 15.2 (3724) + 40 × 21 (840) = 5014.
    expect(body).toMatchObject({
      distanceKm: 15.2,
      durationMinutes: 21,
      amounttopay: '50.14',
      priceLines: [
        { key: 'priceStartFee', cents: 450 },
        { key: 'priceDistance', cents: 3724 },
        { key: 'priceTime', cents: 840 },
      ],
    });
    expect(osrm.requests).toHaveLength(1);
    expect(osrm.requests[0]).toMatchObject({
      path: expect.stringMatching(/^\/route\/v1\/driving\//) as unknown,
      // Six decimals (about 0.1 m), as OSRM's examples write them.
      from: { lng: expect.closeTo(lageweg.lng, 5) as unknown, lat: expect.closeTo(lageweg.lat, 5) as unknown },
      to: { lng: expect.closeTo(umcg.lng, 5) as unknown, lat: expect.closeTo(umcg.lat, 5) as unknown },
      overview: 'false',
    });
  });

  it('asks once for two quotes of the same pair', async () => {
    const before = osrm.requests.length;
    osrm.answer = { kind: 'route', distanceMetres: 9_000, durationSeconds: 900 };
    const first = await quote(server, [stop(herestraat), stop(eelde)]);
    const second = await quote(server, [stop(herestraat), stop(eelde)]);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ distanceKm: 9, durationMinutes: 15 });
    expect(osrm.requests.length - before).toBe(1);
  });

  it('checks out at the routed price the quote showed, and refuses the estimate as a changed price', async () => {
    osrm.answer = { kind: 'route', distanceMetres: 4_000, durationSeconds: 540 };
    const tour = [stop(herestraat), stop(umcg)];
    // 4 km, 9 minutes: 450 + 980 + 360 = 1790.
    expect(await quote(server, tour)).toMatchObject({ distanceKm: 4, durationMinutes: 9, amounttopay: '17.90' });
    const paid = await checkOut(server.app, cartOf('routed', { trips: [trip({ tour, price: '17.90' })] }));
    expect(paid.response.statusCode).toBe(200);
    const estimated = await checkOut(server.app, cartOf('estimated', { trips: [trip({ tour, price: '12.50' })] }));
    expect(estimated.reply).toMatchObject({ error: 'priceChanged' });
  });

  it('falls back to the estimate when OSRM finds no route', async () => {
    osrm.answer = { kind: 'noRoute' };
    const body = await quote(server, [stop(herestraat), stop(stationGroningen)]);
    // The estimate (fare.test.ts): 1 km, 2 minutes, the minimum fare.
    expect(body).toMatchObject({ distanceKm: 1, durationMinutes: 2, amounttopay: '12.50' });
  });

  it('falls back to the estimate when OSRM is too slow, without waiting for it', async () => {
    osrm.answer = { kind: 'slow', delayMs: 3000 };
    const started = Date.now();
    const body = await quote(server, [stop(umcg), stop(stationGroningen)]);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(body.distanceKm).not.toBe(1);
    expect(body).toMatchObject({ durationMinutes: expect.any(Number) as unknown });
    // Then, for a while, it is not asked again: the next quote does not wait either.
    const asked = osrm.requests.length;
    await quote(server, [stop(lageweg), stop(stationGroningen)]);
    expect(osrm.requests.length).toBe(asked);
  });
});

describe.each(dialects)('routing with OSRM down (%s)', (dialect) => {
  let server: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect, { ROUTING_URL: closedPortUrl });
    plain = await startTestServerWithPlaces(dialect);
  });
  afterAll(async () => {
    await server.close();
    await plain.close();
  });

  it('prices as without a routing service, and logs the outage once, not per quote', async () => {
    const warn = vi.spyOn(server.app.log, 'warn');
    for (const tour of [
      [stop(lageweg), stop(umcg)],
      [stop(herestraat), stop(eelde)],
    ]) {
      expect(await quote(server, tour)).toEqual(await quote(plain, tour));
    }
    await quote(server, [stop(umcg), stop(eelde)]);
    const routingWarnings = warn.mock.calls.filter((call) => String(call[1]).startsWith('routing service unavailable'));
    expect(routingWarnings).toHaveLength(1);
    warn.mockRestore();
  });
});
