import type { Person } from '#common/contracts/cart-transaction.ts';
import type { FieldDefinition } from '#common/fields/field-definition.ts';
import { checkForm, fieldErrors, fieldText, formHasErrors } from '#common/fields/field-validation.ts';
import { layoutFields } from '../tenants/layout-fields.ts';
import type { Tenant } from '../tenants/tenant-registry.ts';
import { serverPhoneCheck } from '../trips/phone-check.ts';

/** The tenant's personal fields (the `userinfo` record layout). */
const personFields = (tenant: Tenant): FieldDefinition[] => layoutFields(tenant, 'userinfo');

/** Who the order is for, as the mails and the operator need it. */
export interface Contact {
  name: string;
  email: string;
  phone: string;
}

export type PersonCheck =
  { ok: true; person: Record<string, string>; contact: Contact } | { ok: false; fielderrors: Record<string, string> };

/**
 * The personal fields checked by the shared field engine against the tenant's layout (docs/reference/record-layout.md),
 * the server being the authority. Kept: the layout's visible fields, as trimmed text (a one-line field on one line); anything else the browser sent is
 * dropped.
 */
export function checkPerson(tenant: Tenant, sent: Person): PersonCheck {
  const definitions = personFields(tenant).filter((definition) => !definition.hidden);
  const checks = checkForm(definitions, sent, { checkPhone: serverPhoneCheck });
  if (formHasErrors(checks)) return { ok: false, fielderrors: fieldErrors(checks) };
  const person: Record<string, string> = {};
  for (const definition of definitions) {
    person[definition.field] = fieldText(definition, sent[definition.field]);
  }
  return { ok: true, person, contact: contactOfPerson(tenant, person) };
}

/**
 * The name, email and phone among the fields: the first field of type email and of type phone; the name is the
 * field `custname` (the usual layout's), else the first text field. A layout without one gives ''.
 */
export function contactOfPerson(tenant: Tenant, person: Readonly<Record<string, string>>): Contact {
  const definitions = personFields(tenant).filter((definition) => !definition.hidden);
  const valueOf = (definition: FieldDefinition | undefined) => (definition ? (person[definition.field] ?? '') : '');
  const name =
    definitions.find((definition) => definition.field === 'custname') ??
    definitions.find((definition) => definition.type === 'text');
  return {
    name: valueOf(name),
    email: valueOf(definitions.find((definition) => definition.type === 'email')),
    phone: valueOf(definitions.find((definition) => definition.type === 'phone')),
  };
}

/** Someone other than the booker who travels (docs/decisions/049-companies.md): the name and phone on each trip. */
export interface Passenger {
  name: string;
  phone: string;
}

/** The passenger's phone checked as every phone of the product: null when valid (or no passenger), else its key. */
export function checkPassenger(passenger: Passenger | null): string | null {
  return passenger ? serverPhoneCheck(passenger.phone) : null;
}
