import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorReply } from '#common/contracts/error.ts';

export interface SpaOptions {
  /** The built SPA (web/dist). */
  root: string;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** A missing hashed file is a stale or broken link, not a page: index.html in its place would be run as a script. */
const isAsset = (url: string) => url.startsWith('/assets/');

/**
 * The single-page app: its files as built (precompressed .br/.gz picked by Accept-Encoding), and for every other GET
 * the page, index.html rendered for the request (`app.pages`, docs/decisions/024-first-paint.md), so the app's own
 * router handles paths like /trip/new. Unknown /api paths and missing /assets files stay JSON 404s.
 */
export const spaRoutes = fp<SpaOptions>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const hashedAssets = path.join(root, 'assets') + path.sep;
    const { built } = app.pages;
    if (built) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        // `/` and `/index.html` are pages like any other: rendered, not the template as built.
        allowedPath: (pathName) => !isApi(pathName) && pathName !== '/' && pathName !== '/index.html',
        setHeaders: (reply, filePath) => {
          // Files under /assets/ carry a content hash in their name, so they never change.
          if (filePath.startsWith(hashedAssets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', 'no-cache');
        },
      });
    }

    // Unknown paths count towards the rate limit like any other request.
    const rateLimited = app.hasDecorator('rateLimit') ? { preHandler: app.rateLimit() } : {};
    app.setNotFoundHandler(rateLimited, async (request: FastifyRequest, reply: FastifyReply) => {
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApi(request.url) || isAsset(request.url) || !readsPage)
        return reply.code(404).send({ error: 'Not Found' } satisfies ErrorReply);
      if (!built)
        return reply.code(503).send({ error: 'The web app is not built: run npm run build' } satisfies ErrorReply);
      // The page carries the session (its boot data): kept by no cache, and told apart by cookie and tenant.
      reply.header('cache-control', 'no-store').header('vary', 'Cookie, Host');
      return reply.type('text/html; charset=utf-8').send(await app.pages.render(request));
    });
  },
  { name: 'spa', dependencies: ['pages'] },
);
