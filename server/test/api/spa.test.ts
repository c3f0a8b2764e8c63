import { brotliCompressSync, gzipSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, startTestServer, type TestServer } from '../support/test-server.ts';

const indexHtml =
  '<!doctype html><html lang="nl"><head><title>Taxi boeken</title><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';

/** The page as built, with the parts the server renders per request (server/test/api/first-paint.test.ts) left out. */
const withoutRendered = (html: string) =>
  html
    .replace(/<title>[^<]*<\/title>/, '<title></title>')
    .replace(
      /<div id="root">.*<\/div><script type="application\/json" id="boot">[^<]*<\/script>/,
      '<div id="root"></div>',
    );
const template = withoutRendered(indexHtml);
const driverWorker = "self.addEventListener('fetch', () => undefined);";
const appJs = `console.log(${JSON.stringify('taxi '.repeat(400))});`;

/** What `vite build` leaves in web/dist: index.html and hashed assets with .br and .gz beside them. */
async function fakeBuild(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'taxi-web-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), indexHtml);
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(root, 'driver'));
  await writeFile(path.join(root, 'driver/sw.js'), driverWorker);
  await writeFile(path.join(root, 'driver/sw.js.br'), brotliCompressSync(driverWorker));
  await writeFile(path.join(root, 'assets/app-3f9a1c.js'), appJs);
  await writeFile(path.join(root, 'assets/app-3f9a1c.js.br'), brotliCompressSync(appJs));
  await writeFile(path.join(root, 'assets/app-3f9a1c.js.gz'), gzipSync(appJs));
  return root;
}

describe.each(dialects)('the single-page app (%s)', (dialect) => {
  let server: TestServer;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = await fakeBuild();
    server = await startTestServer(dialect, {}, { webRoot });
  });
  afterAll(async () => {
    await server.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('serves index.html, rendered, for / and for every app path, stored by no cache', async () => {
    for (const url of ['/', '/index.html', '/trip/new', '/faq', '/payment/success/abc123', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(withoutRendered(response.body), url).toBe(template);
    }
  });

  it('links the driver’s manifest from the driver’s pages only, and lets the driver’s worker control /driver', async () => {
    const manifestLink = '<link rel="manifest" href="/driver/manifest.webmanifest">';
    for (const url of ['/driver', '/driver/sign-in']) expect((await get(url)).body, url).toContain(manifestLink);
    for (const url of ['/', '/trip/new', '/admin', '/drivers'])
      expect((await get(url)).body, url).not.toContain('manifest');

    const manifest = await get('/driver/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toMatchObject({
      start_url: '/driver',
      scope: '/driver',
      display: 'standalone',
      icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512', type: 'image/png' })]),
    });
    expect(manifest.json<{ name: string }>().name).toMatch(/Chauffeur$/);

    for (const encoding of ['br', 'identity']) {
      const worker = await get('/driver/sw.js', { 'accept-encoding': encoding });
      expect(worker.statusCode, encoding).toBe(200);
      expect(worker.headers['service-worker-allowed'], encoding).toBe('/driver');
      expect(worker.headers['cache-control'], encoding).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['service-worker-allowed']).toBeUndefined();
  });

  it('serves index.html, rendered, for the desk pages, stored by no cache', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/login?next=%2Fadmin%2Fstaff', '/admin/staff']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(withoutRendered(response.body), url).toBe(template);
    }
  });

  it("lets a desk page show the login's QR code, an SVG as a data: image, and nothing else from outside", async () => {
    const policy = String((await get('/admin/login')).headers['content-security-policy']);
    const directive = (name: string) =>
      policy
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1);
    expect(directive('img-src')).toEqual(["'self'", 'data:']);
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(directive('default-src')).toEqual(["'self'"]);
  });

  it('serves hashed assets precompressed and cacheable for a year', async () => {
    const brotli = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload).toEqual(brotliCompressSync(appJs));

    const gzip = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.body).toBe(appJs);
  });

  it('serves other files as they are, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for unknown /api paths, missing assets and non-GET requests', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown.json'],
      ['GET', '/api'],
      ['GET', '/assets/app-old.js'],
      ['POST', '/trip/new'],
    ] as const) {
      const response = await server.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found' });
    }
  });
});

describe('without a web build', () => {
  it('answers app paths with a 503 that says how to build it, and the API still works', async () => {
    const server = await startTestServer('sqlite');
    try {
      const page = await server.app.inject({ method: 'GET', url: '/trip/new' });
      expect(page.statusCode).toBe(503);
      expect(page.json()).toEqual({ error: 'The web app is not built: run npm run build' });
      expect((await server.app.inject({ method: 'GET', url: '/api/login_resp.json' })).statusCode).toBe(200);
      expect((await server.app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});
