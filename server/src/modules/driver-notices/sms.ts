import type { TwilioSettings } from '../../config.ts';

/** One way to send a text message; every provider behind it (docs/decisions/041-driver-notifications.md). */
export interface SmsProvider {
  readonly name: string;
  /** `to` in E.164 (`+31612345678`); resolves with the provider's id of the message, rejects when it was refused. */
  send(to: string, text: string): Promise<{ id: string }>;
}

export class SmsError extends Error {
  override name = 'SmsError';
  readonly status: number;
  readonly code: number | undefined;
  constructor(message: string, status: number, code?: number) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** How long one provider call may take: a notice is sent in the background, but never waits forever. */
const smsTimeoutMs = 10_000;

/**
 * Twilio's Messages API: `POST {api}/2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded `To`, `Body` and
 * `From` (a number or a sender name) or `MessagingServiceSid` (MG…), HTTP Basic with the account SID and auth token;
 * 201 with the message's `sid`, else `{ code, message, status }`.
 */
export function twilioSms(settings: TwilioSettings): SmsProvider {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const sender: [string, string] = /^MG[0-9a-fA-F]{32}$/.test(settings.from)
    ? ['MessagingServiceSid', settings.from]
    : ['From', settings.from];
  return {
    name: 'twilio',
    async send(to, text) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams([['To', to], sender, ['Body', text]]).toString(),
        signal: AbortSignal.timeout(smsTimeoutMs),
      });
      const reply = (await response.json().catch(() => ({}))) as { sid?: unknown; code?: unknown };
      if (!response.ok || typeof reply.sid !== 'string') {
        // Twilio's own message may repeat the number: only its status and code go into the error (and the log).
        const code = Number(reply.code) || undefined;
        throw new SmsError(
          `Twilio refused the message: HTTP ${response.status}, code ${code ?? '-'}`,
          response.status,
          code,
        );
      }
      return { id: reply.sid };
    },
  };
}

/** The configured provider, or none: then nothing is texted, and nothing fails for it. */
export function createSmsProvider(settings: TwilioSettings | undefined): SmsProvider | undefined {
  return settings?.provider === 'twilio' ? twilioSms(settings) : undefined;
}

/**
 * A phone number as the providers take it, E.164 (`+31612345678`), or undefined when it is no such number. A number
 * without a country code is Dutch: `06 1234 5678` → `+31612345678`; `0031…` and `+31 (0)6…` are read as well.
 */
export function toE164(phone: string): string | undefined {
  let digits = phone.replace(/\(0\)/g, '').replace(/[\s\-()./]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  else if (/^0[1-9]/.test(digits)) digits = `+31${digits.slice(1)}`;
  if (!/^\+[1-9]\d{7,14}$/.test(digits)) return undefined;
  // A Dutch number has nine digits after the country code.
  if (digits.startsWith('+31') && digits.length !== 12) return undefined;
  return digits;
}
