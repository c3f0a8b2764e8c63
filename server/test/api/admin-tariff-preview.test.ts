import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffPreviewReplySchema, type TariffPreviewReply } from '#common/contracts/admin-tariff.ts';
import { loggedInStaff } from '../support/desk.ts';
import { startOsrmStandIn, type OsrmStandIn } from '../support/osrm.ts';
import { demoTariff as demoTariffWithoutEelde } from '../support/tariff.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { herestraat, schiphol } from '../support/trips.ts';

// Issue 22 item 3: POST /api/admin/tariff/preview (docs/reference/api.md#admin-tariff-preview).
const demoTariff = {
  ...demoTariffWithoutEelde,
  zones: [
    ...demoTariffWithoutEelde.zones,
    { id: 'eelde', name: 'Groningen Airport Eelde', center: { lat: 53.1197, lng: 6.5794 }, radiusKm: 2 },
  ],
  fixedRoutes: [...demoTariffWithoutEelde.fixedRoutes, { from: 'groningen-centrum', to: 'eelde', priceCents: 3500 }],
};
// A Wednesday in the daytime, far enough ahead; the preview prices any moment the admin picks.
const wednesday = '2030-06-12 14:00';

const rowOf = (reply: TariffPreviewReply, from: string, to: string) => {
  const found = reply.grid.find((row) => row.from.id === from && row.to.id === to);
  if (!found)
    throw new Error(`no row ${from} → ${to} in ${reply.grid.map((row) => `${row.from.id}→${row.to.id}`).join(', ')}`);
  return found;
};

