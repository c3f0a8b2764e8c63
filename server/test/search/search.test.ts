import { beforeAll, describe, expect, it } from 'vitest';
import type { Atype } from '#common/contracts/destinations.ts';
import type { Origin } from '../../src/modules/places/search/ranking.ts';
import { searchPlaces, type PlaceIndex } from '../../src/modules/places/search/search.ts';
import { fixtureIndex, hospitals } from './support/index-from-files.ts';

const groningenOperator: Origin = { lat: 53.2112, lng: 6.5681 };
const meppelOperator: Origin = { lat: 52.6956, lng: 6.1944 };

let index: PlaceIndex;
beforeAll(async () => {
  index = await fixtureIndex();
});

function search(query: string, options: { atype?: Atype; nr?: string; dbstreetprefix?: string; origin?: Origin } = {}) {
  return searchPlaces(index, {
    atype: options.atype ?? -1,
    query,
    nr: options.nr ?? '',
    dbstreetprefix: options.dbstreetprefix ?? '',
    origin: 'origin' in options ? options.origin : groningenOperator,
    tenantPlaces: hospitals,
  });
}
const texts = (result: ReturnType<typeof search>) => result.suggestions.map((suggestion) => suggestion.text);

describe('searching the address field', () => {
  it('offers a street without a house number as not bookable and asks for the number', () => {
    const result = search('Herestraat');
    expect(result.msg).toBe('addHouseNumber');
    expect(result.suggestions[0]).toMatchObject({
      id: 'st:groningen:herestraat',
      text: 'Herestraat, Groningen',
      nr: '',
      street: 'Herestraat',
      cityName: 'Groningen',
      bookable: false,
      atype: -1,
    });
  });

  it('offers the address with the typed number first, then its letters and additions, once each', () => {
    expect(texts(search('Herestraat 14'))).toEqual([
      'Herestraat 14, 9711 LJ Groningen',
      'Herestraat 14A, 9711 LJ Groningen',
    ]);
    const additions = search('Herestraat 52');
    expect(additions.suggestions.map((suggestion) => [suggestion.id, suggestion.nr])).toEqual([
      ['a:9711LK-52', '52'],
      ['a:9711LK-52-1', '52-1'],
    ]);
    // The data lists Herestraat 12 twice.
    expect(texts(search('Herestraat 12')).filter((text) => text.startsWith('Herestraat 12,'))).toHaveLength(1);
  });

  it('gives a bookable address everything the trip needs', () => {
    const [first] = search('Herestraat 12').suggestions;
    expect(first).toEqual({
      id: 'a:9711LJ-12',
      text: 'Herestraat 12, 9711 LJ Groningen',
      nr: '12',
      street: 'Herestraat',
      streetShortName: 'Herestraat',
      cityName: 'Groningen',
      postcode: '9711 LJ',
      lat: expect.closeTo(53.21769, 4),
      lng: expect.closeTo(6.56698, 4),
      flightInfo: false,
      category: '',
      atype: -1,
      bookable: true,
    });
  });

  it('takes the house number from the number field too', () => {
    expect(search('Herestraat', { nr: '14a' }).suggestions[0]?.id).toBe('a:9711LJ-14A');
  });

  it('offers the nearest street of a common name first', () => {
    expect(search('Stationsweg').suggestions[0]?.cityName).toBe('Groningen');
    expect(search('Stationsweg', { origin: meppelOperator }).suggestions[0]?.cityName).toBe('Meppel');
  });

  it('narrows to the city named after the street or after the number', () => {
    expect(texts(search('Stationsweg Haren'))).toEqual(['Stationsweg, Haren Gn']);
    expect(search('Stationsweg 3 Meppel').suggestions.map((suggestion) => suggestion.id)).toEqual([
      'a:7941HA-3',
      'a:7941HA-3A',
      'a:7941HA-3B',
      'a:7941HA-3C',
      'a:7941HA-3D',
    ]);
  });

  it('says so when the street has no such house number', () => {
    const result = search('Herestraat 999');
    expect(result.msg).toBe('unknownHouseNumber');
    expect(result.suggestions.every((suggestion) => !suggestion.bookable)).toBe(true);
  });

  it('finds postcodes with or without the space, in any case, with a house number', () => {
    expect(search('9711 lv')).toEqual(search('9711LV'));
    expect(search('9711LV').suggestions[0]).toMatchObject({ text: 'Grote Markt, 9711 LV Groningen', bookable: false });
    expect(
      search('9711LV')
        .suggestions.slice(1)
        .every((suggestion) => suggestion.bookable && suggestion.postcode === '9711 LV'),
    ).toBe(true);
    expect(search('9711 LJ 12').suggestions[0]?.id).toBe('a:9711LJ-12');
    expect(texts(search('9711')).sort()).toEqual(['Grote Markt, Groningen', 'Herestraat, Groningen']);
  });

  it("offers the operator's own places with their category", () => {
    expect(search('UMCG').suggestions[0]).toMatchObject({
      text: 'UMCG, Hanzeplein 1, 9713 GZ Groningen',
      category: 'ZH',
      bookable: true,
      atype: -1,
    });
  });

  it('reads quoted street names from the data', () => {
    expect(texts(search('Hoogerwerfsweg'))).toEqual(['Hoogerwerfsweg "De Tong", Bruinisse']);
  });

  it('answers nothing found with the noResults message', () => {
    expect(search('Xyzzystraat')).toEqual({ suggestions: [], msg: 'noResults' });
  });
});

