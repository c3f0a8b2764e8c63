import { orderReference } from '#common/format/text.ts';

/** What the desk finds a trip by (docs/decisions/020-trip-lifecycle-and-refunds.md). */
export interface TripSearchFacts {
  klantNr: number;
  orderId: number;
  /** The customer's name, email and phone, and whatever else they typed in the personal fields. */
  contact: readonly string[];
  fromText: string;
  toText: string;
  flightNumber: string;
}

/**
 * A PostgreSQL index entry holds at most about 2.7 kB: the search text is cut well below that (in characters, which
 * may take up to four bytes each), and what it holds first is what is searched most.
 */
export const searchTextMaxLength = 600;

/** Lowercased, diacritics removed: `Müller` and `muller` find each other. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A phone number also as its digits and, for a Dutch number, as dialled at home: `+31 6 1234` finds `0612345678`. */
function phoneForms(value: string): string[] {
  if (!/^\+?[\d\s().-]{6,}$/.test(value)) return [];
  const digits = value.replace(/\D/g, '');
  return digits.startsWith('31') ? [digits, `0${digits.slice(2)}`] : [digits];
}

/** The trip's `search_text`: the reference, the contact, the addresses and the flight, folded. */
export function tripSearchText(facts: TripSearchFacts): string {
  const contact = facts.contact.map((value) => value.trim()).filter((value) => value !== '');
  const parts = [
    orderReference(facts.klantNr, facts.orderId),
    ...new Set([...contact, ...contact.flatMap(phoneForms)]),
    facts.fromText,
    facts.toText,
    facts.flightNumber,
  ].filter((part) => part !== '');
  return foldForSearch(parts.join(' | ')).slice(0, searchTextMaxLength);
}

/** The contact of an order as searched: the account (or guest customer) and the personal fields' values. */
export function contactTerms(
  customer: { username: string | null; email: string; phone: string },
  person: Readonly<Record<string, unknown>>,
): string[] {
  return [
    customer.username ?? '',
    customer.email,
    customer.phone,
    ...Object.values(person).filter((value): value is string => typeof value === 'string'),
  ];
}

/** An order's stored personal fields (JSON); a value that is not an object reads as none. */
export function parsePerson(json: string): Record<string, string> {
  const parsed: unknown = JSON.parse(json);
  if (typeof parsed !== 'object' || parsed === null) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