describe.each(dialects)('POST /api/admin/tariff/preview (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  const preview = async (payload: unknown, options: { tenantId?: string; role?: 'admin' | 'dispatcher' } = {}) => {
    const { call } = await loggedInStaff(server.app, options);
    const response = await call('POST', '/api/admin/tariff/preview', payload);
    return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
  };

  it('quotes the grid from the base under both tariffs, and shows the jump from a fixed zone price to the metered one', async () => {
    const { status, body } = await preview({ tariff: { ...demoTariff, perKmCents: 300 }, datetime: wednesday });
    expect(status).toBe(200);
    const reply = tariffPreviewReplySchema.parse(body);
    expect(reply.base).toEqual({ text: 'Stationsweg 12, 9726 AC Groningen', lat: 53.2112, lng: 6.5681 });
    expect(reply.pair).toBeNull();
    // From the base in Groningen's centre to Schiphol: the fixed route, the same under both tariffs.
    const fixed = rowOf(reply, 'base', 'l:AMS');
    expect(fixed.current.priceLines).toEqual([
      { key: 'priceFixedRoute', cents: 21_500 },
      { key: 'priceAirportSurcharge', cents: 750 },
    ]);
    expect(fixed.proposed.totalCents).toBe(22_250);
    expect(fixed.differenceCents).toBe(0);
    // From Eelde, 10 km further out, to Schiphol: metered, more than twice that, and dearer by the new km price.
    const metered = rowOf(reply, 'l:GRQ', 'l:AMS');
    expect(metered.from.text).toBe('Eelde Airport (GRQ)');
    expect(metered.current.priceLines.map((line) => line.key)).toEqual([
      'priceStartFee',
      'priceDistance',
      'priceTime',
      'priceAirportSurcharge',
    ]);
    expect(metered.current.totalCents).toBeGreaterThan(2 * fixed.current.totalCents);
    const km = metered.current.distanceKm;
    expect(metered.proposed.priceLines[1]).toEqual({ key: 'priceDistance', cents: Math.round(300 * km) });
    expect(metered.differenceCents).toBe(metered.proposed.totalCents - metered.current.totalCents);
    expect(metered.differenceCents).toBe(Math.round(300 * km) - Math.round(245 * km));
    expect(metered.routed).toBe(false);
    // The stations and the tenant's own places are there, each row's lines summing to its total.
    expect(reply.grid.some((row) => row.from.id === 'base' && row.to.category === 'NS')).toBe(true);
    expect(reply.grid.some((row) => row.to.id === 't:umcg')).toBe(true);
    for (const row of reply.grid)
      for (const fare of [row.current, row.proposed])
        expect(fare.priceLines.reduce((sum, line) => sum + line.cents, 0)).toBe(fare.totalCents);
  });

  it('quotes two places with the full breakdown at the chosen time, the holiday surcharge and rounding included', async () => {
    const { status, body } = await preview({
      // Christmas 2030 is a Wednesday.
      tariff: { ...demoTariff, holidaySurchargePercent: 15, roundToCents: 100 },
      datetime: '2030-12-25 14:00',
      vehicleClass: 'van',
      pair: { from: herestraat.id, to: schiphol.id },
    });
    expect(status).toBe(200);
    const { pair } = tariffPreviewReplySchema.parse(body);
    expect(pair?.from).toEqual({ id: herestraat.id, text: herestraat.text, category: '' });
    expect(pair?.current.priceLines).toEqual([
      { key: 'priceFixedRoute', cents: 21_500 },
      { key: 'priceVehicleClass', cents: 8600 },
      { key: 'priceAirportSurcharge', cents: 750 },
    ]);
    // 15 % of 30100 = 4515; 30100 + 4515 + 750 = 35365 → to a whole euro, half up: 35400.
    expect(pair?.proposed.priceLines).toEqual([
      { key: 'priceFixedRoute', cents: 21_500 },
      { key: 'priceVehicleClass', cents: 8600 },
      { key: 'priceHolidaySurcharge', cents: 4515 },
      { key: 'priceAirportSurcharge', cents: 750 },
      { key: 'priceRounding', cents: 35 },
    ]);
    expect(pair?.proposed.totalCents).toBe(35_400);
    expect(pair?.differenceCents).toBe(35_400 - 30_850);
  });

  it('refuses a tariff the settings would refuse, field by field', async () => {
    const { status, body } = await preview({
      tariff: { ...demoTariff, perKmCents: -5, roundToCents: 3, bogus: 1 },
      datetime: '2030-02-30 14:00',
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'invalidFields',
      fields: {
        'tariff.perKmCents': 'tooSmall',
        'tariff.roundToCents': 'invalid',
        'tariff.bogus': 'unknownField',
        datetime: 'invalid',
      },
    });
  });

  it('refuses a dispatcher', async () => {
    const { status, body } = await preview({ datetime: wednesday }, { role: 'dispatcher' });
    expect(status).toBe(403);
    expect(body).toEqual({ error: 'forbidden' });
  });

  it("uses only the admin's own tenant's places and tariff", async () => {
    const { status, body } = await preview({ datetime: wednesday }, { tenantId: 'zakelijk' });
    expect(status).toBe(200);
    const reply = tariffPreviewReplySchema.parse(body);
    expect(reply.base.text).toBe('Postbus 1234, 9701 BE Groningen');
    expect(reply.grid.length).toBeGreaterThan(0);
    expect(reply.grid.some((row) => row.to.id.startsWith('t:') || row.from.id.startsWith('t:'))).toBe(false);
    // zakelijk's minimum fare (config/tenants/zakelijk.json), not demo's.
    expect(rowOf(reply, 'base', 's:GN').current.priceLines).toEqual([{ key: 'priceMinimumFare', cents: 1500 }]);
    const other = await preview(
      { datetime: wednesday, pair: { from: 't:umcg', to: schiphol.id } },
      { tenantId: 'zakelijk' },
    );
    expect(other).toEqual({ status: 422, body: { error: 'invalidFields', fields: { 'pair.from': 'invalid' } } });
  });
});

describe.each(dialects)('the tariff preview with a routing service (%s)', (dialect) => {
  let osrm: OsrmStandIn;
  let server: TestServer;
  beforeAll(async () => {
    osrm = await startOsrmStandIn();
    osrm.answer = { kind: 'route', distanceMetres: 190_000, durationSeconds: 7200 };
    server = await startTestServerWithPlaces(dialect, { ROUTING_URL: osrm.url });
  });
  afterAll(async () => {
    await server.close();
    await osrm.close();
  });

  it('prices the sample trips by their routes, each pair asked once', async () => {
    const { call } = await loggedInStaff(server.app);
    const response = await call('POST', '/api/admin/tariff/preview', { datetime: wednesday });
    const reply = tariffPreviewReplySchema.parse(response.json());
    const row = rowOf(reply, 'l:GRQ', 'l:AMS');
    expect(row).toMatchObject({ routed: true, current: { distanceKm: 190, durationMinutes: 120 } });
    expect(osrm.requests).toHaveLength(reply.grid.length);
    await call('POST', '/api/admin/tariff/preview', { datetime: wednesday });
    expect(osrm.requests).toHaveLength(reply.grid.length);
  });
});
