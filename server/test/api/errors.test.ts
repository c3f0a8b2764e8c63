import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodyLimitBytes } from '../../src/app.ts';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

/** Test-only routes: a JSON POST (the app has none yet) and a handler that fails. */
const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/echo.json',
    {
      schema: {
        body: z.strictObject({ lang: z.enum(['nl', 'en']), note: z.string() }),
        response: { 200: z.strictObject({ note: z.string() }) },
      },
    },
    async (request) => ({ note: request.body.note }),
  );
  app.get('/api/test/fail.json', { schema: { response: { 200: z.strictObject({}) } } }, async () => {
    throw new Error('secret detail: connection to 10.0.0.7 refused');
  });
};

describe.each(dialects)('error answers (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect, {}, { plugins: [testRoutes] });
  });
  afterAll(() => server.close());

  const post = (payload: string, contentType = 'application/json') =>
    server.app.inject({
      method: 'POST',
      url: '/api/test/echo.json',
      payload,
      headers: { 'content-type': contentType },
    });

  it('accepts a well-formed JSON POST (the baseline for the cases below)', async () => {
    const response = await post(JSON.stringify({ lang: 'nl', note: 'hallo' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ note: 'hallo' });
  });

  it('answers malformed JSON with 400 and our error shape', async () => {
    const response = await post('{"lang": "nl", ');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(response.json().error).toMatch(/JSON/i);
  });

  it('answers a body that breaks the schema with 400 naming the field', async () => {
    const response = await post(JSON.stringify({ lang: 'de', note: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'body/lang: Invalid option: expected one of "nl"|"en"' });
  });

  it('refuses a non-JSON content type with 415 (no form posts from other sites)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await post('lang=nl&note=x', type);
      expect(response.statusCode).toBe(415);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await post(JSON.stringify({ lang: 'nl', note: 'x'.repeat(bodyLimitBytes) }));
    expect(response.statusCode).toBe(413);
    expect(Object.keys(response.json())).toEqual(['error']);
  });

  it('answers an unknown /api path, and a wrong method, with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here.json'],
      ['POST', '/api/nothing-here.json'],
      ['DELETE', '/api/login_resp.json'],
      ['GET', '/api/test/echo.json'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found' });
    }
  });

  it('hides the details of a failure: 500 with a fixed message, its request id and no stack', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/test/fail.json' });
    expect(response.statusCode).toBe(500);
    // The id the log line of the failure carries (docs/operations.md#metrics), and the answer's X-Request-Id.
    expect(response.json()).toEqual({ error: 'Internal Server Error', requestId: response.headers['x-request-id'] });
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('.ts:');
  });
});
