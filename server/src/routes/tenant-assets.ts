import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplySchema } from '#common/contracts/error.ts';
import { tenantAssetContentTypes, tenantAssetPattern } from '../modules/tenants/tenant-registry.ts';

const paramsSchema = z.strictObject({
  file: z.string().regex(tenantAssetPattern, 'expected a plain file name such as logo.svg'),
});

/** `GET /api/tenant/:file`: the logo and legal documents of the request's tenant, from `config/tenants/<id>/`. */
export const tenantAssetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/tenant/:file',
    {
      schema: {
        params: paramsSchema,
        response: { 200: z.instanceof(Buffer), 400: errorReplySchema, 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // The same address serves each tenant its own file, chosen by the Host: a shared cache must keep them apart.
      reply.header('vary', 'Host');
      // The pattern admits no separators or dot segments, so the path stays inside the tenant's folder.
      const content = await readFile(path.join(app.tenants.assetDir(request.tenant), file)).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return undefined;
          throw error;
        },
      );
      if (!content) return reply.code(404).send({ error: 'Not Found' });
      const extension = path.extname(file).slice(1) as keyof typeof tenantAssetContentTypes;
      reply.type(tenantAssetContentTypes[extension]);
      reply.header('cache-control', 'public, max-age=3600');
      return content;
    },
  );
};
