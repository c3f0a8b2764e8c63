import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinationsReplySchema } from '#common/contracts/destinations.ts';
import { dialects, startTestServerWithPlaces, type TestServer } from '../support/test-server.ts';

/** A few real streets, stations, airports and hotels (server/test/fixtures/open-data). */

describe.each(dialects)('POST /api/destinations.json (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServerWithPlaces(dialect);
  });
  afterAll(() => server.close());

  const post = (body: unknown, host = 'localhost:8080') =>
    server.app.inject({
      method: 'POST',
      url: '/api/destinations.json',
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', host },
    });
  const search = async (body: Record<string, unknown>, host?: string) => {
    const response = await post({ lang: 'nl', atype: -1, ...body }, host);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(destinationsReplySchema.safeParse(reply).success).toBe(true);
    return reply as ReturnType<typeof destinationsReplySchema.parse>;
  };

  it('answers a street and house number with the bookable address, coordinates included', async () => {
    const reply = await search({ query: 'Herestraat 12' });
    expect(reply.error).toBe('');
    expect(reply.msg).toBe('');
    expect(reply.ls[0]).toMatchObject({
      id: 'a:9711LJ-12',
      text: 'Herestraat 12, 9711 LJ Groningen',
      nr: '12',
      postcode: '9711 LJ',
      bookable: true,
    });
    expect(reply.ls[0]?.lat).toBeCloseTo(53.2177, 3);
  });

  it('answers a street without a number with the street, not bookable, and asks for the number', async () => {
    const reply = await search({ query: 'herestraat' });
    expect(reply.msg).toBe('addHouseNumber');
    expect(reply.ls[0]).toMatchObject({
      id: 'st:groningen:herestraat',
      text: 'Herestraat, Groningen',
      nr: '',
      bookable: false,
    });
  });

  it('lists the picked street’s house numbers as they are typed (dbstreetprefix)', async () => {
    const reply = await search({ query: '5', dbstreetprefix: 'st:groningen:herestraat' });
    expect(reply.ls.map((suggestion) => suggestion.text)).toEqual([
      'Herestraat 5, 9711 LA Groningen',
      'Herestraat 52, 9711 LK Groningen',
      'Herestraat 52-1, 9711 LK Groningen',
    ]);
  });

  it('finds a postcode with or without the space', async () => {
    const [compact, spaced] = await Promise.all([search({ query: '9711LJ' }), search({ query: '9711 lj' })]);
    expect(spaced).toEqual(compact);
    expect(compact.ls[0]?.text).toBe('Herestraat, 9711 LJ Groningen');
  });

  it('finds stations, airports and hotels in their own lists', async () => {
    expect((await search({ atype: 2, query: 'GN' })).ls[0]).toMatchObject({
      text: 'Station Groningen',
      category: 'NS',
      atype: 2,
    });
    expect((await search({ atype: 1, query: 'ams' })).ls[0]).toMatchObject({
      text: 'Amsterdam Airport Schiphol (AMS)',
      category: 'LH',
      flightInfo: true,
      atype: 1,
    });
    expect((await search({ atype: 3, query: 'Asgard' })).ls[0]).toMatchObject({
      text: 'Asgard Boutique Hotel, Groningen',
      category: 'HO',
      atype: 3,
    });
  });

  it('offers on the address type the airport and the station that the text names, first, each with its kind', async () => {
    const schiphol = await search({ query: 'Schiphol' });
    expect(schiphol.msg).toBe('');
    expect(schiphol.ls[0]).toMatchObject({
      id: 'l:AMS',
      text: 'Amsterdam Airport Schiphol (AMS)',
      atype: 1,
      category: 'LH',
      flightInfo: true,
      bookable: true,
    });
    expect(schiphol.ls.map((suggestion) => suggestion.text)).toContain('Schipholstraat, Westdorpe');
    for (const query of ['station Groningen', 'Groningen station']) {
      expect((await search({ query })).ls[0], query).toMatchObject({
        id: 's:GN',
        text: 'Station Groningen',
        atype: 2,
        category: 'NS',
        bookable: true,
      });
    }
    expect((await search({ query: 'luchthaven schiphol' })).ls[0]?.id).toBe('l:AMS');
    expect((await search({ query: 'Hotel de Doelen' })).ls[0]).toMatchObject({
      id: 'h:10292107',
      atype: 3,
      category: 'HO',
    });
  });

  it('keeps a street typed with its place on the street, the station on it after it', async () => {
    const reply = await search({ query: 'Stationsplein Groningen' });
    expect(reply.ls.slice(0, 2).map((suggestion) => [suggestion.id, suggestion.atype])).toEqual([
      ['st:groningen:stationsplein', -1],
      ['s:GN', 2],
    ]);
  });

  it('answers the address pasted as the cart and the mails write it with that address first', async () => {
    for (const query of [
      'Herestraat 12, 9711 LJ Groningen',
      'Herestraat 12 9711LJ',
      'Groningen Herestraat 12',
      'Groningen, Herestraat 12',
    ]) {
      const reply = await search({ query });
      expect(reply.msg, query).toBe('');
      expect(reply.ls[0], query).toMatchObject({
        id: 'a:9711LJ-12',
        text: 'Herestraat 12, 9711 LJ Groningen',
        bookable: true,
      });
    }
  });

  it("offers a tenant's own places to that tenant only", async () => {
    expect((await search({ query: 'UMCG' })).ls[0]).toMatchObject({
      text: 'UMCG, Hanzeplein 1, 9713 GZ Groningen',
      category: 'ZH',
      bookable: true,
    });
    expect(
      (await search({ query: 'UMCG' }, 'zakelijk.localhost')).ls.map((suggestion) => suggestion.category),
    ).not.toContain('ZH');
  });

  it('ranks by distance to the operator, and without a location still answers', async () => {
    expect((await search({ query: 'Stationsweg' })).ls[0]?.cityName).toBe('Groningen');
    const business = await search({ query: 'Stationsweg' }, 'zakelijk.localhost');
    expect(business.ls.map((suggestion) => suggestion.cityName).sort()).toEqual(['Groningen', 'Haren Gn', 'Meppel']);
  });

  it('answers nothing found with an empty list and the noResults message', async () => {
    expect(await search({ query: 'Xyzzystraat' })).toEqual({ ls: [], msg: 'noResults', error: '' });
  });

  it('treats HTML and SQL in the query as text', async () => {
    for (const query of ['<script>alert(1)</script>', "Herestraat'; DROP TABLE places; --", '" OR 1=1 --']) {
      const reply = await search({ query });
      expect(reply.ls.every((suggestion) => !suggestion.text.includes('<'))).toBe(true);
    }
    expect((await search({ query: 'Herestraat 12' })).ls[0]?.id).toBe('a:9711LJ-12');
  });

  it('refuses an empty query with 400, without searching', async () => {
    for (const query of ['', '   ']) {
      const response = await post({ lang: 'nl', atype: -1, query });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['error']);
      expect(response.json().error).toMatch(/^body\/query: /);
    }
  });

  it('refuses bad input with 400 naming the field', async () => {
    const bad: Array<[string, unknown]> = [
      ['atype', { lang: 'nl', atype: 5, query: 'Herestraat' }],
      ['atype', { lang: 'nl', atype: '-1', query: 'Herestraat' }],
      ['query', { lang: 'nl', atype: -1, query: 'x'.repeat(10_000) }],
      ['nr', { lang: 'nl', atype: -1, query: 'Herestraat', nr: '1'.repeat(10_000) }],
      ['dbstreetprefix', { lang: 'nl', atype: -1, query: '1', dbstreetprefix: 's'.repeat(10_000) }],
      ['query', { lang: 'nl', atype: -1, query: 12 }],
      ['query', { lang: 'nl', atype: -1 }],
      ['lang', { lang: 'de', atype: -1, query: 'Herestraat' }],
    ];
    for (const [field, body] of bad) {
      const response = await post(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error).toMatch(new RegExp(`^body/${field}`));
    }
    const extra = await post({ lang: 'nl', atype: -1, query: 'Herestraat', street: 'x' });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/destinations.json',
      payload: 'query=Herestraat',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['error']);
  });
});
