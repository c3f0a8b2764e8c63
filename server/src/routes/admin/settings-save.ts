import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  saveSettingsRequestSchema,
  settingsSavedReplySchema,
  settingsSectionParamsSchema,
} from '#common/contracts/admin-settings.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { answerSettings } from './settings-wire.ts';

/** A section may carry its files (a logo, a PDF) in base64: more than the 64 KiB of every other body. */
export const settingsBodyLimitBytes = 4 * 1024 * 1024;

/**
 * `PUT /api/admin/settings/:section` (docs/reference/api.md#admin-settings): one concern of the configuration saved as a
 * new version, on the version it was made on; admins only.
 */
export const settingsSaveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/settings/:section',
    {
      bodyLimit: settingsBodyLimitBytes,
      config: { deskAbility: 'settings' },
      schema: {
        params: settingsSectionParamsSchema,
        body: saveSettingsRequestSchema,
        response: { 200: settingsSavedReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) =>
      answerSettings(reply, await app.tenants.config.save(actorOf(request), request.params.section, request.body)),
  );
};
