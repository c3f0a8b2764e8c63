import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverPushUnsubscribeSchema } from '#common/contracts/driver.ts';
import { pushSubscriptionSchema } from '#common/contracts/driver-notices.ts';
import { driverOf, driverRefusals, refuseDriver } from './driver-replies.ts';

/**
 * `POST /api/driver/push-subscription` and `DELETE /api/driver/push-subscription`
 * (docs/reference/api.md#driver-push-subscription): this phone's browser takes the driver's notices by Web Push, or
 * no longer. The subscription is the signed-in driver's and this device's; an endpoint at no push service is refused.
 */
export const driverPushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/push-subscription',
    {
      config: { driverSignedIn: true },
      schema: { body: pushSubscriptionSchema, response: { 204: z.undefined(), ...driverRefusals } },
    },
    async (request, reply) => {
      const { tenantId, driverId, deviceId } = driverOf(request);
      const { endpoint, keys } = request.body;
      if (!(await app.driverNotices.subscribe({ tenantId, driverId, deviceId }, { endpoint, keys })))
        return refuseDriver(reply, 'pushEndpointRefused');
      return reply.code(204).send();
    },
  );
  app.delete(
    '/push-subscription',
    {
      config: { driverSignedIn: true },
      schema: { body: driverPushUnsubscribeSchema, response: { 204: z.undefined(), ...driverRefusals } },
    },
    async (request, reply) => {
      const { tenantId, driverId } = driverOf(request);
      // Gone already (or never this driver's) is the same answer: this browser takes no more of their notices.
      await app.driverNotices.unsubscribe({ tenantId, driverId }, request.body.endpoint);
      return reply.code(204).send();
    },
  );
};
