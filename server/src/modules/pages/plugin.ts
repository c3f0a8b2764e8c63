import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { defaultLanguage, languages, type Language } from '#common/constants.ts';
import { loginRespSchema } from '#common/contracts/login-resp.ts';
import { readManifest, type EntryStyle } from './entry-style.ts';
import type { DeskBoot, Texts } from './frame-parts.ts';
import { renderFrame } from './page-frame.ts';
import { escapeHtml, parseTemplate, renderPage, scriptSafeJson, type PageTemplate } from './page-template.ts';

export interface Pages {
  /** Whether there is a web build to serve. */
  readonly built: boolean;
  /**
   * The SPA's page for a GET of the request's path, with the first screen's frame and the boot data; on a desk page
   * with what the server knows of the member (`desk`).
   */
  render(request: FastifyRequest, extras?: { desk?: DeskBoot | undefined }): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pages: Pages;
  }
}

export interface PagesOptions {
  /** The built SPA (web/dist), whose index.html is the template. */
  webRoot: string;
  /** The SPA's texts (web/src/ui/i18n): `<lang>.json` go into the boot data, `desk-<lang>.json` name desk pages. */
  textsDir: string;
  /** The entry's stylesheet, written into the page; the CSP must allow it (security-headers.ts). */
  entryStyle?: EntryStyle | undefined;
}

/**
 * What only the driver's pages link in their `<head>`: the web app manifest and the home-screen icon
 * (docs/decisions/045-driver-offline-and-push.md); the customer's first load carries none of it (decision 026).
 */
const driverHead =
  '<link rel="manifest" href="/driver/manifest.webmanifest">' +
  '<link rel="apple-touch-icon" href="/driver/icon-192.png">';
const isDriverPath = (pagePath: string) => pagePath === '/driver' || pagePath.startsWith('/driver/');

/** The cookie the SPA writes with the language it speaks (web/src/ui/i18n/i18n.ts). */
export const languageCookie = 'lang';

const isLanguage = (value: unknown): value is Language => languages.some((lang) => lang === value);

async function readTexts(file: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
}

/** The desk chunk's stylesheets as `<link>`s, from the build's manifest (`build.manifest` in vite.config.ts). */
async function deskStylesheetsOf(webRoot: string): Promise<string> {
  const manifest = await readManifest(webRoot);
  return (manifest?.['src/desk/routes.tsx']?.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}">`)
    .join('');
}

/**
 * The pages of the SPA rendered per request (docs/decisions/024-first-paint.md): index.html as built, in the
 * request's language, with the first screen's frame in #root and, in `<script type="application/json" id="boot">`,
 * the language, its texts and the start reply `GET /api/login_resp.json` would give this tenant and session.
 */
export const pagesPlugin = fp<PagesOptions>(
  async (app, options) => {
    const indexFile = path.join(options.webRoot, 'index.html');
    const built = existsSync(indexFile);
    // Read and cut once: a request only joins strings.
    const indexHtml = built ? await readFile(indexFile, 'utf8') : undefined;
    const { entryStyle } = options;
    const template: PageTemplate | undefined =
      indexHtml === undefined
        ? undefined
        : parseTemplate(entryStyle ? indexHtml.replace('</head>', `${entryStyle.html}</head>`) : indexHtml);
    const deskStylesheets = built ? await deskStylesheetsOf(options.webRoot) : '';
    const baseTexts = new Map<Language, ReadonlyMap<string, string>>();
    const textsJson = new Map<Language, string>();
    for (const lang of languages) {
      const own = await readTexts(path.join(options.textsDir, `${lang}.json`));
      const desk = await readTexts(path.join(options.textsDir, `desk-${lang}.json`));
      baseTexts.set(lang, new Map(Object.entries({ ...desk, ...own })));
      textsJson.set(lang, scriptSafeJson(JSON.stringify(own)));
    }
    // The very serializer `GET /api/login_resp.json` sends its reply through, so the boot holds the same body.
    const serializeLoginResp = serializerCompiler({
      schema: loginRespSchema,
      method: 'GET',
      url: '/api/login_resp.json',
      httpStatus: '200',
    }) as (data: unknown) => string;

    /** The operator's language wins; else the one the SPA spoke last on this host; else nl. */
    const languageOf = (request: FastifyRequest): Language => {
      const cookie = request.cookies[languageCookie];
      return request.tenant.settings.clientLanguage ?? (isLanguage(cookie) ? cookie : defaultLanguage);
    };

    const textsFor =
      (lang: Language, overrides: Readonly<Record<string, string>> | undefined): Texts =>
      (key) =>
        (overrides && Object.hasOwn(overrides, key) ? overrides[key] : undefined) ?? baseTexts.get(lang)?.get(key);

    app.decorate('pages', {
      built,
      async render(request, extras) {
        if (!template) throw new Error('The web app is not built');
        const lang = languageOf(request);
        const pagePath = request.url.split('?')[0] ?? '/';
        let resp, body;
        try {
          const customer = (await app.sessions.read(request))?.customer;
          resp = await app.accounts.loginReply(request.tenant, customer, { withConfig: true });
          body = serializeLoginResp(resp);
        } catch (error) {
          // Without the start reply the page goes out bare and the SPA fetches it itself, as without a boot.
          request.log.error({ err: error }, 'the start reply for the page failed: serving it without boot data');
          const title = textsFor(lang, undefined)('bookTrip') ?? '';
          return renderPage(template, { lang, title, frame: '', boot: '' });
        }
        const frame = renderFrame({
          path: pagePath,
          lang,
          texts: textsFor(lang, resp.config?.lang[lang]),
          fallback: textsFor(defaultLanguage, resp.config?.lang[defaultLanguage]),
          resp,
          desk: extras?.desk,
        });
        const desk = extras?.desk ? `,"desk":${scriptSafeJson(JSON.stringify(extras.desk))}` : '';
        const boot = `{"lang":"${lang}","loginResp":${scriptSafeJson(body)},"texts":${textsJson.get(lang)}${desk}}`;
        return renderPage(template, {
          lang,
          title: frame.title,
          frame: frame.html,
          boot: `<script type="application/json" id="boot">${boot}</script>`,
          stylesheets: frame.desk ? deskStylesheets : isDriverPath(pagePath) ? driverHead : '',
        });
      },
    } satisfies Pages);
  },
  { name: 'pages', dependencies: ['tenants', 'sessions', 'accounts', '@fastify/cookie'] },
);
