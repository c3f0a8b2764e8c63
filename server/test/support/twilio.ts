import { randomBytes } from 'node:crypto';
import https from 'node:https';
import { listen, readBodyBuffer, standInTls } from './stand-in-http.ts';

/** The account the stand-in knows; any other SID or token is refused as Twilio refuses it (401, code 20003). */
export const twilioAccount = {
  sid: `AC${'0123456789abcdef'.repeat(2)}`,
  token: 'stand-in-auth-token',
  from: '+3197010203040',
};

export interface TextedMessage {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
}

/**
 * Twilio's Messages API on 127.0.0.1 (HTTPS): `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded,
 * HTTP Basic with the account SID and auth token; answers 201 with the message resource, or Twilio's error shape
 * `{ code, message, more_info, status }` (20003 authenticate, 21211 invalid To, 21602 no Body, 21604 no From).
 */
export async function startTwilio() {
  const messages: TextedMessage[] = [];
  const requests: Array<{ method: string; url: string; contentType: string; authorization: string }> = [];
  const server = https.createServer(standInTls, async (request, response) => {
    const raw = (await readBodyBuffer(request)).toString('utf8');
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      authorization: request.headers.authorization ?? '',
    });
    const fail = (status: number, code: number, message: string) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }));
    const path = `/2010-04-01/Accounts/${twilioAccount.sid}/Messages.json`;
    const basic = `Basic ${Buffer.from(`${twilioAccount.sid}:${twilioAccount.token}`).toString('base64')}`;
    if (request.headers.authorization !== basic) return fail(401, 20003, 'Authenticate');
    if (request.method !== 'POST' || request.url !== path)
      return fail(404, 20404, 'The requested resource was not found');
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return fail(400, 21602, 'Message body is required.');
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const from = form.get('From') ?? undefined;
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return fail(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (body === '') return fail(400, 21602, 'Message body is required.');
    if (!from && !messagingServiceSid) return fail(400, 21604, "A 'From' phone number is required.");
    const sid = `SM${randomBytes(16).toString('hex')}`;
    messages.push({ sid, to, from, messagingServiceSid, body });
    response.writeHead(201, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        sid,
        account_sid: twilioAccount.sid,
        to,
        from: from ?? null,
        messaging_service_sid: messagingServiceSid ?? null,
        body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        error_code: null,
        error_message: null,
        uri: `/2010-04-01/Accounts/${twilioAccount.sid}/Messages/${sid}.json`,
      }),
    );
  });
  const listening = await listen(server);
  return {
    ...listening,
    messages,
    requests,
    /** The server's environment that sends through this stand-in. */
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: twilioAccount.sid,
      TWILIO_AUTH_TOKEN: twilioAccount.token,
      TWILIO_FROM: twilioAccount.from,
      TWILIO_API_URL: listening.url,
    },
  };
}
