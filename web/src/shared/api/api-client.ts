/** A failed API call; `message` holds the server's error text (SPEC §8), or '' when it sent none. */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's JSON body, for calls whose error answers carry more than `error` (trip_request's 422). */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function serverErrorText(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') return body.error;
  return '';
}

/** GETs JSON from our own API; a non-2xx answer becomes an ApiError with the server's `error` text. */
export async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, serverErrorText(body), body);
  return body;
}

/** POSTs JSON to our own API; a non-2xx answer becomes an ApiError with the server's `error` text and body. */
export async function postJson(url: string, payload: unknown, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    signal,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(payload),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, serverErrorText(body), body);
  return body;
}
