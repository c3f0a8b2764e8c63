import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson, patchJson, postForReply, postJson } from './api-client.ts';

import { answer } from './test-fetch.ts';

/** What a POST or PATCH of `body` as JSON sends besides its address. */
const sentJson = (method: 'POST' | 'PATCH', body: string) => ({
  method,
  credentials: 'same-origin',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  body,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the API client', () => {
  it('GETs, POSTs and PATCHes JSON with the session cookie, and gives back the body of a 2xx answer', async () => {
    const fetch = answer(200, '{"ok":true}');
    expect(await getJson('/api/a.json')).toEqual({ ok: true });
    expect(await postJson('/api/b.json', { lang: 'nl' })).toEqual({ ok: true });
    expect(await patchJson('/api/admin/staff/7', { disabled: true })).toEqual({ ok: true });

    expect(fetch.mock.calls[0]).toMatchObject([
      '/api/a.json',
      { credentials: 'same-origin', headers: { Accept: 'application/json' } },
    ]);
    expect(fetch.mock.calls[1]).toMatchObject(['/api/b.json', sentJson('POST', '{"lang":"nl"}')]);
    expect(fetch.mock.calls[2]).toMatchObject(['/api/admin/staff/7', sentJson('PATCH', '{"disabled":true}')]);
  });

  it("turns any other answer into an ApiError with the server's error text, '' without one, and its body", async () => {
    answer(409, '{"error":"orderInProgress"}');
    await expect(postJson('/api/c.json', {})).rejects.toEqual(
      new ApiError(409, 'orderInProgress', { error: 'orderInProgress' }),
    );
    answer(422, '{"error":"invalidFields","fields":{"email":"invalid"}}');
    await expect(patchJson('/api/admin/staff/7', {})).rejects.toMatchObject({
      status: 422,
      message: 'invalidFields',
      body: { error: 'invalidFields', fields: { email: 'invalid' } },
    });
    answer(502, '<html>Bad gateway</html>');
    const error = await getJson('/api/d.json').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, message: '', body: null });
  });

  it("reads a call's reply from its body whatever the status, and lets the reader refuse a body", async () => {
    const read = (body: unknown) => {
      if (typeof body !== 'object' || body === null || !('error' in body)) throw new TypeError('not a reply');
      return body;
    };
    answer(422, '{"error":"noFromAddress"}');
    expect(await postForReply('/api/e.json', {}, read)).toEqual({ error: 'noFromAddress' });
    answer(200, '{"error":""}');
    expect(await postForReply('/api/e.json', {}, read)).toEqual({ error: '' });
    answer(500, 'no JSON');
    await expect(postForReply('/api/e.json', {}, read)).rejects.toThrow('not a reply');
  });
});
