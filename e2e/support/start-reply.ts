import type { Page, Route } from '@playwright/test';
import { unlessClosed } from './routes.ts';

/*
 * The start reply reaches the SPA two ways (docs/decisions/024-first-paint.md): in the page's boot element, and from
 * `GET /api/login_resp.json` when the SPA asks (another language, after a booking, a page without boot data).
 */

const bootElement = /(<script type="application\/json" id="boot">)([^<]*)(<\/script>)/;
const startCall = '**/api/login_resp.json*';

/** The page's HTML as the server sent it, changed, without the encoding headers of the original bytes. */
async function fulfillDocument(route: Route, change: (html: string) => string): Promise<void> {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({ response, headers, body: change(await response.text()) });
}

const onDocuments = (page: Page, change: (html: string) => string) =>
  page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    return unlessClosed(page, () => fulfillDocument(route, change));
  });

/**
 * Every start reply this page gets, in the boot element and fetched, changed by `change`: a test's own variant of
 * what the operator configured.
 */
export async function changeStartReply<T extends object>(page: Page, change: (reply: T) => void): Promise<void> {
  await onDocuments(page, (html) =>
    html.replace(bootElement, (_, open: string, json: string, close: string) => {
      const boot = JSON.parse(json) as { loginResp: T };
      change(boot.loginResp);
      return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close;
    }),
  );
  await page.route(startCall, (route) =>
    unlessClosed(page, async () => {
      const response = await route.fetch();
      const reply = (await response.json()) as T;
      change(reply);
      await route.fulfill({ response, json: reply });
    }),
  );
}

/** The page without its boot data, as the server sends it when it could not build the start reply. */
export async function withoutBoot(page: Page): Promise<void> {
  await onDocuments(page, (html) => html.replace(bootElement, ''));
}
