import { describe, expect, it } from 'vitest';
import {
  addressId,
  formatPostcode,
  parseHouseNumber,
  postcodeCode,
  postcodeRange,
} from '../../src/modules/places/search/house-number.ts';
import { parseAddressQuery } from '../../src/modules/places/search/query.ts';

describe('house numbers as customers type them', () => {
  it('reads the number, and the letter and addition in any of the usual spellings', () => {
    expect(parseHouseNumber('12')).toEqual({ digits: '12', number: 12, suffix: '' });
    for (const typed of ['12a', '12A', '12 a', '12-a']) expect(parseHouseNumber(typed)?.suffix, typed).toBe('A');
    for (const typed of ['12-1', '12 1', '12/1']) expect(parseHouseNumber(typed)?.suffix, typed).toBe('1');
    expect(parseHouseNumber('12A-2')).toEqual({ digits: '12', number: 12, suffix: 'A2' });
    expect(parseHouseNumber('12 bis')?.suffix).toBe('BIS');
  });

  it('is not a number when it does not start with digits', () => {
    expect(parseHouseNumber('a12')).toBeUndefined();
    expect(parseHouseNumber('')).toBeUndefined();
    expect(parseHouseNumber('123456')).toBeUndefined();
  });
});

describe('postcodes', () => {
  it('reads them with or without the space and in any case', () => {
    expect(postcodeCode('9711LV')).toBe(postcodeCode('9711 lv'));
    expect(formatPostcode(postcodeCode('9711lv'))).toBe('9711 LV');
    expect(postcodeCode('0711LV')).toBe(-1);
    expect(postcodeCode('9711L')).toBe(-1);
    expect(postcodeCode('97114V')).toBe(-1);
  });

  it('turns a partly typed postcode into the range of postcodes it starts', () => {
    const { first, last } = postcodeRange('9711', '');
    expect([formatPostcode(first), formatPostcode(last)]).toEqual(['9711 AA', '9711 ZZ']);
    const partial = postcodeRange('9711', 'l');
    expect([formatPostcode(partial.first), formatPostcode(partial.last)]).toEqual(['9711 LA', '9711 LZ']);
    expect(postcodeRange('9711', 'LV')).toEqual({ first: postcodeCode('9711LV'), last: postcodeCode('9711LV') });
  });

  it('makes address ids of postcode and house number', () => {
    expect(addressId('9711 LV', 12, 'A-1')).toBe('a:9711LV-12A-1');
  });
});

