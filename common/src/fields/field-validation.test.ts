import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from './field-definition.ts';
import { checkField, checkForm, fieldErrors, formHasErrors } from './field-validation.ts';
import type { PhoneCheck } from './phone.ts';
import { testFieldDefinition } from './test-field-definition.ts';

const definition = (overrides: Partial<FieldDefinition>): FieldDefinition =>
  testFieldDefinition({ required: true, ...overrides });
const acceptAll: PhoneCheck = () => null;
const options = { checkPhone: acceptAll };
const noFlags = { required: false, minlen: false, maxlen: false, minval: false, maxval: false, valid: false };

const passengers = definition({ field: 'passengerCount', type: 'number', min: 1, max: 8 });
const vehicle = definition({
  field: 'vehicleClass',
  type: 'select',
  options: [
    { id: 'sedan', text: 'Sedan' },
    { id: 'van', text: 'Busje' },
  ],
});
const name = definition({ field: 'custname', minlen: 2, maxlen: 60 });
const email = definition({ field: 'custemail', type: 'email', maxlen: 254 });
const phone = definition({ field: 'custtel', type: 'phone' });

describe('checkField', () => {
  it('passes a valid value with no flags', () => {
    expect(checkField(name, 'Jan', options)).toEqual({ flags: noFlags, message: '' });
    expect(checkField(passengers, 4, options)).toEqual({ flags: noFlags, message: '' });
    expect(checkField(passengers, '8', options)).toEqual({ flags: noFlags, message: '' });
  });

  it('says what to do for an empty required value: the name, email and phone their own, any other by its label', () => {
    expect(checkField(name, '', options)).toEqual({
      flags: { ...noFlags, required: true, minlen: true },
      message: 'requiredName',
    });
    expect(checkField(email, ' ', options)).toEqual({
      flags: { ...noFlags, required: true, valid: true },
      message: 'requiredEmail',
    });
    expect(checkField(phone, '', options)).toEqual({ flags: { ...noFlags, required: true }, message: 'requiredPhone' });
    expect(checkField(definition({}), '   ', options)).toEqual({
      flags: { ...noFlags, required: true },
      message: 'requiredField',
    });
    expect(checkField(definition({}), undefined, options).message).toBe('requiredField');
    expect(checkField(passengers, '', options)).toEqual({
      flags: { ...noFlags, required: true, minval: true },
      message: 'requiredField',
    });
    expect(checkField(vehicle, '', options)).toEqual({
      flags: { ...noFlags, required: true, valid: true },
      message: 'requiredChoice',
    });
  });

  it('flags a value shorter than minlen: warnToShort', () => {
    expect(checkField(name, 'J', options)).toEqual({ flags: { ...noFlags, minlen: true }, message: 'warnToShort' });
  });

  it('flags a value longer than the maximum length: warnToLong', () => {
    expect(checkField(name, 'J'.repeat(61), options)).toEqual({
      flags: { ...noFlags, maxlen: true },
      message: 'warnToLong',
    });
    expect(checkField(name, 'J'.repeat(60), options).message).toBe('');
  });

  it('flags a number below a positive minimum: warnMinval', () => {
    expect(checkField(passengers, 0, options)).toEqual({ flags: { ...noFlags, minval: true }, message: 'warnMinval' });
  });

  it('flags a number above a positive maximum: warnMaxval', () => {
    expect(checkField(passengers, 9, options)).toEqual({ flags: { ...noFlags, maxval: true }, message: 'warnMaxval' });
  });

  it('checks no bound that is 0', () => {
    const unbounded = definition({ type: 'number' });
    expect(checkField(unbounded, 0, options).message).toBe('');
    expect(checkField(unbounded, 100_000, options).message).toBe('');
  });

  it('flags a number that is not a whole number: warnInvalid (minval when below the minimum)', () => {
    expect(checkField(passengers, '2.5', options)).toEqual({
      flags: { ...noFlags, minval: true, valid: true },
      message: 'warnMinval',
    });
    expect(checkField(definition({ type: 'number', max: 8 }), 'abc', options)).toEqual({
      flags: { ...noFlags, valid: true },
      message: 'warnInvalid',
    });
  });

  it('flags a select value that is not one of the options: warnInvalid', () => {
    expect(checkField(vehicle, 'van', options).message).toBe('');
    expect(checkField(vehicle, 'limousine', options)).toEqual({
      flags: { ...noFlags, valid: true },
      message: 'warnInvalid',
    });
  });

  it('flags an invalid email: invalidEmail', () => {
    expect(checkField(email, 'jan@example.nl', options).message).toBe('');
    expect(checkField(email, 'jan@example', options)).toEqual({
      flags: { ...noFlags, valid: true },
      message: 'invalidEmail',
    });
  });

  it("gives the phone check's error as the message", () => {
    const tooShort: PhoneCheck = () => 'TOO_SHORT';
    expect(checkField(phone, '+3161', { checkPhone: tooShort })).toEqual({
      flags: { ...noFlags, valid: true },
      message: 'TOO_SHORT',
    });
    expect(checkField(phone, '+31612345678', options).message).toBe('');
  });

  it('refuses a phone number over 250 characters or 17 digits without asking the phone check', () => {
    const never: PhoneCheck = () => {
      throw new Error('not to be called');
    };
    expect(checkField(phone, '1'.repeat(18), { checkPhone: never }).message).toBe('TOO_LONG');
    expect(checkField(phone, `+31${' '.repeat(250)}6`, { checkPhone: never }).message).toBe('TOO_LONG');
    expect(checkField(phone, '', { checkPhone: never })).toEqual({
      flags: { ...noFlags, required: true },
      message: 'requiredPhone',
    });
  });

  it('runs no checks on a field that is not required, as docs/reference/record-layout.md#messages says', () => {
    const optional = { required: false };
    expect(checkField({ ...passengers, ...optional }, 99, options).message).toBe('');
    expect(checkField({ ...email, ...optional }, 'geen email', options).message).toBe('');
    expect(checkField({ ...name, ...optional }, 'J'.repeat(100), options).message).toBe('');
  });

  it('does not validate a hidden field', () => {
    expect(checkField({ ...name, hidden: true }, '', options)).toEqual({ flags: noFlags, message: '' });
  });
});

describe('checkForm, formHasErrors and fieldErrors', () => {
  const fields = [passengers, vehicle, { ...name, hidden: true }];

  it('checks every visible field by its name and leaves hidden ones out', () => {
    const checks = checkForm(fields, { passengerCount: 2, vehicleClass: 'sedan' }, options);
    expect(Object.keys(checks)).toEqual(['passengerCount', 'vehicleClass']);
    expect(formHasErrors(checks)).toBe(false);
    expect(fieldErrors(checks)).toEqual({});
  });

  it('reports the failing fields', () => {
    const checks = checkForm(fields, { passengerCount: 9, vehicleClass: { not: 'a value' } }, options);
    expect(formHasErrors(checks)).toBe(true);
    expect(fieldErrors(checks)).toEqual({ passengerCount: 'warnMaxval', vehicleClass: 'requiredChoice' });
  });
});
