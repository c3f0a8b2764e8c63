import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import { tenantAssetPattern } from '../modules/tenants/tenant-registry.ts';

const paramsSchema = z.strictObject({
  file: z.string().regex(tenantAssetPattern, 'expected a plain file name such as logo.svg'),
});

/**
 * `GET /api/tenant/:file`: the logo and legal documents of the request's tenant, from its configuration in the database
 * (docs/decisions/044-configuration-versions.md). Kept by a browser but asked again on every load with its entity tag,
 * so a replaced logo or document shows on the next load.
 */
export const tenantAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenant/:file',
    {
      schema: {
        params: paramsSchema,
        response: { 200: z.instanceof(Buffer), 304: z.null(), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      // The same address serves each tenant its own file, chosen by the Host: a shared cache must keep them apart.
      reply.header('vary', 'Host');
      const asset = await app.tenants.readAsset(request.tenant, request.params.file);
      if (!asset) return reply.code(404).send({ error: 'Not Found' });
      reply.type(asset.contentType);
      reply.header('cache-control', 'public, no-cache');
      if (asset.hash) {
        const etag = `"${asset.hash}"`;
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      }
      return asset.content;
    },
  );
};
