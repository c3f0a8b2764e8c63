import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { port } from './tenants.ts';

/*
 * A tenant of a spec file's own: a spec that saves a tenant's settings changes that tenant for every request at once
 * (docs/decisions/044-configuration-versions.md), and the other worker's specs quote, book and read the shipped
 * tenants meanwhile. So such a spec makes its own copy of the demo tenant, as an operator makes a tenant on a running
 * installation (docs/reference/tenant-settings.md#where-the-settings-live), and changes only that one.
 */

const root = path.join(import.meta.dirname, '..', '..');
const demo = JSON.parse(readFileSync(path.join(root, 'config/tenants/demo.json'), 'utf8')) as {
  info: { company: string };
};
const run = promisify(execFile);

export interface SpecTenant {
  id: string;
  /** Its own host, `<id>.localhost`, which Chromium resolves to this machine. */
  url: string;
  /** The demo's company name with the id: what its pages show, and how a test sees the server serves it. */
  company: string;
}

/**
 * The company name the test server serves on a host now. Asked on loopback with the host as `Host`: Node, unlike
 * Chromium, does not resolve `*.localhost`.
 */
function companyOn(host: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = get({ host: '127.0.0.1', port, path: '/api/login_resp.json', headers: { host } }, (reply) => {
      let body = '';
      reply.setEncoding('utf8');
      reply.on('data', (chunk: string) => (body += chunk));
      reply.on('end', () => {
        if (reply.statusCode !== 200) return resolve(undefined);
        resolve((JSON.parse(body) as { config?: { info?: { company?: string } } }).config?.info?.company);
      });
    });
    request.on('error', () => resolve(undefined));
  });
}

/**
 * The spec's own tenant `id`, a copy of the demo tenant made by `npm run cli -- tenant create` on the test server's
 * database, once: a second call (the other worker, a retry) finds it. Answers once the running server serves it.
 */
export async function specTenant(id: string): Promise<SpecTenant> {
  const host = `${id}.localhost:${port}`;
  const url = `http://${host}`;
  const company = `${demo.info.company} (${id})`;
  if ((await companyOn(host)) === company) return { id, url, company };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  // The server's own environment (playwright.config.ts hands it the same), so the command opens its database.
  const created = await run(
    process.execPath,
    ['server/src/cli/main.ts', 'tenant', 'create', id, '--host', `${id}.localhost`, '--company', company],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  ).then(
    () => '',
    // Made meanwhile by the other worker: the wait below finds it all the same.
    (error: { stderr?: string }) => error.stderr ?? String(error),
  );
  // A running server finds a new tenant by its version check, within a second.
  await expect
    .poll(() => companyOn(host), { message: `tenant ${id} is not served: ${created}`, timeout: 10_000 })
    .toBe(company);
  return { id, url, company };
}

/**
 * A call from the page, as its own script makes it (the same origin, its cookies): Playwright's `page.request` runs in
 * Node, which does not resolve a spec tenant's `*.localhost`. Its status and, when it is JSON, its body.
 */
export async function fetchInPage(
  page: Page,
  url: string,
  { method = 'GET', data }: { method?: string; data?: unknown } = {},
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ url, method, body }) => {
      const reply = await fetch(url, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body }),
      });
      const json = reply.headers.get('content-type')?.includes('json');
      return { status: reply.status, body: json ? ((await reply.json()) as unknown) : null };
    },
    { url, method, body: data === undefined ? undefined : JSON.stringify(data) },
  );
}
