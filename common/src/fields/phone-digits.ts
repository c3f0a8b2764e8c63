/**
 * A phone number as the caller lookup compares it (docs/reference/desk.md#a-booking-taken-by-phone): its digits in the
 * international form without `+` or `00`, a Dutch national number (`0…`) with the country code 31. `06-20110866`,
 * `+31 6 2011 0866` and `0031620110866` are all `31620110866`; '' for what has too few digits to be a number.
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6) return '';
  if (value.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `31${digits.slice(1)}`;
  return digits;
}
