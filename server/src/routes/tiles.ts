import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import packageJson from '#package.json' with { type: 'json' };
import { map } from '#common/constants.ts';
import { errorReplySchema } from '#common/contracts/error.ts';
import { createTileSource } from '../modules/tiles/tile-source.ts';

export interface TilesOptions {
  tileUrl: string;
  dataDir: string;
  publicUrl: string;
}

const placeholderFile = new URL('../../assets/placeholder-tile.png', import.meta.url);
const upstreamTimeoutMs = 2500;

const tileNumber = z
  .string()
  .regex(/^\d{1,6}$/, 'expected a whole number')
  .transform(Number);

/**
 * `GET /api/tiles?z&x&y&r&client`: map tiles through our own origin (the CSP allows no other image
 * host), cached on disk. `r` is Leaflet's `{r}` placeholder, '' or '@2x' (use the template
 * `/api/tiles?z={z}&x={x}&y={y}&r={r}&client=<client>`). When the tile server fails, a plain grey tile
 * stands in, so the map stays usable and the failure is not cached.
 */
export const tilesRoutes: FastifyPluginAsyncZod<TilesOptions> = async (app, options) => {
  const placeholder = await readFile(placeholderFile);
  const tileSource = createTileSource({
    urlTemplate: options.tileUrl,
    cacheDir: path.join(options.dataDir, 'tiles'),
    userAgent: `${packageJson.name}/${packageJson.version} (+${options.publicUrl})`,
    timeoutMs: upstreamTimeoutMs,
    log: app.log,
  });
  const tenantIds = app.tenants.all.map((tenant) => tenant.id);

  const querySchema = z
    .strictObject({
      z: tileNumber.pipe(z.number().max(map.maxZoom)),
      x: tileNumber,
      y: tileNumber,
      r: z.enum(['', '@2x']).default(''),
      client: z.string().refine((client) => tenantIds.includes(client), 'unknown client'),
    })
    .superRefine((tile, context) => {
      const tilesPerSide = 2 ** tile.z;
      for (const axis of ['x', 'y'] as const) {
        if (tile[axis] >= tilesPerSide) {
          context.addIssue({
            code: 'custom',
            path: [axis],
            message: `expected below ${tilesPerSide} at zoom ${tile.z}`,
          });
        }
      }
    });

  app.get(
    '/api/tiles',
    { schema: { querystring: querySchema, response: { 200: z.instanceof(Buffer), 400: errorReplySchema } } },
    async (request, reply) => {
      const png = await tileSource(request.query);
      reply.type('image/png');
      // A placeholder is only kept briefly, so the real tile appears once the tile server is back.
      reply.header('cache-control', png ? 'public, max-age=86400' : 'public, max-age=60');
      return png ?? placeholder;
    },
  );
};
