import { parseHouseNumber, type HouseNumberQuery } from './house-number.ts';
import { wordsOf } from './normalize.ts';

/** What a customer typed into an address field, taken apart. */
export type AddressQuery =
  | { kind: 'postcode'; digits: string; letters: string; houseNumber: HouseNumberQuery | undefined }
  | {
      kind: 'name';
      /** The street (folded words), possibly followed by a city: "Herestraat Groningen". */
      words: string[];
      /** Words after the house number, always a city: "Stationsweg 3 Haren". */
      cityWords: string[];
      houseNumber: HouseNumberQuery | undefined;
      /** The house number was read from the query, so it may be part of a street name instead ("Plein 1944"). */
      numberFromQuery: boolean;
    };

const postcodeStart = /^([1-9]\d{3}) *([a-z]{0,2})(?![a-z])(.*)$/;
const numberToken = /^\d{1,5}([a-z]{1,3}|[-/][a-z0-9]{1,4}|[a-z][-/][a-z0-9]{1,4})?$/;
/** "1e Exloërmond", "2e Kruisstraat": an ordinal that starts a street name, not a house number. */
const ordinalToken = /^\d{1,2}e$/;
const suffixToken = /^([a-z0-9]|[-/][a-z0-9]{1,4})$/;

function plainLowerCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[,;]/g, ' ')
    .trim();
}

/** A house number token plus, when it follows separately, its letter or addition ("12 a", "12 -1"). */
function numberAt(tokens: string[], index: number): { houseNumber: HouseNumberQuery | undefined; used: number } {
  const next = tokens[index + 1];
  if (next !== undefined && suffixToken.test(next)) {
    const joined = parseHouseNumber(`${tokens[index]}${next}`);
    if (joined) return { houseNumber: joined, used: 2 };
  }
  return { houseNumber: parseHouseNumber(tokens[index]!), used: 1 };
}

/** `nr` is the house number field; when given it wins over a number in the query. */
export function parseAddressQuery(query: string, nr: string): AddressQuery {
  const text = plainLowerCase(query);
  const givenNumber = nr.trim() === '' ? undefined : parseHouseNumber(nr);

  const postcode = postcodeStart.exec(text);
  if (postcode) {
    const rest = postcode[3]!.trim().split(/\s+/).filter(Boolean);
    const typedNumber = rest.length > 0 && /^\d/.test(rest[0]!) ? numberAt(rest, 0).houseNumber : undefined;
    return { kind: 'postcode', digits: postcode[1]!, letters: postcode[2]!, houseNumber: givenNumber ?? typedNumber };
  }

  const tokens = text.split(/\s+/).filter(Boolean);
  let numberIndex = -1;
  for (let index = tokens.length - 1; index >= 1; index--) {
    if (numberToken.test(tokens[index]!)) {
      numberIndex = index;
      break;
    }
  }
  let words: string[];
  let cityWords: string[] = [];
  let typed: HouseNumberQuery | undefined;
  if (numberIndex >= 1) {
    const { houseNumber, used } = numberAt(tokens, numberIndex);
    typed = houseNumber;
    words = wordsOf(tokens.slice(0, numberIndex).join(' '));
    cityWords = wordsOf(tokens.slice(numberIndex + used).join(' '));
  } else if (tokens.length > 1 && numberToken.test(tokens[0]!) && !ordinalToken.test(tokens[0]!)) {
    // "12 Herestraat"
    typed = parseHouseNumber(tokens[0]!);
    words = wordsOf(tokens.slice(1).join(' '));
  } else {
    words = wordsOf(text);
  }
  return { kind: 'name', words, cityWords, houseNumber: givenNumber ?? typed, numberFromQuery: givenNumber === undefined && typed !== undefined };
}
