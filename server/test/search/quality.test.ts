import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Atype } from '#common/contracts/destinations.ts';
import { repoRoot } from '../../src/config.ts';
import type { Origin } from '../../src/modules/places/search/ranking.ts';
import { searchPlaces, type PlaceIndex } from '../../src/modules/places/search/search.ts';
import { indexFromFiles } from './support/index-from-files.ts';

/**
 * Search quality over the shipped data (1.44 million addresses of five provinces, stations,
 * airports, hotels), for the demo operator in Groningen.
 */
const groningenOperator: Origin = { lat: 53.2112, lng: 6.5681 };
const goesOperator: Origin = { lat: 51.5045, lng: 3.8891 };

let index: PlaceIndex;
beforeAll(async () => {
  const started = performance.now();
  index = await indexFromFiles(path.join(repoRoot, 'data'));
  console.warn(
    `quality: index of ${index.addresses.addressCount} addresses built from the files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 180_000);

function search(query: string, atype: Atype = -1, origin: Origin = groningenOperator) {
  return searchPlaces(index, { atype, query, nr: '', dbstreetprefix: '', origin, tenantPlaces: undefined });
}
const first = (query: string, atype: Atype = -1, origin?: Origin) => search(query, atype, origin).suggestions[0];

describe('search quality over the real data', () => {
  it('holds every address of the five provinces', () => {
    expect(index.addresses.addressCount).toBeGreaterThan(1_400_000);
  });

  it('finds a postcode typed with or without the space, in any case', () => {
    expect(search('9711 lv')).toEqual(search('9711LV'));
    expect(first('9711LV')?.text).toBe('Grote Markt, 9711 LV Groningen');
    expect(first('9711 lj 12')).toMatchObject({
      id: 'a:9711LJ-12',
      text: 'Herestraat 12, 9711 LJ Groningen',
      bookable: true,
    });
  });

  it('puts Herestraat 12 in Groningen first, bookable, with its coordinates', () => {
    expect(first('Herestraat 12')).toMatchObject({
      id: 'a:9711LJ-12',
      text: 'Herestraat 12, 9711 LJ Groningen',
      bookable: true,
      lat: expect.closeTo(53.2177, 3),
      lng: expect.closeTo(6.567, 3),
    });
  });

  it('still finds Herestraat when it is misspelt', () => {
    // "Heerestraat" is a street of its own in Roden and elsewhere, so the misspellings are others.
    expect(first('Herestrat')).toMatchObject({ id: 'st:groningen:herestraat', bookable: false });
    expect(first('Herestrat 12')?.id).toBe('a:9711LJ-12');
    expect(first('Hreestraat 12')?.id).toBe('a:9711LJ-12');
  });

  it('offers no misspelt alternatives for a street typed right', () => {
    expect(search('Herestraat').suggestions.every((suggestion) => suggestion.street.startsWith('Herestraat'))).toBe(
      true,
    );
  });

  it('ignores accents, in the data and in the query', () => {
    expect(first('Jozef Israelsstraat 5')?.text).toBe('Jozef Israëlsstraat 5, 9718 GA Groningen');
    expect(first('Nijlansdijk')?.text).toBe('Nijlânsdyk, Leeuwarden');
    expect(first('Nijlânsdyk')?.text).toBe('Nijlânsdyk, Leeuwarden');
  });

  it('finds stations by name, by a later word and by NS code', () => {
    expect(first('Groningen', 2)?.text).toBe('Station Groningen');
    expect(first('Europapark', 2)?.text).toBe('Station Groningen Europapark');
    expect(first('Zwolle', 2)?.text).toBe('Station Zwolle');
    expect(first('GN', 2)?.text).toBe('Station Groningen');
  });

  it('finds airports by IATA code and by name', () => {
    expect(first('AMS', 1)).toMatchObject({
      text: 'Amsterdam Airport Schiphol (AMS)',
      flightInfo: true,
      category: 'LH',
    });
    expect(first('Schiphol', 1)?.id).toBe('l:AMS');
    expect(first('Eelde', 1)?.id).toBe('l:GRQ');
  });

  it('finds a Groningen hotel by its name', () => {
    expect(first('Asgard', 3)).toMatchObject({ text: 'Asgard Boutique Hotel, Groningen', category: 'HO' });
    expect(first('Hotel de Doelen', 3)?.id).toBe('h:10292107');
  });

  it('finds an address first in every common written form, places with a leading number or apostrophe included', () => {
    const forms: Array<[string, string]> = [
      ['Herestraat 12, 9711 LJ Groningen', 'a:9711LJ-12'],
      ['Herestraat 12 9711LJ', 'a:9711LJ-12'],
      ['Groningen Herestraat 12', 'a:9711LJ-12'],
      ['Groningen, Herestraat 12', 'a:9711LJ-12'],
      ['Zuiderdiep 47, 9571 BC 2e Exloërmond', 'a:9571BC-47'],
      ['Zuiderdiep 47 2e Exloermond', 'a:9571BC-47'],
      ['2e Exloërmond Zuiderdiep 47', 'a:9571BC-47'],
      ["Hoofdstraat 1, 't Zandt", 'a:9915PA-1'],
      ["'t Zandt, Hoofdstraat 1", 'a:9915PA-1'],
      ["Molendijk 20 's-Heerenhoek", 'a:4453AE-20'],
      ['s-Heerenhoek Molendijk 20', 'a:4453AE-20'],
      // Lelystad's streets end in a number: "Horst 32", number 28.
      ['Horst 32 28, 8225 NB Lelystad', 'a:8225NB-28'],
      ['Lelystad Horst 32 28', 'a:8225NB-28'],
    ];
    for (const [query, id] of forms) expect(first(query)?.id, query).toBe(id);
  });

  it('offers stations, airports and hotels that the address text names, first', () => {
    expect(first('Schiphol')).toMatchObject({ id: 'l:AMS', atype: 1 });
    expect(
      search('Schiphol').suggestions.findIndex((suggestion) => suggestion.id === 'st:westdorpe:schipholstraat'),
    ).toBeGreaterThan(0);
    for (const query of ['schiphol airport', 'luchthaven schiphol']) expect(first(query)?.id, query).toBe('l:AMS');
    expect(first('vliegveld eelde')?.id).toBe('l:GRQ');
    for (const query of ['station Groningen', 'Groningen station']) expect(first(query)?.id, query).toBe('s:GN');
    for (const query of ["'s-Hertogenbosch", 's-Hertogenbosch station', 'Den Bosch'])
      expect(first(query)?.id, query).toBe('s:HT');
    const central = search('Centraal Station').suggestions.slice(0, 6);
    expect(central.map((suggestion) => suggestion.id)).toContain('s:ASD');
    expect(central.every((suggestion) => suggestion.atype === 2 && suggestion.text.endsWith('Centraal'))).toBe(true);
    expect(search('station').suggestions.every((suggestion) => suggestion.atype === 2)).toBe(true);
    expect(first('Asgard Boutique Hotel')?.id).toBe('h:10292109');
  });

  it('keeps a street query on the street', () => {
    expect(first('Herestraat 12')?.id).toBe('a:9711LJ-12');
    expect(first('Stationsplein Groningen')?.id).toBe('st:groningen:stationsplein');
    const haren = search('Stationsweg 3 Haren').suggestions;
    expect(haren[0]).toMatchObject({ street: 'Stationsweg', cityName: 'Haren Gn', bookable: true });
    expect(haren.every((suggestion) => suggestion.atype === -1)).toBe(true);
  });

  it('ranks the Stationsweg nearest the operator first', () => {
    expect(first('Stationsweg')?.text).toBe('Stationsweg, Groningen');
    expect(search('Stationsweg').suggestions.map((suggestion) => suggestion.cityName)).not.toContain('Goes');
    // Goes has no Stationsweg; Heinkenszand's is 6 km away.
    expect(first('Stationsweg', -1, goesOperator)?.text).toBe('Stationsweg, Heinkenszand');
  });
});
