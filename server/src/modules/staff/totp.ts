import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const totpParams = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
/** A code of the step before or after is still taken: the phone's clock may be a little off. */
export const totpWindow = 1;

/** A new secret of 160 bits (RFC 4226's recommendation), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({ issuer, label, secret: Secret.fromBase32(secret), ...totpParams });

/** The time step a code is valid for now (within the window), or undefined for a wrong code. */
export function stepOfCode(secret: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: totpWindow });
  return delta === null ? undefined : TOTP.counter({ period: totpParams.period, timestamp }) + delta;
}

/** The code of a secret at a moment: for the CLI's `staff code` and for tests. */
export const codeAt = (secret: string, now = new Date()): string =>
  totpOf(secret).generate({ timestamp: now.getTime() });

export interface Enrolment {
  otpauthUri: string;
  secret: string;
  /** The URI as a QR code: an SVG document, made here so the browser needs no QR library. */
  qrSvg: string;
}

/** What an authenticator app needs to take the secret on: issuer the operator, label the staff member's email. */
export async function enrolment(secret: string, issuer: string, label: string): Promise<Enrolment> {
  const otpauthUri = totpOf(secret, issuer, label).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, secret, qrSvg };
}
