import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRefusals } from './admin-replies.ts';

/**
 * `POST /api/admin/heartbeat` (docs/reference/api.md#admin-heartbeat): a desk page that is open and visible says so.
 * Reading the session at the door is the activity that keeps it from its idle end (up to its 12-hour lifetime); the
 * call itself does nothing more (docs/decisions/036-alerts-and-heartbeat.md).
 */
export const heartbeatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/heartbeat',
    {
      config: { deskAbility: 'board' },
      schema: { body: z.strictObject({}), response: { 204: z.undefined(), ...adminRefusals } },
    },
    async (_request, reply) => reply.code(204).send(),
  );
};
