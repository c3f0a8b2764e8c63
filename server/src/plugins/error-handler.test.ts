import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler.ts';
import { requestIdOf } from './request-id.ts';

describe('a failed request', () => {
  it('answers a 5xx with a fixed text and the request id its log line carries, not the error itself', async () => {
    const logged: Array<Record<string, unknown>> = [];
    const app = Fastify({
      genReqId: requestIdOf,
      logger: { level: 'error', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    app.setErrorHandler(handleError);
    app.get('/fails', async () => {
      throw new Error('the database said something private');
    });
    const response = await app.inject({ url: '/fails', headers: { 'x-request-id': 'nginx-0123456789abcdef' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Internal Server Error', requestId: 'nginx-0123456789abcdef' });
    expect(logged.find((line) => line.msg === 'request failed')).toMatchObject({ reqId: 'nginx-0123456789abcdef' });
    await app.close();
  });
});
