/**
 * A client of the cluster that talks to nginx only, from a loopback address of its choosing (127.0.0.0/8 is all
 * loopback on Linux): each test is a client address of its own, as the instances see it through TRUST_PROXY.
 */
import http, { type IncomingHttpHeaders } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** The instance that answered, from the test's own `X-Upstream` header (its `host:port`). */
  upstream: string;
  /** Every instance nginx tried for it, in order. */
  tried: string[];
  json<T = Record<string, unknown>>(): T;
  /** A cookie the answer set, as `name=value` for the next request (value '' when it cleared it). */
  cookie(name: string): string | undefined;
}

/**
 * The instance that answered: the last of `$upstream_addr`, which lists every instance nginx tried (one that refused
 * the connection, then the next).
 */
function answeredBy(headers: IncomingHttpHeaders): string {
  return (
    String(headers['x-upstream'] ?? '')
      .split(',')
      .at(-1)
      ?.trim() ?? ''
  );
}

export interface CallOptions {
  method?: string;
  /** The Host header: the tenant (`localhost` is the demo tenant, `zakelijk.localhost` the login tenant). */
  host?: string;
  /** JSON body, or a form (URLSearchParams). */
  body?: unknown;
  headers?: Record<string, string>;
  /** The client's own address. */
  from?: string;
}

export function client(base: string, defaults: CallOptions = {}) {
  const url = new URL(base);
  const call = (path: string, options: CallOptions = {}): Promise<Answer> => {
    const { method = 'GET', host = 'localhost', body, headers = {}, from } = { ...defaults, ...options };
    const payload =
      body === undefined ? undefined : body instanceof URLSearchParams ? body.toString() : JSON.stringify(body);
    const contentType =
      body === undefined
        ? {}
        : {
            'content-type': body instanceof URLSearchParams ? 'application/x-www-form-urlencoded' : 'application/json',
          };
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          path,
          method,
          agent: false,
          ...(from ? { localAddress: from } : {}),
          headers: { host, ...contentType, ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            const setCookies = response.headers['set-cookie'] ?? [];
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              upstream: answeredBy(response.headers),
              tried: String(response.headers['x-upstream'] ?? '')
                .split(',')
                .map((address) => address.trim()),
              json: <T>() => JSON.parse(text) as T,
              cookie: (name) => {
                const line = setCookies.find((each) => each.startsWith(`${name}=`));
                return line?.split(';')[0];
              },
            });
          });
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  };
  return { call, events: (path: string, options: CallOptions = {}) => events(url, path, { ...defaults, ...options }) };
}

export interface ServerEvent {
  event: string;
  data: string;
}

/** An event stream (Server-Sent Events) read as it comes; `next` waits for an event that matches. */
function events(url: URL, path: string, { host = 'localhost', headers = {}, from }: CallOptions) {
  const received: ServerEvent[] = [];
  const waiting: Array<() => void> = [];
  let upstream = '';
  const request = http.get({
    hostname: url.hostname,
    port: url.port,
    path,
    agent: false,
    ...(from ? { localAddress: from } : {}),
    headers: { host, accept: 'text/event-stream', ...headers },
  });
  const opened = new Promise<number>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      upstream = answeredBy(response.headers);
      resolve(response.statusCode ?? 0);
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .filter((line) => line.startsWith(`${name}:`))
              .map((line) => line.slice(name.length + 1).trimStart())
              .join('\n');
          if (!block.split('\n').some((line) => line.startsWith('data:'))) continue;
          received.push({ event: field('event') || 'message', data: field('data') });
          for (const wake of waiting.splice(0)) wake();
        }
      });
    });
  });
  return {
    opened,
    received,
    upstream: () => upstream,
    async next(match: (event: ServerEvent) => boolean, timeoutMs = 10_000): Promise<ServerEvent> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = until - Date.now();
        if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => request.destroy(),
  };
}
