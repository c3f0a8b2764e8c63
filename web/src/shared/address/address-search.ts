import type { Language } from '#common/constants.ts';
import type { Atype, DestinationsRequest } from '#common/contracts/destinations.ts';

/** The address types in the order the trip screen offers them, with their translation keys. */
export const addressTypeChoices: readonly { atype: Atype; key: string }[] = [
  { atype: -1, key: 'atypeAddress' },
  { atype: 1, key: 'atypeAirport' },
  { atype: 2, key: 'atypeStation' },
  { atype: 3, key: 'atypeHotel' },
];

/** A picked street without a house number: the input keeps `prefix`, and what follows it is the number. */
export type StreetPick = { id: string; prefix: string; text: string };

/** The server accepts queries up to 100 characters (common/src/contracts/destinations.ts). */
const maxQuery = 100;

/** docs/reference/api.md#destinations: 4 digits and 2 letters, with or without a space ('9711LV', '9711 lv'). */
export function isPostcode(query: string): boolean {
  return /^\d{4}\s?[a-z]{2}$/i.test(query.trim());
}

/**
 * The `destinations.json` request for what is in the input. Within a picked street (docs/decisions/008) the
 * street's id goes as `dbstreetprefix` and the query is what follows the street: the house number.
 */
export function searchRequest({
  text,
  atype,
  lang,
  street,
}: {
  text: string;
  atype: Atype;
  lang: Language;
  street: StreetPick | null;
}): DestinationsRequest {
  if (street && text.startsWith(street.prefix)) {
    return {
      lang,
      atype,
      query: text.slice(street.prefix.length).trim().slice(0, maxQuery),
      nr: '',
      dbstreetprefix: street.id,
    };
  }
  return { lang, atype, query: text.trim().slice(0, maxQuery), nr: '', dbstreetprefix: '' };
}