describe('taking an address query apart', () => {
  it('finds the street and the house number, in either order', () => {
    expect(parseAddressQuery('Herestraat 12', '')).toMatchObject({
      kind: 'name',
      words: ['herestraat'],
      cityWords: [],
      houseNumber: { number: 12, suffix: '' },
    });
    expect(parseAddressQuery('Herestraat 12a', '')).toMatchObject({
      words: ['herestraat'],
      houseNumber: { number: 12, suffix: 'A' },
    });
    expect(parseAddressQuery('Herestraat 12 a', '')).toMatchObject({
      words: ['herestraat'],
      houseNumber: { number: 12, suffix: 'A' },
    });
    expect(parseAddressQuery('12 Herestraat', '')).toMatchObject({
      words: ['herestraat'],
      houseNumber: { number: 12 },
    });
  });

  it('reads words after the house number as the city', () => {
    expect(parseAddressQuery('Stationsweg 3 Haren', '')).toMatchObject({
      words: ['stationsweg'],
      cityWords: ['haren'],
      houseNumber: { number: 3 },
    });
    expect(parseAddressQuery('Herestraat 12, Groningen', '')).toMatchObject({
      words: ['herestraat'],
      cityWords: ['groningen'],
    });
  });

  it('keeps an ordinal that starts a street name in the name', () => {
    expect(parseAddressQuery('1e Exloërmond', '')).toMatchObject({
      words: ['1e', 'exloermond'],
      houseNumber: undefined,
    });
    expect(parseAddressQuery('1e Exloërmond 12', '')).toMatchObject({
      words: ['1e', 'exloermond'],
      houseNumber: { number: 12 },
    });
  });

  it('reads a postcode after the house number, with or without the space and the commas', () => {
    expect(parseAddressQuery('Herestraat 12, 9711 LJ Groningen', '')).toMatchObject({
      kind: 'name',
      words: ['herestraat'],
      cityWords: ['groningen'],
      houseNumber: { number: 12, suffix: '' },
      postcode: { digits: '9711', letters: 'lj' },
    });
    expect(parseAddressQuery('Herestraat 12 9711LJ', '')).toMatchObject({
      words: ['herestraat'],
      cityWords: [],
      houseNumber: { number: 12 },
      postcode: { digits: '9711', letters: 'lj' },
    });
    expect(parseAddressQuery('Herestraat 14 a 9711 LJ', '')).toMatchObject({
      words: ['herestraat'],
      houseNumber: { number: 14, suffix: 'A' },
      postcode: { digits: '9711', letters: 'lj' },
    });
    expect(parseAddressQuery('Herestraat 12', '')).toMatchObject({ postcode: undefined });
  });

  it('keeps a place of four digits and two letters only after a house number as a postcode', () => {
    // House number 1024 in De Wijk, not the postcode "1024 DE".
    expect(parseAddressQuery('Kerkweg 1024 De Wijk', '')).toMatchObject({
      words: ['kerkweg'],
      houseNumber: { number: 1024 },
      cityWords: ['de', 'wijk'],
      postcode: undefined,
    });
    // After a comma it is the postcode, with or without a number before it.
    expect(parseAddressQuery('Herestraat, 9711 LJ Groningen', '')).toMatchObject({
      words: ['herestraat', 'groningen'],
      houseNumber: undefined,
      postcode: { digits: '9711', letters: 'lj' },
    });
  });

  it('reads the place before the street as words of the name, for the search to split', () => {
    expect(parseAddressQuery('Groningen, Herestraat 12', '')).toMatchObject({
      words: ['groningen', 'herestraat'],
      cityWords: [],
      houseNumber: { number: 12 },
    });
    expect(parseAddressQuery("'t Zandt Hoofdstraat 1", '')).toMatchObject({
      words: ['t', 'zandt', 'hoofdstraat'],
      houseNumber: { number: 1 },
    });
  });

  it('keeps a place name that starts with an ordinal in the place, after a number or a number and letter', () => {
    expect(parseAddressQuery('Zuiderdiep 47 2e Exloërmond', '')).toMatchObject({
      words: ['zuiderdiep'],
      houseNumber: { number: 47, suffix: '' },
      cityWords: ['2e', 'exloermond'],
    });
    expect(parseAddressQuery('Exloërkijl-Zuid 17 A, 2e Exloërmond', '')).toMatchObject({
      houseNumber: { number: 17, suffix: 'A' },
      cityWords: ['2e', 'exloermond'],
    });
    expect(parseAddressQuery('2e Exloërmond Zuiderdiep 47', '')).toMatchObject({
      words: ['2e', 'exloermond', 'zuiderdiep'],
      houseNumber: { number: 47 },
    });
  });

  it('reads a number with a letter e after a street as the house number', () => {
    expect(parseAddressQuery('Parklaan 10E Nieuw-Buinen', '')).toMatchObject({
      words: ['parklaan'],
      houseNumber: { number: 10, suffix: 'E' },
      cityWords: ['nieuw', 'buinen'],
    });
  });

  it('reads an addition typed apart, and keeps the reading of a street name that ends in a number', () => {
    expect(parseAddressQuery('Reindersdijk 55 540 Dalen', '')).toMatchObject({
      words: ['reindersdijk'],
      houseNumber: { number: 55, suffix: '540' },
      cityWords: ['dalen'],
      numberInName: { words: ['reindersdijk', '55'], houseNumber: { number: 540 }, cityWords: ['dalen'] },
    });
    expect(parseAddressQuery('Veenlandweg 2 G008', '')).toMatchObject({ houseNumber: { number: 2, suffix: 'G008' } });
    expect(parseAddressQuery('Randstad 21 9 C', '')).toMatchObject({
      numberInName: { words: ['randstad', '21'], houseNumber: { number: 9, suffix: 'C' } },
    });
  });

  it('takes the number field over a number in the query', () => {
    expect(parseAddressQuery('Herestraat', '14a')).toMatchObject({
      words: ['herestraat'],
      houseNumber: { number: 14, suffix: 'A' },
      numberFromQuery: false,
    });
    expect(parseAddressQuery('Herestraat 12', '14')).toMatchObject({ houseNumber: { number: 14 } });
  });

  it('recognises postcodes with or without space, in any case, with a house number after them', () => {
    for (const typed of ['9711LV', '9711 lv', ' 9711lv '])
      expect(parseAddressQuery(typed, ''), typed).toEqual({
        kind: 'postcode',
        digits: '9711',
        letters: 'lv',
        houseNumber: undefined,
      });
    expect(parseAddressQuery('9711 LJ 12', '')).toMatchObject({
      kind: 'postcode',
      letters: 'lj',
      houseNumber: { number: 12 },
    });
    expect(parseAddressQuery('9711', '')).toMatchObject({ kind: 'postcode', digits: '9711', letters: '' });
  });

  it('treats markup and SQL as words', () => {
    expect(parseAddressQuery('<script>alert(1)</script>', '')).toMatchObject({
      kind: 'name',
      words: ['script', 'alert', '1', 'script'],
    });
    expect(parseAddressQuery("x'; DROP TABLE places;--", '')).toMatchObject({
      kind: 'name',
      words: ['x', 'drop', 'table', 'places'],
    });
  });
});
