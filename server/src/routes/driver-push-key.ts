import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushKeyReplySchema } from '#common/contracts/driver-notices.ts';

/**
 * `GET /api/driver/push-key` (docs/reference/api.md#driver-push-key): the VAPID public key the driver's page
 * subscribes with. Public by nature (the browser hands it to its push service); the private key never leaves.
 */
export const driverPushKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/driver/push-key', { schema: { response: { 200: pushKeyReplySchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { publicKey: app.driverNotices.publicKey };
  });
};
