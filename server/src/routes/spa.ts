import { existsSync } from 'node:fs';
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
/** The operator's desk (docs/reference/screens.md#desk): its pages are kept by no cache, not even the browser's. */
const isDesk = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);

/**
 * The single-page app: its files as built (precompressed .br/.gz picked by Accept-Encoding), and
 * index.html for every other GET so the app's own router handles paths like /trip/new, under `/admin` with
 * `no-store`. Unknown /api paths and missing /assets files stay JSON 404s.
 */
export const spaRoutes = fp<SpaOptions>(
  async (app, options) => {
    const root = path.resolve(options.root);
    const hashedAssets = path.join(root, 'assets') + path.sep;
    const built = existsSync(path.join(root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        dotfiles: 'ignore',
        allowedPath: (pathName) => !isApi(pathName),
        setHeaders: (reply, filePath) => {
          // Files under /assets/ carry a content hash in their name, so they never change.
          if (filePath.startsWith(hashedAssets)) reply.header('cache-control', 'public, max-age=31536000, immutable');
          else reply.header('cache-control', isDesk(reply.request.url) ? 'no-store' : 'no-cache');
        },
      });
    }

    // Unknown paths count towards the rate limit like any other request.
    const rateLimited = app.hasDecorator('rateLimit') ? { preHandler: app.rateLimit() } : {};
    app.setNotFoundHandler(rateLimited, (request: FastifyRequest, reply: FastifyReply) => {
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (isApi(request.url) || isAsset(request.url) || !readsPage)
        return reply.code(404).send({ error: 'Not Found' } satisfies ErrorReply);
      if (!built)
        return reply.code(503).send({ error: 'The web app is not built: run npm run build' } satisfies ErrorReply);
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
