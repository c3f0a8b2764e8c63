/**
 * The general pattern of the bundled checker docs/reference/record-layout.md#email describes (the `email-validator`
 * package's).
 */
const emailPattern =
  /^[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~](\.?[-!#$%&'*+/0-9=?A-Z^_a-z`{|}~])*@[a-zA-Z0-9](-*\.?[a-zA-Z0-9])*\.[a-zA-Z](-?[a-zA-Z0-9])+$/;

export const emailLimits = { total: 254, localPart: 64, domainLabel: 63 } as const;

/**
 * The email rule of docs/reference/record-layout.md#email: fails when empty, longer than 254 characters, not matching
 * the general pattern, with a local part longer than 64 or a domain label longer than 63 characters. The length is
 * checked before the pattern so a huge input never reaches the regular expression.
 */
export function isValidEmail(value: string): boolean {
  if (value === '' || value.length > emailLimits.total) return false;
  if (!emailPattern.test(value)) return false;
  const at = value.indexOf('@');
  if (at > emailLimits.localPart) return false;
  return value
    .slice(at + 1)
    .split('.')
    .every((label) => label.length <= emailLimits.domainLabel);
}
