import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { map } from '#common/constants.ts';
import { errorReplySchema } from '#common/contracts/error.ts';

const tileNumber = z
  .string()
  .regex(/^\d{1,6}$/, 'expected a whole number')
  .transform(Number);

/**
 * `GET /api/tiles?z&x&y&r&client` (docs/reference/api.md#tiles): map tiles through our own origin (the CSP allows no
 * other image host). `r` is Leaflet's `{r}` placeholder, '' or '@2x' (use the template
 * `/api/tiles?z={z}&x={x}&y={y}&r={r}&client=<client>`).
 */
export const tilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const querySchema = z
    .strictObject({
      z: tileNumber.pipe(z.number().max(map.maxZoom)),
      x: tileNumber,
      y: tileNumber,
      r: z.enum(['', '@2x']).default(''),
      // A tenant of the configuration in force: one created while the server runs included.
      client: z.string().refine((client) => app.tenants.byId(client) !== undefined, 'unknown client'),
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
      const { png, placeholder } = await app.tiles.tile(request.query);
      reply.type('image/png');
      // A placeholder is only kept briefly, so the real tile appears once the tile server is back.
      reply.header('cache-control', placeholder ? 'public, max-age=60' : 'public, max-age=86400');
      return png;
    },
  );
};
