import { beforeAll, describe, expect, it } from 'vitest';
import type { Atype, Suggestion } from '#common/contracts/destinations.ts';
import { findPlace, searchPlaces, type PlaceIndex } from '../../src/modules/places/search/search.ts';
import { tenantPlaceIndex } from '../../src/modules/places/search/tenant-places.ts';
import { eelde, herestraat } from '../support/trips.ts';
import { fixtureIndex, hospitals } from './support/index-from-files.ts';

let index: PlaceIndex;
beforeAll(async () => {
  index = await fixtureIndex();
});

const find = (id: string) => findPlace(index, id, hospitals);
/** The first suggestion the search offers for a query: what the customer picks. */
function picked(query: string, atype: Atype = -1): Suggestion {
  const suggestion = searchPlaces(index, {
    atype,
    query,
    nr: '',
    dbstreetprefix: '',
    origin: undefined,
    tenantPlaces: hospitals,
  }).suggestions[0];
  if (!suggestion) throw new Error(`nothing found for ${query}`);
  return suggestion;
}

describe('finding a place by its suggestion id', () => {
  it.each([
    ['an address', 'Herestraat 12', -1, 'a:9711LJ-12'],
    ['an address with a letter', 'Herestraat 14a', -1, 'a:9711LJ-14A'],
    ['an address with an addition', 'Herestraat 52-1', -1, 'a:9711LK-52-1'],
    ['an address outside the city', 'Lageweg 31', -1, 'a:9479PA-31'],
    ["the tenant's own place", 'UMCG', -1, 't:umcg'],
    ['a station', 'Groningen', 2, 's:GN'],
    ['a station offered on the address type', 'station Groningen', -1, 's:GN'],
    ['an airport offered on the address type', 'Schiphol', -1, 'l:AMS'],
    ['an airport', 'AMS', 1, 'l:AMS'],
    ['a hotel', 'Asgard', 3, 'h:10292109'],
  ] as const)('gives %s exactly as the search offers it', (_kind, query, atype, id) => {
    const suggestion = picked(query, atype);
    expect(suggestion.id).toBe(id);
    expect(find(id)).toEqual(suggestion);
  });

  it('gives the address with its own coordinates, number and postcode', () => {
    expect(find('a:9711LJ-12')).toEqual(herestraat);
    expect(find('a:9711LJ-14')?.nr).toBe('14');
    expect(find('a:9711LJ-14A')?.nr).toBe('14A');
    expect(find('a:9711LK-52')?.nr).toBe('52');
  });

  it('gives an airport its category and flight details', () => {
    expect(find('l:GRQ')).toEqual(eelde);
  });

  it.each([
    ['a street', 'st:groningen:herestraat'],
    ['a house number the street does not have', 'a:9711LJ-11'],
    ['a letter the number does not have', 'a:9711LJ-12B'],
    ['a postcode that does not exist', 'a:9711ZZ-12'],
    ['a postcode of another address', 'a:9711LA-12'],
    ['a postcode written with a space', 'a:9711 LJ-12'],
    ['a postcode in lower case', 'a:9711lj-12'],
    ['a malformed address id', 'a:9711LJ'],
    ['a station code in lower case', 's:gn'],
    ['an unknown airport', 'l:XXX'],
    ['a postcode centroid', 'pc:9711'],
    ['an empty id', ''],
  ])('gives nothing for %s', (_kind, id) => {
    expect(find(id)).toBeNull();
  });

  it("gives a tenant's own place only to that tenant", () => {
    expect(findPlace(index, 't:umcg', undefined)).toBeNull();
    expect(findPlace(index, 't:umcg', tenantPlaceIndex([]))).toBeNull();
  });
});
