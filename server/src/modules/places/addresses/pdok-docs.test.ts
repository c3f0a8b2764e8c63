import { describe, expect, it } from 'vitest';
import { pdokDocId, pdokQuery, suggestionOfDoc } from './pdok-docs.ts';

const id = 'adr-1a0dc5e6a2a9c8c7d4b4f1e3b2a19087';
/** An address as the Locatieserver's lookup returns it (the fields that matter here, and some that do not). */
const doc = {
  bron: 'BAG',
  type: 'adres',
  id,
  weergavenaam: 'Brink 3A, 9401HS Assen',
  straatnaam: 'Brink',
  huisnummer: 3,
  huisletter: 'A',
  postcode: '9401HS',
  woonplaatsnaam: 'Assen',
  gemeentenaam: 'Assen',
  provincienaam: 'Drenthe',
  centroide_ll: 'POINT(6.56436626 52.99336561)',
  centroide_rd: 'POINT(233883.4 557063.8)',
  score: 7.5,
};

describe("the PDOK Locatieserver's documents as suggestions", () => {
  it('writes an address as the index does, its point in lat/lng', () => {
    expect(suggestionOfDoc(doc)).toEqual({
      id: `pdok:${id}`,
      text: 'Brink 3A, 9401 HS Assen',
      nr: '3A',
      street: 'Brink',
      streetShortName: 'Brink',
      cityName: 'Assen',
      postcode: '9401 HS',
      lat: 52.99336561,
      lng: 6.56436626,
      flightInfo: false,
      category: '',
      atype: -1,
      bookable: true,
    });
  });

  it('puts an addition after a dash, and leaves out a postcode the address has none of', () => {
    const withAddition = suggestionOfDoc({ ...doc, huisletter: undefined, huisnummertoevoeging: '2' });
    expect(withAddition).toMatchObject({ nr: '3-2', text: 'Brink 3-2, 9401 HS Assen' });
    expect(suggestionOfDoc({ ...doc, postcode: undefined })).toMatchObject({ postcode: '', text: 'Brink 3A, Assen' });
  });

  it('takes no document that is not a whole address', () => {
    for (const broken of [
      null,
      'adres',
      { ...doc, type: 'weg' },
      { ...doc, id: 'adr-123' },
      { ...doc, straatnaam: '' },
      { ...doc, woonplaatsnaam: undefined },
      { ...doc, huisnummer: '3' },
      { ...doc, huisnummer: 0 },
      { ...doc, huisletter: 'AB' },
      { ...doc, postcode: '9401' },
      { ...doc, centroide_ll: undefined },
      { ...doc, centroide_ll: 'POINT(233883.4 557063.8)' },
      { ...doc, centroide_ll: 'LINESTRING(6.5 52.9, 6.6 53.0)' },
    ])
      expect(suggestionOfDoc(broken), JSON.stringify(broken)).toBeNull();
  });

  it('knows its own ids, shaped as the Locatieserver writes them', () => {
    expect(pdokDocId(`pdok:${id}`)).toBe(id);
    for (const other of [
      'a:9401HS-3A',
      `pdok:${id.toUpperCase()}`,
      'pdok:adr-',
      'pdok:wpl-1a0dc5e6a2a9c8c7d4b4f1e3b2a19087',
    ])
      expect(pdokDocId(other), other).toBeUndefined();
  });

  it("keeps what was typed out of the query syntax's way", () => {
    expect(pdokQuery('Herestraat 52-1')).toBe('Herestraat 52 1');
    expect(pdokQuery('  type:weg (Brink) "3" *  ')).toBe('type weg Brink 3');
    expect(pdokQuery("'s-Hertogenbosch")).toBe("'s Hertogenbosch");
  });
});
