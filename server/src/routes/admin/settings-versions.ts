import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsVersionsReplySchema } from '#common/contracts/admin-settings.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { answerSettings } from './settings-wire.ts';

/** `GET /api/admin/settings/versions` (docs/reference/api.md#admin-settings): every version, newest first; admins only. */
export const settingsVersionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/versions',
    {
      config: { deskAbility: 'settings' },
      schema: { response: { 200: settingsVersionsReplySchema, ...adminRefusals } },
    },
    async (request, reply) => answerSettings(reply, await app.tenants.config.versions(actorOf(request))),
  );
};