describe('an address in the forms letters, mails and the cart write it', () => {
  it.each([
    'Herestraat 12, 9711 LJ Groningen',
    'Herestraat 12 9711 LJ Groningen',
    'Herestraat 12 9711LJ',
    'herestraat 12, 9711lj',
    'Herestraat 12, Groningen',
    'Herestraat 12 Groningen',
    'Groningen Herestraat 12',
    'Groningen, Herestraat 12',
    '9711 LJ 12',
  ])('finds Herestraat 12 first for %s', (query) => {
    const result = search(query, { origin: meppelOperator });
    expect(result.suggestions[0]?.id).toBe('a:9711LJ-12');
    expect(result.msg).toBe('');
  });

  it('finds the letter or addition in any spelling, with postcode and place', () => {
    for (const query of ['Herestraat 14a, 9711 LJ Groningen', 'Herestraat 14 A 9711LJ', 'Groningen, Herestraat 14A'])
      expect(search(query).suggestions[0]?.id, query).toBe('a:9711LJ-14A');
    for (const query of ['Herestraat 52-1, 9711 LK Groningen', 'Herestraat 52 1 9711LK', 'Groningen Herestraat 52-1'])
      expect(search(query).suggestions[0]?.id, query).toBe('a:9711LK-52-1');
  });

  it('narrows to the place written first', () => {
    expect(search('Haren Stationsweg 10').suggestions.map((suggestion) => suggestion.id)).toEqual(['a:9751CC-10']);
    expect(search('Meppel, Stationsweg 3').suggestions[0]?.id).toBe('a:7941HA-3');
  });

  it('still finds the address when the postcode is mistyped, and the postcode when the street is', () => {
    // 9711 LV is the Grote Markt's postcode.
    expect(search('Herestraat 12, 9711 LV Groningen').suggestions[0]?.id).toBe('a:9711LJ-12');
    expect(search('Herestrat 12, 9711 LJ Groningen').suggestions[0]?.id).toBe('a:9711LJ-12');
  });

  it('offers the street of the postcode, then its addresses, when the number is left out', () => {
    const [street, ...addresses] = search('Herestraat, 9711 LJ Groningen').suggestions;
    expect(street).toMatchObject({
      id: 'st:groningen:herestraat',
      text: 'Herestraat, 9711 LJ Groningen',
      bookable: false,
    });
    expect(addresses.length).toBeGreaterThan(0);
    expect(
      addresses.every(
        (address) => address.street === 'Herestraat' && address.postcode === '9711 LJ' && address.bookable,
      ),
    ).toBe(true);
  });

  it('says so when the street with postcode has no such house number', () => {
    const result = search('Herestraat 999, 9711 LJ Groningen');
    expect(result.msg).toBe('unknownHouseNumber');
    expect(result.suggestions[0]?.id).toBe('st:groningen:herestraat');
  });
});

