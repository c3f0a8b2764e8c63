/**
 * The record-layout field engine (docs/reference/record-layout.md), shared by the browser (instant feedback) and the
 * server (the authority). Its modules, each imported directly:
 * - field-definition: layout entry → field definition; field-translations: the lbl-/i-/opt- bundles;
 * - field-validation: flags and messages per field, per form; email, phone: the type rules;
 * - number-input: the number widget's rules; trip-datetime: pickup times in Europe/Amsterdam;
 * - trip-validation: `validateTrip`, the trip-level rules plus the trip fields.
 */
import type { LayoutEntry } from '../contracts/layout.ts';

/**
 * Input types of docs/reference/record-layout.md#layout-entry, one per layout type code
 * (docs/reference/record-layout.md#type-codes).
 */
export type FieldInputType = 'text' | 'select' | 'number' | 'phone' | 'email' | 'textarea' | 'hidden';

export const inputTypeOfCode: Record<LayoutEntry['type'], FieldInputType> = {
  A: 'text',
  T: 'select',
  N: 'number',
  P: 'phone',
  E: 'email',
  X: 'textarea',
  R: 'hidden',
};

export interface FieldOption {
  id: string;
  /** The operator's (Dutch) text; the translated text sits under `optionKey(field, id)`. */
  text: string;
}

/** A form field built from one record-layout entry (docs/reference/record-layout.md#layout-entry). */
export interface FieldDefinition {
  id: number;
  /** The property the value is stored under (on the trip, or in the person). */
  field: string;
  type: FieldInputType;
  labelKey: string;
  infoKey: string;
  options: FieldOption[];
  required: boolean;
  default: string;
  /** 0 means no minimum value (only a positive minimum is checked: docs/reference/record-layout.md#flags). */
  min: number;
  /** 0 means no maximum value. */
  max: number;
  /** 0 means no minimum length. */
  minlen: number;
  /** 0 means no maximum length. */
  maxlen: number;
  /** Not shown and not validated: type R, or vv19 = J whatever the type. */
  hidden: boolean;
}

export const labelKey = (field: string): string => `lbl-${field}`;
export const infoKey = (field: string): string => `i-${field}`;
export const optionKey = (field: string, optionId: string): string => `opt-${field}-${optionId}`;

/**
 * The name generated for an entry whose fieldname is not unique in its layout
 * (docs/reference/record-layout.md#layout-entry).
 */
export const generatedFieldName = (id: number): string => `field${id}`;

/**
 * The field name of every entry, in layout order: its fieldname, or `field<id>` for every entry
 * that shares its fieldname with another one (no entry's value silently overwrites another's).
 */
export function fieldNames(layout: readonly LayoutEntry[]): string[] {
  const counts = new Map<string, number>();
  for (const entry of layout) counts.set(entry.fieldname, (counts.get(entry.fieldname) ?? 0) + 1);
  return layout.map((entry) => (counts.get(entry.fieldname) === 1 ? entry.fieldname : generatedFieldName(entry.id)));
}

function definitionOf(entry: LayoutEntry, field: string): FieldDefinition {
  return {
    id: entry.id,
    field,
    type: inputTypeOfCode[entry.type],
    labelKey: labelKey(field),
    infoKey: infoKey(field),
    options: entry.tabel.map((option) => ({ id: option.id, text: option.omschrijving })),
    required: entry.verplicht === 'J',
    default: entry.default,
    min: entry.minval,
    max: entry.maxval,
    minlen: entry.minlen,
    maxlen: entry.lengte,
    hidden: entry.type === 'R' || entry.vv19 === 'J',
  };
}

/** The field definitions of a record layout, in layout order. */
export function fieldDefinitions(layout: readonly LayoutEntry[]): FieldDefinition[] {
  const names = fieldNames(layout);
  return layout.map((entry, index) => definitionOf(entry, names[index] ?? generatedFieldName(entry.id)));
}
