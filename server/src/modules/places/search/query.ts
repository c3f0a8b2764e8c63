import { parseHouseNumber, type HouseNumberQuery } from './house-number.ts';
import { wordsOf } from './normalize.ts';

/** A postcode or its start: "9711", "9711L", "9711LJ" (letters lower case). */
export interface PostcodeQuery {
  digits: string;
  letters: string;
}

/** What a customer typed into an address field, taken apart. */
export type AddressQuery =
  | ({ kind: 'postcode'; houseNumber: HouseNumberQuery | undefined } & PostcodeQuery)
  | {
      kind: 'name';
      /** The street (folded words), possibly after or before a city: "Herestraat Groningen", "Groningen Herestraat". */
      words: string[];
      /** Words after the house number, always a city: "Stationsweg 3 Haren". */
      cityWords: string[];
      houseNumber: HouseNumberQuery | undefined;
      /** The house number was read from the query, so it may be part of a street name instead ("Plein 1944"). */
      numberFromQuery: boolean;
      /** A postcode after the street: "Herestraat 12, 9711 LJ Groningen", "Herestraat 12 9711LJ". */
      postcode: PostcodeQuery | undefined;
      /**
       * "Horst 32 28": read as number 32 with addition 28, but also as Lelystad's street "Horst 32" with
       * number 28; the search tries both.
       */
      numberInName: { words: string[]; houseNumber: HouseNumberQuery; cityWords: string[] } | undefined;
    };

const postcodeStart = /^([1-9]\d{3}) *([a-z]{0,2})(?![a-z])(.*)$/;
const postcodeToken = /^([1-9]\d{3})([a-z]{2})$/;
const postcodeDigitsToken = /^[1-9]\d{3}$/;
const postcodeLettersToken = /^[a-z]{2}$/;
const numberToken = /^\d{1,5}([a-z]{1,3}|[-/][a-z0-9]{1,4}|[a-z][-/][a-z0-9]{1,4})?$/;
/** "1e Exloërmond", "2e Kruisstraat": an ordinal that starts a street or place name, not a house number. */
const ordinalToken = /^\d{1,2}e$/;
/** A letter or addition typed apart from its number: "12 a", "12 -1", "55 540", "2 G008". */
const suffixToken = /^([a-z0-9]|[-/][a-z0-9]{1,4}|(?=[a-z]*\d)[a-z0-9]{1,4})$/;
const wordToken = /^[^\d]/;

function plainLowerCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[,;]/g, ' ')
    .trim();
}

/**
 * An ordinal followed by a word starts a name ("2e Exloërmond") at the start or after a house number;
 * after a street name it is a house number with a letter ("Parklaan 10E Nieuw-Buinen").
 */
function startsName(tokens: string[], index: number): boolean {
  if (!ordinalToken.test(tokens[index]!) || !wordToken.test(tokens[index + 1] ?? '')) return false;
  const before = tokens[index - 1];
  // After "17 A" as after "17".
  return (
    before === undefined ||
    !wordToken.test(before) ||
    (suffixToken.test(before) && numberToken.test(tokens[index - 2] ?? ''))
  );
}

/** A house number token plus, when it follows separately, its letter or addition ("12 a", "12 -1", "55 540"). */
function numberAt(tokens: string[], index: number): { houseNumber: HouseNumberQuery | undefined; used: number } {
  const next = tokens[index + 1];
  if (next !== undefined && suffixToken.test(next) && !startsName(tokens, index + 1)) {
    const joined = parseHouseNumber(`${tokens[index]} ${next}`);
    if (joined) return { houseNumber: joined, used: 2 };
  }
  return { houseNumber: parseHouseNumber(tokens[index]!), used: 1 };
}

/** "Herestraat, 9711 LJ Groningen": a postcode after a comma, where no house number stands. */
const postcodeAfterComma = /,\s*[1-9]\d{3}\s+[a-z]{2}(?![a-z])/i;

/**
 * Takes a postcode written after the street out of the tokens: "9711LJ" anywhere after the first word,
 * "9711 LJ" after a house number or a comma (else "Kerkweg 1024 De Wijk" would lose its place).
 */
function takePostcode(tokens: string[], afterComma: boolean): PostcodeQuery | undefined {
  for (let index = 1; index < tokens.length; index++) {
    const joined = postcodeToken.exec(tokens[index]!);
    if (joined) {
      tokens.splice(index, 1);
      return { digits: joined[1]!, letters: joined[2]! };
    }
    const letters = tokens[index + 1];
    const afterNumber = afterComma || tokens.slice(1, index).some((token) => numberToken.test(token));
    if (
      postcodeDigitsToken.test(tokens[index]!) &&
      letters !== undefined &&
      postcodeLettersToken.test(letters) &&
      afterNumber
    ) {
      const digits = tokens[index]!;
      tokens.splice(index, 2);
      return { digits, letters };
    }
  }
  return undefined;
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
  const typedPostcode = takePostcode(tokens, postcodeAfterComma.test(query));
  let numberIndex = -1;
  for (let index = tokens.length - 1; index >= 1; index--) {
    if (numberToken.test(tokens[index]!) && !startsName(tokens, index)) {
      numberIndex = index;
      break;
    }
  }
  // "Reindersdijk 55 540": the last number token may be the addition of the one before it.
  let numberInName: Extract<AddressQuery, { kind: 'name' }>['numberInName'];
  if (numberIndex >= 2 && numberToken.test(tokens[numberIndex - 1]!) && numberAt(tokens, numberIndex - 1).used === 2) {
    const { houseNumber, used } = numberAt(tokens, numberIndex);
    if (houseNumber && givenNumber === undefined) {
      numberInName = {
        words: wordsOf(tokens.slice(0, numberIndex).join(' ')),
        houseNumber,
        cityWords: wordsOf(tokens.slice(numberIndex + used).join(' ')),
      };
    }
    numberIndex--;
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
    words = wordsOf(tokens.join(' '));
  }
  return {
    kind: 'name',
    words,
    cityWords,
    houseNumber: givenNumber ?? typed,
    numberFromQuery: givenNumber === undefined && typed !== undefined,
    postcode: typedPostcode,
    numberInName,
  };
}
