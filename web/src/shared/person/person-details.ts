import type { Person } from '#common/contracts/cart-transaction.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { isRecord, removeStored, writeStored, type StoredValue } from '../../ui/storage.ts';

/** The details the customer asked to keep on this device, `<client>_person`, by field name. */
export const storedPerson: StoredValue<Record<string, unknown>> = { name: 'person', accepts: isRecord };
/** Whether they asked so (the store box), `<client>_storeUserInfo`. */
export const storedStoreChoice: StoredValue<boolean> = {
  name: 'storeUserInfo',
  accepts: (value): value is boolean => typeof value === 'boolean',
};

/** The personal fields' values as the form holds them, by field name (docs/reference/api.md#cart-transaction). */
export type PersonValues = Record<string, string | number>;

/**
 * What a personal details form keeps in its session draft: every value typed, the store box, and at checkout the
 * terms tick of this order attempt (the draft goes once the order is paid or booked).
 */
export type PersonDraft = { values: PersonValues; store: boolean; agreed: boolean };

const isFieldValue = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/** A draft read back from session storage, or null when it is not one (another version of the app wrote it). */
export function parsePersonDraft(value: unknown): PersonDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const { values, store, agreed } = value as Record<string, unknown>;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  if (typeof store !== 'boolean' || typeof agreed !== 'boolean') return null;
  const entries = Object.entries(values);
  return entries.every(([, field]) => isFieldValue(field))
    ? { values: Object.fromEntries(entries) as PersonValues, store, agreed }
    : null;
}

/** docs/reference/api.md#login-reply: the field the login reply's phone number (telefoonnummer) fills in. */
const phoneField = 'custtel';

/**
 * The form's first values: the stored person's where it has one, else each field's default; with nothing
 * stored, the phone field takes the login reply's phone number when it has one (docs/reference/api.md#login-reply).
 */
export function initialPerson(
  definitions: readonly FieldDefinition[],
  stored: Readonly<Record<string, unknown>> | null,
  telefoonnummer: string,
): PersonValues {
  const values: PersonValues = {};
  for (const definition of definitions) {
    const value = stored?.[definition.field];
    values[definition.field] = typeof value === 'string' || typeof value === 'number' ? value : definition.default;
  }
  if (!stored && telefoonnummer !== '' && phoneField in values) values[phoneField] = telefoonnummer;
  return values;
}

/** What is sent and stored: the values of the fields the customer sees, and nothing else. */
export function personToSend(definitions: readonly FieldDefinition[], values: Readonly<PersonValues>): Person {
  return Object.fromEntries(
    definitions
      .filter((definition) => !definition.hidden)
      .map((definition) => [definition.field, values[definition.field] ?? '']),
  );
}

/** Keeps the details on this device, or keeps nothing, as the customer chose with the store box. */
export function rememberPerson(person: Person, store: boolean): void {
  if (store) writeStored(storedPerson, person);
  else removeStored(storedPerson);
  writeStored(storedStoreChoice, store);
}

/** The clear-info action: no details and no choice left behind. */
export function forgetPerson(): void {
  removeStored(storedPerson);
  removeStored(storedStoreChoice);
}
