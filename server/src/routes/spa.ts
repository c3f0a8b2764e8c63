import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiQueryOfFilter, filterFromQuery } from '#common/contracts/board-filter.ts';
import { tripListQuerySchema } from '#common/contracts/desk-trips.ts';
import type { ErrorReply } from '#common/contracts/error.ts';
import type { DeskBoot } from '../modules/pages/frame-parts.ts';
import { isBoardPath, isDeskPath } from '../modules/pages/page-frame.ts';
import { tripFilterOf, tripListReply } from './admin/desk-wire.ts';

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
    const driverWorker = path.join(root, 'driver', 'sw.js');
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
          // The driver's service worker controls `/driver` itself, one level above its file
          // (docs/decisions/045-driver-offline-and-push.md).
          if (filePath.startsWith(driverWorker)) reply.header('service-worker-allowed', '/driver');
        },
      });
    }

    /**
     * For a desk page, the logged-in member, and on the board its first page of trips for the page's filter, as
     * `GET /api/admin/me` and `GET /api/admin/trips` would answer: the page shows them at once
     * (docs/decisions/024-first-paint.md). Without a session (or without its cookie: it is SameSite=Strict, and a link
     * from elsewhere comes without it) the desk asks for itself, as before.
     */
    async function deskBootOf(request: FastifyRequest): Promise<DeskBoot | undefined> {
      const [pagePath = '/', query = ''] = request.url.split('?');
      if (!isDeskPath(pagePath)) return undefined;
      await app.staff.identify(request);
      const me = app.staff.me(request);
      if (!me.ok) return undefined;
      const actor = app.staff.actor(request, 'board');
      if (!isBoardPath(pagePath) || !actor.ok) return { staff: me.value };
      const filter = filterFromQuery(new URLSearchParams(query));
      const listQuery = tripListQuerySchema.safeParse(Object.fromEntries(apiQueryOfFilter(filter)));
      if (!listQuery.success) return { staff: me.value };
      const list = await app.desk.listTrips(actor.value, tripFilterOf(listQuery.data));
      return { staff: me.value, board: { filter, reply: tripListReply(list) } };
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
      let desk;
      try {
        desk = await deskBootOf(request);
      } catch (error) {
        request.log.error({ err: error }, 'the desk data for the page failed: serving it without');
      }
      return reply.type('text/html; charset=utf-8').send(await app.pages.render(request, { desk }));
    });
  },
  { name: 'spa', dependencies: ['pages', 'staff', 'desk'] },
);
