import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationsReplySchema } from '#common/contracts/destinations.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

/**
 * The fixture data has a Stationsweg in Meppel (Drenthe), in Groningen and in Haren: an operator in Groningen
 * (both shipped tenants) gets the Groningen ones first, the nearest first.
 */
describe.each(dialects)('suggestions nearest to the operator (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  const cities = async (query: string, host: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/destinations.json',
      headers: { host },
      payload: { lang: 'nl', atype: -1, query },
    });
    expect(response.statusCode).toBe(200);
    return destinationsReplySchema.parse(response.json()).ls.map((suggestion) => suggestion.cityName);
  };

  it.each(['localhost', 'zakelijk.localhost'])(
    'lists the streets of the same name nearest to the operator on %s first',
    async (host) => {
      expect(await cities('Stationsweg', host)).toEqual(['Groningen', 'Haren Gn', 'Meppel']);
      expect((await cities('Stationsweg 9', host))[0]).toBe('Groningen');
    },
  );

  it('ranks by the location of the version in force: a search asked before is not answered from the old one', async () => {
    expect(await cities('Stationsweg', 'localhost')).toEqual(['Groningen', 'Haren Gn', 'Meppel']);
    const live = server.app.tenants.live('demo')!;
    const meppel = { lat: 52.6958, lng: 6.1944 };
    server.app.tenants.put({
      ...live,
      version: live.version + 1,
      tenant: { ...live.tenant, info: { ...live.tenant.info, location: meppel } },
    });
    expect((await cities('Stationsweg', 'localhost'))[0]).toBe('Meppel');
  });
});
