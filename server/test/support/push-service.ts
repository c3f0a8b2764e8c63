import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import https from 'node:https';
import { listen, readBodyBuffer, standInTls } from './stand-in-http.ts';

/**
 * A browser's side of a push subscription, made as a browser makes it: a P-256 key pair and a 16-byte auth secret
 * (RFC 8291 section 2); `toJSON` is what `PushSubscription.toJSON()` hands the page.
 */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Kept by the browser only: what it decrypts with. */
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

/** One push the stand-in took, decrypted as the browser would read it. */
export interface ReceivedPush {
  endpoint: string;
  /** The VAPID JWT's claims, its signature checked with the key in the `k=` parameter. */
  claims: { aud: string; exp: number; sub: string };
  vapidKey: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The decrypted body, parsed as JSON. */
  payload: Record<string, unknown>;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/**
 * A push service on 127.0.0.1 (HTTPS, as every push service is): takes a Web Push request (RFC 8030) to one of its
 * endpoints, refuses it 401 unless the VAPID JWT (RFC 8292) is signed by the key it names with the audience of this
 * origin, answers 410 for a subscription marked gone, and decrypts the aes128gcm body (RFC 8188, RFC 8291) with the
 * browser's private key and auth secret.
 */
export async function startPushService() {
  const browsers = new Map<string, BrowserSubscription>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const refused: Array<{ endpoint: string; status: number; reason: string }> = [];
  let origin = '';
  const server = https.createServer(standInTls, async (request, response) => {
    const body = await readBodyBuffer(request);
    const endpoint = `${origin}${request.url ?? ''}`;
    const refuse = (status: number, reason: string) => {
      refused.push({ endpoint, status, reason });
      response.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
    };
    const browser = browsers.get(endpoint);
    if (request.method !== 'POST' || !browser) return refuse(404, 'no such subscription');
    if (gone.has(endpoint)) return refuse(410, 'push subscription has unsubscribed or expired');
    const vapid = checkVapid(request.headers.authorization, origin);
    if (typeof vapid === 'string') return refuse(401, vapid);
    if (request.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'expected aes128gcm');
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(decryptAes128gcm(body, browser).toString('utf8')) as Record<string, unknown>;
    } catch (error) {
      return refuse(400, `cannot decrypt: ${String(error)}`);
    }
    received.push({
      endpoint,
      claims: vapid.claims,
      vapidKey: vapid.key,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      payload,
    });
    response.writeHead(201, { location: `${endpoint}/message/${randomUUID()}` }).end();
  });
  const listening = await listen(server);
  origin = listening.url;
  return {
    ...listening,
    received,
    refused,
    /** A new browser subscribing at this push service. */
    subscribe(): BrowserSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const publicKey = ecdh.getPublicKey();
      const authSecret = randomBytes(16);
      const subscription: BrowserSubscription = {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: b64u(publicKey), auth: b64u(authSecret) },
        privateKey: ecdh.getPrivateKey(),
        publicKey,
        authSecret,
      };
      browsers.set(subscription.endpoint, subscription);
      return subscription;
    },
    /** The browser unsubscribed: the push service answers 410 Gone from now on. */
    markGone(endpoint: string) {
      gone.add(endpoint);
    },
    pushesTo(endpoint: string) {
      return received.filter((push) => push.endpoint === endpoint);
    },
  };
}

/** The `Authorization: vapid t=<JWT>, k=<key>` header checked; its claims and key, or why not. */
function checkVapid(
  header: string | undefined,
  origin: string,
): { claims: ReceivedPush['claims']; key: string } | string {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, token, key] = match as unknown as [string, string, string];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is no P-256 point';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const header0 = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (header0.alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as ReceivedPush['claims'];
  if (claims.aud !== origin) return `audience ${claims.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) return 'expiry not within 24 hours';
  if (!/^(https:|mailto:)/.test(claims.sub)) return 'no subject';
  return { claims, key };
}

/** RFC 8291 with RFC 8188: the message's key from the browser's, the record opened with AES-128-GCM. */
function decryptAes128gcm(body: Buffer, browser: BrowserSubscription): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not the sender’s P-256 key');
  if (records.length > recordSize) throw new Error('more than one record');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const secret = ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends in the delimiter 2, then any padding of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
