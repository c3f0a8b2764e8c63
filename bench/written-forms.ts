import type { PlaceRow } from '#server/modules/places/place-row.ts';

/**
 * The ways travellers, letters, mails and the product itself write one address: each form turns a
 * BAG address into the query a traveller would type or paste into the address field.
 */

export interface WrittenForm {
  name: string;
  /** Whether the query names the place or the postcode (the forms held to 99 % first-suggestion accuracy). */
  namesPlace: boolean;
  write(address: PlaceRow, variant: number): string;
}

/** "9711 LJ" or "9711LJ", as people write it. */
const postcode = (address: PlaceRow, spaced: boolean) =>
  spaced ? `${address.postcode.slice(0, 4)} ${address.postcode.slice(4)}` : address.postcode;

/**
 * The house number with its letter and addition, in the spellings people use: "12A", "12a", "12 A";
 * "12-2", "12 2", "12-BIS"; "12A-2". `variant` picks one, so a sample covers them all.
 */
export function houseNumberText(address: PlaceRow, variant: number): string {
  const number = String(address.houseNumber);
  const letter = address.houseLetter;
  const addition = address.houseAddition;
  if (letter !== '' && addition !== '')
    return variant % 2 === 0 ? `${number}${letter}-${addition}` : `${number}${letter.toLowerCase()}-${addition}`;
  if (letter !== '')
    return [`${number}${letter}`, `${number}${letter.toLowerCase()}`, `${number} ${letter}`][variant % 3]!;
  // "12 BIS" is written with its dash ("12-BIS"); an addition with a digit either way.
  if (addition !== '')
    return variant % 2 === 0 || !/\d/.test(addition) ? `${number}-${addition}` : `${number} ${addition}`;
  return number;
}

const streetAndNumber = (address: PlaceRow, variant: number) =>
  `${address.street} ${houseNumberText(address, variant)}`;

export const writtenForms: WrittenForm[] = [
  { name: 'street nr', namesPlace: false, write: (a, v) => streetAndNumber(a, v) },
  {
    name: 'street nr, postcode place',
    namesPlace: true,
    write: (a, v) => `${streetAndNumber(a, v)}, ${postcode(a, true)} ${a.city}`,
  },
  {
    name: 'street nr postcode place',
    namesPlace: true,
    write: (a, v) => `${streetAndNumber(a, v)} ${postcode(a, v % 2 === 0)} ${a.city}`,
  },
  {
    name: 'street nr postcode',
    namesPlace: true,
    write: (a, v) => `${streetAndNumber(a, v)} ${postcode(a, v % 2 === 1)}`,
  },
  { name: 'street nr, place', namesPlace: true, write: (a, v) => `${streetAndNumber(a, v)}, ${a.city}` },
  { name: 'street nr place', namesPlace: true, write: (a, v) => `${streetAndNumber(a, v)} ${a.city}` },
  { name: 'place street nr', namesPlace: true, write: (a, v) => `${a.city} ${streetAndNumber(a, v)}` },
  { name: 'place, street nr', namesPlace: true, write: (a, v) => `${a.city}, ${streetAndNumber(a, v)}` },
  { name: 'postcode nr', namesPlace: true, write: (a, v) => `${postcode(a, v % 2 === 0)} ${houseNumberText(a, v)}` },
];
