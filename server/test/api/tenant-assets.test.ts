import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(dialects)('GET /api/tenant/:file (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(() => server.close());

  const get = (url: string, host = 'localhost') => server.app.inject({ method: 'GET', url, headers: { host } });

  it.each([
    ['localhost', 'Taxi Martini Groningen'],
    ['zakelijk.localhost', 'Noord Zakelijk Vervoer'],
  ])('serves the logo of the tenant on %s', async (host, company) => {
    const response = await get('/api/tenant/logo.svg', host);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain(`<title id="logo-title">${company}</title>`);
  });

  it.each(['localhost', 'zakelijk.localhost'])(
    'serves every legal document that %s links to, in its language',
    async (host) => {
      const config = (await get('/api/login_resp.json', host)).json().config;
      for (const [kind, perLanguage] of Object.entries(config.documents as Record<string, Record<string, string>>)) {
        for (const [lang, link] of Object.entries(perLanguage)) {
          const response = await get(link, host);
          expect(response.statusCode, `${kind} ${lang}`).toBe(200);
          expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
          expect(response.body).toContain(`<html lang="${lang}">`);
          expect(response.body).toContain(config.info.company);
          expect(response.body).not.toMatch(/<script|style=/i);
        }
      }
      const css = await get('/api/tenant/document.css', host);
      expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    },
  );

  it('answers a missing file with a JSON 404', async () => {
    const response = await get('/api/tenant/missing.pdf');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });

  it('refuses names that could leave the tenant folder or reach hidden files', async () => {
    for (const url of [
      '/api/tenant/..%2Fdemo.json',
      '/api/tenant/..%2F..%2F..%2Fpackage.json',
      '/api/tenant/%2Fetc%2Fpasswd',
      '/api/tenant/.hidden.css',
      '/api/tenant/demo.json',
      '/api/tenant/..',
      '/api/tenant/../demo.json',
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.statusCode);
      expect(Object.keys(response.json()), url).toEqual(['error']);
      expect(response.body, url).not.toContain('hostnames');
    }
  });
});
