import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripListReplySchema } from '#common/contracts/desk-trips.ts';
import { bookOne, newDriver } from '../desk/support.ts';
import { loggedInStaff } from '../support/desk.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';
import { upcoming } from '../support/trips.ts';

type Staff = Awaited<ReturnType<typeof loggedInStaff>>;

describe.each(dialects)('the board by driver: /api/admin/trips?driver= and its CSV (%s)', (dialect) => {
  let server: TestServer;
  let dispatcher: Staff;
  let otherAdmin: Staff;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
    dispatcher = await loggedInStaff(server.app, { role: 'dispatcher' });
    otherAdmin = await loggedInStaff(server.app, { tenantId: 'zakelijk', role: 'admin' });
  });
  afterAll(() => server.close());

  it('lists one driver’s trips, or those without a driver, with the tabs counted alike, and exports the same', async () => {
    const piet = await newDriver(server.app, 'Piet Rijders');
    const fenna = await newDriver(server.app, 'Fenna Zijlstra');
    const { tripId: pietTrip } = await bookOne(server.app, { datetime: upcoming(2, '09:00') });
    const { tripId: fennaTrip } = await bookOne(server.app, { datetime: upcoming(2, '11:00') });
    const { tripId: openTrip } = await bookOne(server.app, { datetime: upcoming(2, '13:00') });
    for (const [tripId, driverId] of [
      [pietTrip, piet.id],
      [fennaTrip, fenna.id],
    ] as const) {
      const moved = await dispatcher.call('POST', `/api/admin/trips/${tripId}/transition`, {
        to: 'assigned',
        driverId,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const list = async (query: string) => {
      const response = await dispatcher.call('GET', `/api/admin/trips?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return tripListReplySchema.parse(response.json());
    };
    const ofPiet = await list(`driver=${piet.id}`);
    expect(ofPiet.trips.map((trip) => trip.tripId)).toEqual([pietTrip]);
    expect(ofPiet.counts.assigned).toBe(1);
    expect(ofPiet.counts.new).toBe(0);
    const withoutDriver = await list('driver=none');
    expect(withoutDriver.trips.map((trip) => trip.tripId)).toContain(openTrip);
    expect(withoutDriver.trips.every((trip) => trip.driver === null)).toBe(true);
    // With a search, on SQLite past its full-text table, the driver still narrows it.
    expect((await list(`driver=${fenna.id}&search=Herestraat`)).trips.map((trip) => trip.tripId)).toEqual([fennaTrip]);

    const csv = await dispatcher.call('GET', `/api/admin/trips.csv?driver=${piet.id}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${pietTrip};`));
    expect(lines[1]).toContain('Piet Rijders');

    expect((await dispatcher.call('GET', '/api/admin/trips?driver=piet')).statusCode).toBe(422);
    // Another tenant's driver id finds none of this tenant's trips.
    const foreign = await otherAdmin.call('GET', `/api/admin/trips?driver=${piet.id}`);
    expect(tripListReplySchema.parse(foreign.json()).trips).toEqual([]);
  });
});
