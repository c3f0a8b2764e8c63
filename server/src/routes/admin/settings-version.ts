import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsVersionParamsSchema, settingsVersionReplySchema } from '#common/contracts/admin-settings.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { answerSettings } from './settings-wire.ts';

/**
 * `GET /api/admin/settings/versions/:n` (docs/reference/api.md#admin-settings): a version and what it changed since the
 * one before; admins only.
 */
export const settingsVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/versions/:n',
    {
      config: { deskAbility: 'settings' },
      schema: { params: settingsVersionParamsSchema, response: { 200: settingsVersionReplySchema, ...adminRefusals } },
    },
    async (request, reply) =>
      answerSettings(reply, await app.tenants.config.version(actorOf(request), request.params.n)),
  );
};
