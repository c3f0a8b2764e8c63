import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  revertSettingsRequestSchema,
  settingsSavedReplySchema,
  settingsVersionParamsSchema,
} from '#common/contracts/admin-settings.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { answerSettings } from './settings-wire.ts';

/**
 * `POST /api/admin/settings/versions/:n/revert` (docs/reference/api.md#admin-settings): a new version equal to version
 * n; admins only.
 */
export const settingsRevertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/versions/:n/revert',
    {
      config: { deskAbility: 'settings' },
      schema: {
        params: settingsVersionParamsSchema,
        body: revertSettingsRequestSchema,
        response: { 200: settingsSavedReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      answerSettings(reply, await app.tenants.config.revert(actorOf(request), request.params.n, request.body?.version)),
  );
};
