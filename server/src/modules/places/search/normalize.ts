/**
 * Search text as the index compares it: what a customer types and what the data says reduce to the
 * same letters, whatever the accents, case, punctuation or spelling of "ij".
 */

const combiningMarks = /[\u0300-\u036f]/g;
const apostrophes = /['‘’`´"]/g;
const separators = /[^a-z0-9]+/g;

/**
 * Lower case without diacritics (é → e, ë → e, â → a); ligatures apart (ĳ → ij, æ → ae); `y` written
 * as `ij`, so "Nijlânsdyk" and "Nijlansdijk" meet, and a customer typing "Ni" already sees Nijmegen.
 * Apostrophes vanish (`'s-Gravenweg`), other punctuation separates words. Words are single-spaced.
 */
export function foldWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(apostrophes, '')
    .replace(/y/g, 'ij')
    .replace(separators, ' ')
    .trim();
}

/** The words of a name or query, folded. */
export function wordsOf(text: string): string[] {
  const folded = foldWords(text);
  return folded === '' ? [] : folded.split(' ');
}

/** What the name index stores and searches: the folded words without spaces ("Van Swietenlaan" → "vanswietenlaan"). */
export function searchKey(text: string): string {
  return foldWords(text).replace(/ /g, '');
}

/**
 * The keys a name is found by: the whole name, and each tail that starts at a later word, so
 * "Groningen Europapark" is found by "Europapark" and "Jozef Israëlsstraat" by "Israelsstraat".
 */
export function nameKeys(name: string): { whole: string; tails: string[] } {
  const words = wordsOf(name);
  const tails: string[] = [];
  for (let start = 1; start < words.length; start++) {
    const tail = words.slice(start).join('');
    // Single letters ("s" of 's-Gravenweg) would find everything.
    if (tail.length >= 3 && words[start]!.length >= 2) tails.push(tail);
  }
  return { whole: words.join(''), tails };
}

/** A readable, stable id part: "Jozef Israëlsstraat" → "jozef-israelsstraat". */
export function slug(text: string): string {
  return foldWords(text).replace(/ /g, '-');
}
