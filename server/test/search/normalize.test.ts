import { describe, expect, it } from 'vitest';
import { foldWords, nameKeys, searchKey, slug, wordsOf } from '../../src/modules/places/search/normalize.ts';

describe('folding names and queries', () => {
  it('drops accents and case, so what customers type without them still matches', () => {
    expect(foldWords('Jozef Israëlsstraat')).toBe('jozef israelsstraat');
    expect(foldWords('Oranjewâl')).toBe('oranjewal');
    expect(foldWords('Súd')).toBe('sud');
    expect(foldWords('CURAÇAOSTRAAT')).toBe('curacaostraat');
    expect(foldWords('Rhônestraat')).toBe('rhonestraat');
  });

  it('writes y as ij, so the Frisian "dyk" and the Dutch "dijk" are one spelling', () => {
    expect(searchKey('Nijlânsdyk')).toBe(searchKey('nijlansdijk'));
    expect(searchKey('Ĳsselmeerstraat')).toBe(searchKey('IJsselmeerstraat'));
    // Typing the start of a word with "ij" finds it while the customer is still typing.
    expect(searchKey('Nijmegen').startsWith(searchKey('Ni'))).toBe(true);
  });

  it('drops apostrophes and treats hyphens and other punctuation as spaces', () => {
    expect(foldWords("'s-Gravenweg")).toBe('s gravenweg');
    expect(foldWords('Hoogerwerfsweg "De Tong"')).toBe('hoogerwerfsweg de tong');
    expect(foldWords("Vogels' tún")).toBe('vogels tun');
    expect(foldWords('St.-Jansstraat,  12')).toBe('st jansstraat 12');
  });

  it('gives no words for text without letters or digits', () => {
    expect(wordsOf(' - , ')).toEqual([]);
    expect(searchKey('<>')).toBe('');
  });

  it('keys a name by the whole of it and by each later word, but not by single letters', () => {
    expect(nameKeys('Groningen Europapark')).toEqual({ whole: 'groningeneuropapark', tails: ['europapark'] });
    expect(nameKeys('Jozef Israëlsstraat')).toEqual({ whole: 'jozefisraelsstraat', tails: ['israelsstraat'] });
    expect(nameKeys("'s-Gravenweg")).toEqual({ whole: 'sgravenweg', tails: ['gravenweg'] });
    expect(nameKeys('Herestraat')).toEqual({ whole: 'herestraat', tails: [] });
  });

  it('makes readable id parts', () => {
    expect(slug('Haren Gn')).toBe('haren-gn');
    expect(slug('Jozef Israëlsstraat')).toBe('jozef-israelsstraat');
  });
});
