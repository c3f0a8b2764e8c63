import type { Suggestion } from '#common/contracts/destinations.ts';
import { designationSuffix } from '../search/house-number.ts';

/**
 * The PDOK Locatieserver's documents as suggestions (docs/decisions/056-pdok-addresses.md): the fields of an address
 * (`type` `adres`) that its suggest service returns when asked with `fl`, and its lookup service returns in full.
 */

/** A PDOK address's suggestion id: this prefix and the Locatieserver's own id (`pdok:adr-…`). */
export const pdokIdPrefix = 'pdok:';

/** A Locatieserver address id: `adr-` and 32 hexadecimal digits. */
const addressIdPattern = /^adr-[0-9a-f]{32}$/;

/** The fields a suggestion is made of: suggest's `fl`, and what lookup must return. */
export const addressFields = [
  'id',
  'type',
  'straatnaam',
  'huisnummer',
  'huisletter',
  'huisnummertoevoeging',
  'postcode',
  'woonplaatsnaam',
  'centroide_ll',
] as const;

/** The Locatieserver id under a suggestion id; undefined for any other id, or one not shaped as its ids are. */
export function pdokDocId(id: string): string | undefined {
  if (!id.startsWith(pdokIdPrefix)) return undefined;
  const docId = id.slice(pdokIdPrefix.length);
  return addressIdPattern.test(docId) ? docId : undefined;
}

/** WKT as the Locatieserver writes `centroide_ll`: `POINT(lon lat)` in WGS84. */
const wktPoint = /^POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)$/;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim().length <= max ? value.trim() : undefined;

/** "9711LV" as the address index writes postcodes: "9711 LV"; '' when there is none. */
function postcodeOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return '';
  const match = typeof value === 'string' ? /^(\d{4})\s?([A-Za-z]{2})$/.exec(value.trim()) : null;
  return match ? `${match[1]} ${match[2]!.toUpperCase()}` : undefined;
}

/**
 * A Locatieserver document as a bookable address, written as the index writes its own ("Herestraat 12A, 9711 LV
 * Groningen"); null for a document that is not an address or lacks what a stop needs (a street, a number, a place,
 * a point).
 */
export function suggestionOfDoc(doc: unknown): Suggestion | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const fields = doc as Record<string, unknown>;
  if (fields.type !== 'adres' || typeof fields.id !== 'string' || !addressIdPattern.test(fields.id)) return null;
  const street = text(fields.straatnaam, 200);
  const city = text(fields.woonplaatsnaam, 200);
  const number = fields.huisnummer;
  const letter = text(fields.huisletter ?? '', 1);
  const addition = text(fields.huisnummertoevoeging ?? '', 4);
  const postcode = postcodeOf(fields.postcode);
  const point = typeof fields.centroide_ll === 'string' ? wktPoint.exec(fields.centroide_ll.trim()) : null;
  if (!street || !city || letter === undefined || addition === undefined || postcode === undefined || !point)
    return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1 || number > 99_999) return null;
  const lng = Number(point[1]);
  const lat = Number(point[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const nr = `${number}${designationSuffix(letter, addition)}`;
  return {
    id: `${pdokIdPrefix}${fields.id}`,
    text: postcode === '' ? `${street} ${nr}, ${city}` : `${street} ${nr}, ${postcode} ${city}`,
    nr,
    street,
    streetShortName: street,
    cityName: city,
    postcode,
    lat,
    lng,
    flightInfo: false,
    category: '',
    atype: -1,
    bookable: true,
  };
}

/**
 * What was typed as the Locatieserver's `q`: its query syntax is Solr's, so the characters that syntax gives a meaning
 * (`:`, brackets, quotes, `-` and `+`, wildcards) are spaces here. A customer's "Herestraat 52-1" must not become a
 * query the service refuses.
 */
export const pdokQuery = (typed: string): string =>
  typed
    .replace(/[+\-&|!(){}[\]^"~*?:\\/]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
