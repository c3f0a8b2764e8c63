import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { driverDeviceParamsSchema, driverDevicesReplySchema } from '#common/contracts/driver.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `GET /api/admin/drivers/:id/devices` and `POST /api/admin/drivers/:id/devices/:deviceId/end`
 * (docs/reference/api.md#admin-driver-sign-in): the driver's phones signed in, and ending one; admins only.
 */
export const driverDevicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:id/devices',
    {
      config: { deskAbility: 'drivers' },
      schema: { params: deskIdParamsSchema, response: { 200: driverDevicesReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const devices = await app.driverSessions.devices(actorOf(request), request.params.id);
      return devices ? { devices } : refuse(reply, 'driverNotFound');
    },
  );
  app.post(
    '/drivers/:id/devices/:deviceId/end',
    {
      config: { deskAbility: 'drivers' },
      schema: {
        params: driverDeviceParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: driverDevicesReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const ended = await app.driverSessions.endDevice(actor, request.params.id, request.params.deviceId);
      if (!ended.ok) return refuse(reply, ended.error);
      return { devices: (await app.driverSessions.devices(actor, request.params.id)) ?? [] };
    },
  );
};
