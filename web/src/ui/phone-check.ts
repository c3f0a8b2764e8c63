import type { PhoneCheck } from '#common/fields/phone.ts';

let loaded: PhoneCheck | null = null;

/** Called by the phone input once intl-tel-input's utilities have loaded. */
export function registerPhoneCheck(check: PhoneCheck): void {
  loaded = check;
}

/**
 * The browser's phone check for the field engine. Until the utilities have loaded (they come with the first
 * phone field shown) a number is not judged here; the server checks it with the same rules anyway.
 */
export const checkPhone: PhoneCheck = (value) => (loaded ? loaded(value) : null);
