import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsReplySchema } from '#common/contracts/admin-settings.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { answerSettings } from './settings-wire.ts';

/** `GET /api/admin/settings` (docs/reference/api.md#admin-settings): the configuration in force, secrets masked; admins only. */
export const settingsGetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    { config: { deskAbility: 'settings' }, schema: { response: { 200: settingsReplySchema, ...adminRefusals } } },
    async (request, reply) => answerSettings(reply, app.tenants.config.current(actorOf(request))),
  );
};