describe('stations, airports and hotels in the address field', () => {
  const first = (query: string) => search(query).suggestions[0];

  it('offers the airport that the text names before a street that starts with it', () => {
    expect(first('Schiphol')).toMatchObject({
      id: 'l:AMS',
      text: 'Amsterdam Airport Schiphol (AMS)',
      atype: 1,
      category: 'LH',
      flightInfo: true,
      bookable: true,
    });
    expect(texts(search('Schiphol'))).toContain('Schipholstraat, Westdorpe');
    for (const query of ['schiphol airport', 'luchthaven Schiphol', 'vliegveld schiphol'])
      expect(first(query)?.id, query).toBe('l:AMS');
    expect(first('vliegveld eelde')).toMatchObject({ id: 'l:GRQ', atype: 1 });
  });

  it('offers the station that the text names, with the kind word before or after the place', () => {
    for (const query of ['station Groningen', 'Groningen station', 'Station Groningen', 'Groningen']) {
      expect(first(query), query).toMatchObject({
        id: 's:GN',
        text: 'Station Groningen',
        atype: 2,
        category: 'NS',
        bookable: true,
      });
    }
    expect(first('Centraal Station')).toMatchObject({ id: 's:ASD', text: 'Station Amsterdam Centraal' });
  });

  it('offers the nearest stations, not streets, for the word station alone', () => {
    const result = search('station');
    expect(result.suggestions.slice(0, 3).map((suggestion) => suggestion.id)).toEqual(['s:GN', 's:GERP', 's:GNN']);
    expect(result.suggestions.filter((suggestion) => suggestion.atype === 2)).toHaveLength(5);
    expect(result.msg).toBe('');
  });

  it('offers a hotel by its name, with or without the word hotel', () => {
    expect(first('Asgard')).toMatchObject({ id: 'h:10292109', atype: 3, category: 'HO' });
    expect(first('Hotel de Doelen')).toMatchObject({ id: 'h:10292107', atype: 3 });
    expect(first('hotel Lelystad')?.id).toBe('h:6461929');
  });

  it('keeps a street typed with its number or its place first', () => {
    expect(first('Herestraat 12')?.id).toBe('a:9711LJ-12');
    expect(search('Stationsweg 3 Meppel').suggestions.every((suggestion) => suggestion.atype === -1)).toBe(true);
    expect(first('Stationsweg')?.id).toBe('st:groningen:stationsweg');
    // The Stationsplein first, the station on it after it.
    expect(
      search('Stationsplein Groningen')
        .suggestions.slice(0, 2)
        .map((suggestion) => suggestion.id),
    ).toEqual(['st:groningen:stationsplein', 's:GN']);
  });

  it('does not take a station or airport by its code, nor a hotel by its place, unless the kind is named', () => {
    expect(search('GN').suggestions.map((suggestion) => suggestion.id)).not.toContain('s:GN');
    expect(search('GRQ').suggestions).toEqual([]);
    // Hotel de Doelen is in Groningen.
    expect(search('Groningen').suggestions.map((suggestion) => suggestion.id)).not.toContain('h:10292107');
    expect(search('hotel Groningen').suggestions.map((suggestion) => suggestion.id)).toContain('h:10292107');
  });

  it("keeps offering the operator's own places", () => {
    expect(first('UMCG')).toMatchObject({ id: 't:umcg', category: 'ZH', atype: -1 });
  });
});

