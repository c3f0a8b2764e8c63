import utils from 'intl-tel-input/utils';
import { describe, expect, it } from 'vitest';
import { phoneCheckFromUtils, phoneLimitError } from './phone.ts';

describe('phoneCheckFromUtils over intl-tel-input', () => {
  const checkPhone = phoneCheckFromUtils(utils);

  it.each(['+31612345678', '06 12345678', '050 123 45 67', '+44 20 7946 0958', '+49 30 901820'])(
    'accepts %s',
    (number) => {
      expect(checkPhone(number)).toBeNull();
    },
  );

  it.each([
    ['+999 12345678', 'INVALID_COUNTRY_CODE'],
    ['+31 61', 'TOO_SHORT'],
    ['+31 6123456789012', 'TOO_LONG'],
    ['bel me', 'NOT_A_NUMBER'],
    ['---', 'NOT_A_NUMBER'],
    ['06-1234567a', 'NOT_A_NUMBER'],
    ['+31 61234567', 'invalidPhone'],
    ['+1 253 0000', 'invalidPhone'],
  ])('gives %s the error %s', (number, error) => {
    expect(checkPhone(number)).toBe(error);
  });

  it.each([
    ['0470 12 34 56', 'phoneOtherCountry_be'],
    ['030 901820', 'phoneOtherCountry_de'],
    ['07400 123456', 'phoneOtherCountry_gb'],
  ])('tells that the national number %s belongs to another country: %s', (number, error) => {
    expect(checkPhone(number)).toBe(error);
  });

  it('gives no country hint for an international number or one valid in none of the countries', () => {
    expect(checkPhone('+31 470 12 34 56')).toBe('invalidPhone');
    expect(checkPhone('0999 99')).not.toMatch(/^phoneOtherCountry/);
  });

  it('holds numbers to 250 characters and 17 digits', () => {
    expect(phoneLimitError('1'.repeat(17))).toBeNull();
    expect(phoneLimitError('1'.repeat(18))).toBe('TOO_LONG');
    expect(phoneLimitError(`+31${' '.repeat(248)}`)).toBe('TOO_LONG');
    expect(checkPhone(`+31 6 1234 5678${' '.repeat(240)}`)).toBe('TOO_LONG');
  });
});
