import type { FieldDefinition } from './field-definition.ts';
import { isValidEmail } from './email.ts';
import { phoneLimitError, type PhoneCheck, type PhoneError } from './phone.ts';
import { oneLine } from './one-line.ts';

/** The validation flags of docs/reference/record-layout.md#flags; a flag is true when its check fails. */
export interface FieldFlags {
  required: boolean;
  minlen: boolean;
  maxlen: boolean;
  minval: boolean;
  maxval: boolean;
  valid: boolean;
}

/**
 * What an empty required field says: what to type or choose. The name, email and phone have their own text;
 * `requiredField` and `requiredChoice` name the field by its label (`{{label}}`), as the layout's operator gave it.
 */
export type RequiredMessageKey =
  'requiredName' | 'requiredEmail' | 'requiredPhone' | 'requiredChoice' | 'requiredField';

/**
 * Message keys of docs/reference/record-layout.md#messages (the phone errors are intl-tel-input's names), and those of
 * an empty required field.
 */
export type FieldMessageKey =
  | 'warnMaxval'
  | 'warnMinval'
  | 'warnInvalid'
  | 'warnToShort'
  | 'warnToLong'
  | 'invalidEmail'
  | PhoneError
  | RequiredMessageKey;

export interface FieldCheck {
  flags: FieldFlags;
  /** The message to show, '' when every check passes. */
  message: FieldMessageKey | '';
}

export type FieldValue = string | number | null | undefined;

export interface FieldCheckOptions {
  checkPhone: PhoneCheck;
}

const noFlags: FieldFlags = {
  required: false,
  minlen: false,
  maxlen: false,
  minval: false,
  maxval: false,
  valid: false,
};
const passed: FieldCheck = { flags: noFlags, message: '' };

/**
 * A value as the checks see it and as it is kept: text, trimmed (a value of spaces only is empty); a text field's (a
 * name) on one line, its line breaks and control characters made one space (`oneLine`).
 */
export function fieldText(definition: Pick<FieldDefinition, 'type'>, value: FieldValue): string {
  if (value === null || value === undefined) return '';
  return definition.type === 'text' ? oneLine(String(value)) : String(value).trim();
}

/** Whole numbers only: the number input strips everything but digits. */
const wholeNumber = /^\d+$/;

/**
 * Whether the value passes the type's pattern ("valid").
 * - E: the email rule.
 * - T: the value is one of the field's options. The wire format once gave T a digits/plus/minus pattern; option
 *   ids are words here ('sedan'), and membership is the check that keeps a made-up value out.
 * - N: a whole number (the wire format gives N no pattern: a value such as '2.5' or 'abc' is refused).
 * - P: the injected phone check, after the 250-character / 17-digit limit.
 */
function patternError(definition: FieldDefinition, text: string, options: FieldCheckOptions): FieldMessageKey | null {
  switch (definition.type) {
    case 'email':
      return isValidEmail(text) ? null : 'invalidEmail';
    case 'select':
      return definition.options.length === 0 || definition.options.some((option) => option.id === text)
        ? null
        : 'warnInvalid';
    case 'number':
      return text === '' || wholeNumber.test(text) ? null : 'warnInvalid';
    case 'phone':
      if (text === '') return null;
      return phoneLimitError(text) ?? options.checkPhone(text);
    default:
      return null;
  }
}

/**
 * The flags and the message of one field (docs/reference/record-layout.md#messages). A hidden field is not validated,
 * and a field that is not required runs no checks at all (docs/reference/record-layout.md#messages).
 */
export function checkField(definition: FieldDefinition, value: FieldValue, options: FieldCheckOptions): FieldCheck {
  if (definition.hidden || !definition.required) return passed;
  const text = fieldText(definition, value);
  const isNumber = definition.type === 'number';
  const number = wholeNumber.test(text) ? Number(text) : Number.NaN;
  const invalid = patternError(definition, text, options);
  const flags: FieldFlags = {
    required: text === '',
    minlen: definition.minlen > 0 && text.length < definition.minlen,
    maxlen: definition.maxlen > 0 && text.length > definition.maxlen,
    // Value bounds concern numbers only; a number that is not one is below any positive minimum.
    minval: isNumber && definition.min > 0 && (text === '' || Number.isNaN(number) || number < definition.min),
    maxval: isNumber && definition.max > 0 && number > definition.max,
    valid: invalid !== null,
  };
  return { flags, message: messageOf(definition, flags, invalid) };
}

/** The personal name field of the userinfo layouts: the only text field with a text of its own. */
const nameField = 'custname';

function requiredMessage(definition: FieldDefinition): RequiredMessageKey {
  if (definition.type === 'email') return 'requiredEmail';
  if (definition.type === 'phone') return 'requiredPhone';
  if (definition.type === 'select') return 'requiredChoice';
  return definition.field === nameField ? 'requiredName' : 'requiredField';
}

/**
 * An empty required field asks for a value first (whatever else its emptiness fails); otherwise the order of
 * docs/reference/record-layout.md#messages: maxval, minval, valid, minlen, maxlen.
 */
function messageOf(
  definition: FieldDefinition,
  flags: FieldFlags,
  invalid: FieldMessageKey | null,
): FieldMessageKey | '' {
  if (flags.required) return requiredMessage(definition);
  if (flags.maxval) return 'warnMaxval';
  if (flags.minval) return 'warnMinval';
  if (invalid !== null) return invalid;
  if (flags.minlen) return 'warnToShort';
  if (flags.maxlen) return 'warnToLong';
  return '';
}

/** Every visible field's check, keyed by field name; `values` holds the values by field name. */
export function checkForm(
  definitions: readonly FieldDefinition[],
  values: Readonly<Record<string, unknown>>,
  options: FieldCheckOptions,
): Record<string, FieldCheck> {
  const checks: Record<string, FieldCheck> = {};
  for (const definition of definitions) {
    if (definition.hidden) continue;
    const value = values[definition.field];
    checks[definition.field] = checkField(
      definition,
      typeof value === 'string' || typeof value === 'number' ? value : undefined,
      options,
    );
  }
  return checks;
}

/** docs/reference/record-layout.md#flags: a form has errors if any flag is true. */
export function formHasErrors(checks: Readonly<Record<string, FieldCheck>>): boolean {
  return Object.values(checks).some((check) => Object.values(check.flags).some(Boolean));
}

/** The message of every failing field, keyed by field name (the `fielderrors` of a reply). */
export function fieldErrors(checks: Readonly<Record<string, FieldCheck>>): Record<string, FieldMessageKey> {
  const errors: Record<string, FieldMessageKey> = {};
  for (const [field, check] of Object.entries(checks)) if (check.message !== '') errors[field] = check.message;
  return errors;
}
