/**
 * The QR code of an enrolment as an image source: the server's SVG document as a `data:` URL, so that the browser
 * draws it as a picture and never runs or inserts it as markup (docs/reference/api.md#admin-login).
 */
export function qrImageSource(svg: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(svg)) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** The base32 secret in groups of four, as one types it into an authenticator app by hand. */
export function secretInGroups(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** What is wrong with a typed code before it is sent: six digits, spaces allowed (`123 456`, as apps show it). */
export function codeProblem(code: string): 'deskCodeMissing' | 'deskCodeFormat' | null {
  const digits = code.replace(/\s/g, '');
  if (digits === '') return 'deskCodeMissing';
  return /^\d{6}$/.test(digits) ? null : 'deskCodeFormat';
}
