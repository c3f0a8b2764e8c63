import { describe, expect, it } from 'vitest';
import { isPostcode, searchRequest } from './address-search.ts';

describe('address search requests', () => {
  it('recognises a postcode with or without the space, in any case', () => {
    expect(isPostcode('9711LV')).toBe(true);
    expect(isPostcode('9711 lv')).toBe(true);
    expect(isPostcode('9711')).toBe(false);
    expect(isPostcode('Herestraat')).toBe(false);
  });

  it('sends the trimmed text, at most 100 characters', () => {
    expect(searchRequest({ text: '  Herestraat 12 ', atype: -1, lang: 'nl', street: null })).toEqual({
      lang: 'nl',
      atype: -1,
      query: 'Herestraat 12',
      nr: '',
      dbstreetprefix: '',
    });
    expect(searchRequest({ text: 'x'.repeat(150), atype: 2, lang: 'en', street: null }).query).toHaveLength(100);
  });

  it('within a picked street sends the street as dbstreetprefix and the number as the query', () => {
    const street = { id: 'street:groningen:herestraat', prefix: 'Herestraat ', text: 'Herestraat, Groningen' };
    expect(searchRequest({ text: 'Herestraat 12a', atype: -1, lang: 'nl', street })).toMatchObject({
      query: '12a',
      dbstreetprefix: 'street:groningen:herestraat',
    });
    expect(searchRequest({ text: 'Heres', atype: -1, lang: 'nl', street })).toMatchObject({
      query: 'Heres',
      dbstreetprefix: '',
    });
  });
});
