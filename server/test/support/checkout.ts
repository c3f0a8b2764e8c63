import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { CartTransactionReply } from '../../../common/src/contracts/cart-transaction.ts';
import { trip } from './trips.ts';

/** The demo tenant's personal fields, filled in as a customer does. */
export const person = { custname: 'Jan de Vries', custemail: 'jan@example.com', custtel: '+31612345678', remarks: '' };

/** What the server quotes for `trip()` (Herestraat 12 to Station Groningen on a weekday afternoon): the minimum fare. */
export const serverPrice = '12.50';

/** A cart of one trip at the server's price, checked out as the SPA does from http://localhost:8080/checkout. */
export const cart = (overrides: Record<string, unknown> = {}) => ({
  lang: 'nl',
  person,
  trips: [trip({ price: serverPrice })],
  returnPath: 'http://localhost:8080/checkout',
  agreeTerms: true,
  ...overrides,
});

/** The same cart for a customer of their own (a remark of their own makes another cart): tests stay apart. */
export const cartOf = (remarks: string, overrides: Record<string, unknown> = {}) => cart({ person: { ...person, remarks }, ...overrides });

export async function checkOut(app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}): Promise<{ response: LightMyRequestResponse; reply: CartTransactionReply }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/cart_transaction.json',
    headers: { host: 'localhost:8080', ...headers },
    payload: payload as object,
  });
  return { response, reply: response.json() };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The payment id of a simulator payment form, which must be exactly the form the SPA submits. */
export function simulatorPaymentId(form: string, publicUrl: string): string {
  const match = new RegExp(`^<form method="get" action="${escapeRegExp(publicUrl)}/pay/simulator/(sim_[A-Za-z0-9_-]{24})"></form>$`).exec(form);
  if (!match?.[1]) throw new Error(`not a simulator payment form: ${form}`);
  return match[1];
}

/** A button of the simulator's hosted page, as the browser posts it. */
export const pressButton = (app: FastifyInstance, paymentId: string, outcome: string) =>
  app.inject({
    method: 'POST',
    url: `/pay/simulator/${paymentId}`,
    headers: { host: 'localhost:8080', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome }).toString(),
  });

/** A provider's webhook call: the payment id, form-encoded, and nothing else. */
export const postWebhook = (app: FastifyInstance, provider: string, paymentId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/payments/webhook/${provider}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ id: paymentId }).toString(),
  });

/** The customer coming back from the provider. */
export const returnFromProvider = (app: FastifyInstance, orderId: number | string, host = 'localhost:8080') =>
  app.inject({ method: 'GET', url: `/api/payments/return/${orderId}`, headers: { host } });

export const findOrderRow = (app: FastifyInstance, orderId: number) => app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();

export const findSimulatorPayment = (app: FastifyInstance, paymentId: string) =>
  app.db.selectFrom('simulator_payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

/** The orders a cart of `remarks` (see cartOf) made. */
export async function ordersWithRemarks(app: FastifyInstance, remarks: string) {
  const rows = await app.db.selectFrom('orders').selectAll().orderBy('id').execute();
  return rows.filter((row) => (JSON.parse(row.person) as Record<string, string>).remarks === remarks);
}

/** A message the outbox mailer wrote (DATA_DIR/outbox, no SMTP_URL), its headers decoded. */
export interface OutboxMail {
  file: string;
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as text. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes: number[] = [];
    for (let index = 0; index < text.length; index++) {
      const char = text[index] ?? '';
      if (char === '_') bytes.push(0x20);
      else if (char === '=') {
        bytes.push(Number.parseInt(text.slice(index + 1, index + 3), 16));
        index += 2;
      } else bytes.push(char.charCodeAt(0));
    }
    return Buffer.from(bytes).toString('utf8');
  });
}

/** The first text/plain part of a raw message, its transfer encoding undone. */
function plainText(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="([^"]+)"/g)].map((match) => escapeRegExp(match[1] ?? ''));
  if (boundaries.length === 0) return '';
  const part = new RegExp(`\\r\\nContent-Type: text/plain[^\\r]*\\r\\n((?:[^\\r]+\\r\\n)*)\\r\\n([\\s\\S]*?)\\r\\n--(?:${boundaries.join('|')})`, 'i').exec(raw);
  if (!part) return '';
  const [, headers = '', body = ''] = part;
  const encoding = /Content-Transfer-Encoding: ([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const softBreaksGone = body.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < softBreaksGone.length; index++) {
    const char = softBreaksGone[index] ?? '';
    if (char === '=' && /^[0-9A-F]{2}$/i.test(softBreaksGone.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(softBreaksGone.slice(index + 1, index + 3), 16));
      index += 2;
    } else bytes.push(...Buffer.from(char, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n');
}

/** Every message in the outbox, oldest first (the files are named by time). */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml') && !file.startsWith('.')).sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(dir, file), 'utf8');
      const head = (raw.split('\r\n\r\n')[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
      const header = (name: string) => decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '');
      return { file, from: header('From'), to: header('To'), replyTo: header('Reply-To'), subject: header('Subject'), text: plainText(raw) };
    }),
  );
}

/** The messages about one order: their subjects name its reference D{klantNr}/{orderId}. */
export async function mailsAbout(dataDir: string, order: { klantNr: number | null; orderId: number | null }): Promise<OutboxMail[]> {
  const reference = new RegExp(`\\bD${order.klantNr}/${order.orderId}(?!\\d)`);
  return (await readOutbox(dataDir)).filter((mail) => reference.test(mail.subject));
}
