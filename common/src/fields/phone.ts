/**
 * The countries offered first, the Netherlands on top (docs/reference/record-layout.md#phone; Belgium is
 * among them because Belgian travellers are core customers of airport transfers, decision 013).
 */
export const preferredPhoneCountries = ['nl', 'be', 'gb', 'de', 'fr'] as const;
type PreferredPhoneCountry = (typeof preferredPhoneCountries)[number];

/**
 * A national number that is not valid in the chosen country but is in another preferred one: the message says to
 * choose that country or to type its code (`phoneOtherCountry_be`: "Kies het land of begin met +32").
 */
export type OtherCountryError = `phoneOtherCountry_${Exclude<PreferredPhoneCountry, 'nl'>}`;

/**
 * The phone errors of docs/reference/record-layout.md#phone: intl-tel-input's validation error names, invalidPhone for
 * the rest, and the hint for a number of another preferred country.
 */
export type PhoneError =
  'INVALID_COUNTRY_CODE' | 'TOO_SHORT' | 'TOO_LONG' | 'NOT_A_NUMBER' | 'invalidPhone' | OtherCountryError;

/**
 * Checks one phone number as typed (international or national Dutch): null when valid.
 * Injected, because the browser checks with intl-tel-input's lazily loaded utilities and the server with the
 * same library loaded in Node; the rest of the field engine is shared.
 */
export type PhoneCheck = (value: string) => PhoneError | null;

/** docs/reference/record-layout.md#phone: a phone number is at most 250 input characters and 17 digits. */
export const phoneLimits = { characters: 250, digits: 17 } as const;

/** Keeps what was typed within 17 digits; the 250 characters are the input's maxLength. */
export function limitDigits(text: string): string {
  let digits = 0;
  let end = 0;
  for (const char of text) {
    if (/\d/.test(char)) digits += 1;
    if (digits > phoneLimits.digits) break;
    end += char.length;
  }
  return text.slice(0, end);
}

export function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** TOO_LONG for a number over the limits, before any library sees it. */
export function phoneLimitError(value: string): PhoneError | null {
  return value.length > phoneLimits.characters || countDigits(value) > phoneLimits.digits ? 'TOO_LONG' : null;
}

/** The part of intl-tel-input's utilities (`intl-tel-input/utils`) the phone check uses. */
export interface PhoneUtils {
  isValidNumberPrecise(number: string, iso2: string | undefined): boolean;
  getValidationError(number: string, iso2: string | undefined): string | null;
}

/** The first other preferred country a national number is valid in, as its hint; null for none. */
function otherCountryError(utils: PhoneUtils, value: string, iso2: string): OtherCountryError | null {
  if (value.trim().startsWith('+')) return null;
  for (const country of preferredPhoneCountries) {
    if (country !== 'nl' && country !== iso2 && utils.isValidNumberPrecise(value, country))
      return `phoneOtherCountry_${country}`;
  }
  return null;
}

/**
 * docs/reference/record-layout.md#phone: the phone input starts in the Netherlands, so a national number is read as
 * Dutch.
 */
export const initialPhoneCountry = 'nl';

/** Anything but digits, spaces and the usual separators is not a phone number. */
const phoneCharacters = /^\+?[\d\s().\-/]*$/;
const libraryErrors: ReadonlySet<string> = new Set<PhoneError>(['INVALID_COUNTRY_CODE', 'TOO_SHORT', 'TOO_LONG']);

/**
 * The phone check over intl-tel-input's utilities, the same in the browser (the lazily loaded script) and on
 * the server (the module imported in Node). The precise check (number ranges, not only lengths): the driver
 * calls this number, and a Dutch mobile number with a digit missing has a possible length. The library no
 * longer reports NOT_A_NUMBER, so letters or a value without digits are caught here; a national number valid in
 * another preferred country gets that country's hint; any other failure (a number of possible length outside the
 * country's ranges, a local-only number) is invalidPhone.
 */
export function phoneCheckFromUtils(utils: PhoneUtils, iso2: string = initialPhoneCountry): PhoneCheck {
  return (value) => {
    if (!phoneCharacters.test(value) || countDigits(value) === 0) return 'NOT_A_NUMBER';
    const limit = phoneLimitError(value);
    if (limit) return limit;
    if (utils.isValidNumberPrecise(value, iso2)) return null;
    const other = otherCountryError(utils, value, iso2);
    if (other) return other;
    const error = utils.getValidationError(value, iso2);
    return error !== null && libraryErrors.has(error) ? (error as PhoneError) : 'invalidPhone';
  };
}
