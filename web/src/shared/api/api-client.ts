/**
 * A failed API call; `message` is the server's error text (docs/reference/api.md#conventions), '' without one, and
 * `body` the answer's JSON (null when it has none), for a refusal that says more than its text (the desk's 422 fields).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Answer = { ok: boolean; status: number; body: unknown };

/**
 * Calls our own API, a GET, or a POST, PATCH or PUT with a JSON body; the answer's status and its JSON body (null when it
 * has none).
 */
async function send(
  url: string,
  signal: AbortSignal | undefined,
  write?: { method: 'POST' | 'PATCH' | 'PUT'; payload: unknown },
): Promise<Answer> {
  const response = await fetch(url, {
    signal,
    credentials: 'same-origin',
    ...(write
      ? {
          method: write.method,
          headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
          body: JSON.stringify(write.payload),
        }
      : { headers: { Accept: 'application/json' } }),
  });
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

/** A 2xx answer's body; any other answer becomes an ApiError with the server's `error` text. */
function bodyOf({ ok, status, body }: Answer): unknown {
  if (ok) return body;
  const error = typeof body === 'object' && body !== null && 'error' in body ? body.error : '';
  throw new ApiError(status, typeof error === 'string' ? error : '', body);
}

export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  return bodyOf(await send(url, signal));
}

export async function postJson(url: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
  return bodyOf(await send(url, signal, { method: 'POST', payload }));
}

export async function patchJson(url: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
  return bodyOf(await send(url, signal, { method: 'PATCH', payload }));
}

export async function putJson(url: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
  return bodyOf(await send(url, signal, { method: 'PUT', payload }));
}

/**
 * POSTs JSON to a call that answers what the customer can correct in its own reply shape, under a 4xx or 5xx status
 * (a refused trip's 422, a refused login's 401; docs/reference/api.md#conventions): the body is the reply whatever
 * the status, and `read` makes it one, throwing for a body it cannot read.
 */
export async function postForReply<T>(
  url: string,
  payload: unknown,
  read: (body: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  return read((await send(url, signal, { method: 'POST', payload })).body);
}