describe('picking a street, then typing its house number (dbstreetprefix)', () => {
  it("lists that street's addresses whose number starts with the typed digits, in order", () => {
    const result = search('1', { dbstreetprefix: 'st:groningen:herestraat' });
    expect(result.suggestions.map((suggestion) => suggestion.nr)).toEqual([
      '1',
      '10',
      '12',
      '13',
      '14',
      '14A',
      '15',
      '16',
      '16A',
      '17',
    ]);
    expect(result.suggestions.every((suggestion) => suggestion.street === 'Herestraat' && suggestion.bookable)).toBe(
      true,
    );
  });

  it('takes the number from the number field when given', () => {
    expect(
      search('Herestraat', { nr: '52', dbstreetprefix: 'st:groningen:herestraat' }).suggestions.map(
        (suggestion) => suggestion.nr,
      ),
    ).toEqual(['52', '52-1']);
  });

  it('says when the street has no such number, and finds nothing on an unknown street', () => {
    expect(search('7', { dbstreetprefix: 'st:meppel:stationsweg' })).toEqual({
      suggestions: [],
      msg: 'unknownHouseNumber',
    });
    expect(search('1', { dbstreetprefix: 'st:nergens:geenstraat' })).toEqual({ suggestions: [], msg: 'noResults' });
  });

  it('searches anew when the customer types a street name instead of a number', () => {
    expect(search('Stationsweg', { dbstreetprefix: 'st:groningen:herestraat' }).suggestions[0]?.id).toBe(
      'st:groningen:stationsweg',
    );
  });
});

describe('searching stations, airports and hotels', () => {
  it('finds stations by name, by a later word of the name and by NS code', () => {
    expect(search('Groningen', { atype: 2 }).suggestions.map((suggestion) => suggestion.id)).toEqual([
      's:GN',
      's:GERP',
      's:GNN',
    ]);
    expect(search('Groningen', { atype: 2 }).suggestions[0]).toMatchObject({
      text: 'Station Groningen',
      category: 'NS',
      atype: 2,
      bookable: true,
      flightInfo: false,
    });
    expect(search('Europapark', { atype: 2 }).suggestions[0]?.id).toBe('s:GERP');
    expect(search('asd', { atype: 2 }).suggestions[0]?.text).toBe('Station Amsterdam Centraal');
  });

  it('finds airports by IATA code in any case and by name, with flight details asked', () => {
    for (const query of ['AMS', 'ams', 'Schiphol', 'schiphl']) {
      expect(search(query, { atype: 1 }).suggestions[0], query).toMatchObject({
        id: 'l:AMS',
        text: 'Amsterdam Airport Schiphol (AMS)',
        category: 'LH',
        flightInfo: true,
        atype: 1,
      });
    }
    expect(search('Eelde', { atype: 1 }).suggestions[0]?.id).toBe('l:GRQ');
  });

  it('finds hotels by any word of their name and by their place, a name that starts so first', () => {
    expect(search('Doelen', { atype: 3 }).suggestions[0]).toMatchObject({
      id: 'h:10292107',
      text: 'Hotel de Doelen, Groningen',
      category: 'HO',
      atype: 3,
    });
    expect(texts(search('hotel', { atype: 3 }))).toEqual([
      'Hotel de Doelen, Groningen',
      'Asgard Boutique Hotel, Groningen',
      'Mercure Hotel Lelystad',
    ]);
    expect(search('Lelystad', { atype: 3 }).suggestions.map((suggestion) => suggestion.id)).toEqual(['h:6461929']);
  });

  it('keeps each address type to its own list', () => {
    expect(search('Groningen', { atype: 1 }).suggestions.map((suggestion) => suggestion.id)).toEqual(['l:GRQ']);
    expect(search('Herestraat', { atype: 2 }).suggestions).toEqual([]);
  });
});
