import type { Person } from '../../../../common/src/contracts/cart-transaction.ts';
import type { FieldDefinition } from '../../../../common/src/fields/field-definition.ts';
import { removeStored, writeStored } from '../../ui/storage.ts';

/** The personal fields' values as the form holds them, by field name (SPEC §3 "Person"). */
type PersonValues = Record<string, string | number>;

/** SPEC §3: the field the login reply's phone number (telefoonnummer) fills in. */
const phoneField = 'custtel';

/**
 * The form's first values: the stored person's where it has one, else each field's default; with nothing
 * stored, the phone field takes the login reply's phone number when it has one (SPEC §3).
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
  return Object.fromEntries(definitions.filter((definition) => !definition.hidden).map((definition) => [definition.field, values[definition.field] ?? '']));
}

/** Keeps the details on this device, or keeps nothing, as the customer chose with the store box. */
export function rememberPerson(person: Person, store: boolean): void {
  if (store) writeStored('person', person);
  else removeStored('person');
  writeStored('storeUserInfo', store);
}

/** The clear-info action: no details and no choice left behind. */
export function forgetPerson(): void {
  removeStored('person');
  removeStored('storeUserInfo');
}
