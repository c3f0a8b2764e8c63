import { vi } from 'vitest';

/**
 * For a unit test: answers every fetch with `status` and `body` (text, so that a body that is no JSON can be told), and
 * gives back the stub to read the calls from. Undone by `vi.unstubAllGlobals()`.
 */
export function answer(status: number, body: string) {
  const fetch = vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
