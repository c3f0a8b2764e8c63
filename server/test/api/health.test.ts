import { afterEach, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('health probes (%s)', (dialect) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('/healthz says the process is up, /readyz that the database answers', async () => {
    server = await startTestServer(dialect);
    for (const url of ['/healthz', '/readyz']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
    }
  });

  it('/readyz answers 503 once the database is gone, while /healthz stays up', async () => {
    server = await startTestServer(dialect);
    await server.app.db.destroy();
    const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'Database unreachable' });
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
