/** A failed API call; `message` holds the server's error text (SPEC §8), or '' when it sent none. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
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
  if (!response.ok) throw new ApiError(response.status, serverErrorText(body));
  return body;
}
