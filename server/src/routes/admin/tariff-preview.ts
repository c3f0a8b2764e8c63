import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tariffPreviewReplySchema, tariffPreviewRequestSchema } from '#common/contracts/admin-tariff.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `POST /api/admin/tariff/preview` (docs/reference/api.md#admin-tariff-preview): a proposed tariff beside the one in
 * force, for two places and a grid of sample trips; admins only, nothing saved.
 */
export const tariffPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/tariff/preview',
    {
      config: { deskAbility: 'settings' },
      schema: { body: tariffPreviewRequestSchema, response: { 200: tariffPreviewReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const outcome = await app.tariffs.preview(actorOf(request), request.body);
      if (outcome.ok) return reply.code(200).send(outcome.value);
      return outcome.error === 'invalidFields'
        ? refuse(reply, outcome.error, outcome.fields)
        : refuse(reply, outcome.error);
    },
  );
};
