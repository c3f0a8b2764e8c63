/**
 * House numbers as BAG gives them (number, letter, addition) and as customers type them
 * ("12", "12a", "12 A", "12-1", "12A-1", "12 bis").
 */

export interface HouseNumberQuery {
  /** The digits as typed; numbers that start with them match as a prefix. */
  digits: string;
  number: number;
  /** Letter and addition together, upper case, without separators ("A", "A1", "BIS"); '' when none. */
  suffix: string;
}

const typedHouseNumber = /^(\d{1,5})(?!\d)([-/. ]*[a-z0-9][-/. a-z0-9]{0,7})?$/i;

export function parseHouseNumber(text: string): HouseNumberQuery | undefined {
  const match = typedHouseNumber.exec(text.trim());
  if (!match) return undefined;
  const digits = match[1]!;
  return { digits, number: Number(digits), suffix: compactSuffix(match[2] ?? '') };
}

/** Letter plus addition, upper case, separators dropped: how a typed suffix is compared with the data. */
export function compactSuffix(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The suffix as shown after the number: letter in capitals, addition after a dash ("A", "-1", "A-2"). */
export function designationSuffix(letter: string, addition: string): string {
  const cleanAddition = addition.trim().toUpperCase();
  return letter.trim().toUpperCase() + (cleanAddition === '' ? '' : `-${cleanAddition}`);
}

const digitAt = (text: string, at: number) => text.charCodeAt(at) - 48;
const letterAt = (text: string, at: number) => (text.charCodeAt(at) | 32) - 97;
const isDigit = (value: number) => value >= 0 && value <= 9;
const isLetter = (value: number) => value >= 0 && value <= 25;

/**
 * A postcode "9711LV" (or "9711 lv") as a number, so ranges of postcodes are ranges of numbers;
 * -1 when malformed. Called for every address at start, hence no regular expression.
 */
export function postcodeCode(postcode: string): number {
  const letters = postcode.length === 7 && postcode[4] === ' ' ? 5 : 4;
  if (postcode.length !== letters + 2) return -1;
  let digits = 0;
  for (let at = 0; at < 4; at++) {
    const digit = digitAt(postcode, at);
    if (!isDigit(digit) || (at === 0 && digit === 0)) return -1;
    digits = digits * 10 + digit;
  }
  const first = letterAt(postcode, letters);
  const second = letterAt(postcode, letters + 1);
  if (!isLetter(first) || !isLetter(second)) return -1;
  return digits * 676 + first * 26 + second;
}

/** "9711 LV", the way a postcode is written on an envelope. */
export function formatPostcode(code: number): string {
  const digits = Math.floor(code / 676);
  const letters = code % 676;
  return `${digits} ${String.fromCharCode(65 + Math.floor(letters / 26), 65 + (letters % 26))}`;
}

/** The range of postcode codes that start with these digits and letters ("9711", "9711L", "9711LV"). */
export function postcodeRange(digits: string, letters: string): { first: number; last: number } {
  const base = Number(digits) * 676;
  const upper = letters.toUpperCase();
  if (upper.length === 0) return { first: base, last: base + 675 };
  const first = base + (upper.charCodeAt(0) - 65) * 26;
  if (upper.length === 1) return { first, last: first + 25 };
  return { first: first + (upper.charCodeAt(1) - 65), last: first + (upper.charCodeAt(1) - 65) };
}

/** The stable id of an address: postcode plus house number, letter and addition ("a:9711LV-12A-1"). */
export function addressId(postcode: string, number: number, suffix: string): string {
  return `a:${postcode.replace(' ', '')}-${number}${suffix}`;
}
