import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverSchema, updateDriverRequestSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, sendRefusal } from './admin-replies.ts';
import { deskRefusal } from './desk-wire.ts';
import { fleetPatchOptions } from './fleet-patch.ts';

/**
 * `PATCH /api/admin/drivers/:id` (docs/reference/api.md#admin-drivers): a driver's details, or off (and back on) the
 * list to pick from; admins only.
 */
export const driverUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/drivers/:id', fleetPatchOptions(updateDriverRequestSchema, driverSchema), async (request, reply) => {
    const changed = await app.desk.changeDriver(actorOf(request), request.params.id, request.body);
    return changed.ok ? changed.driver : sendRefusal(reply, deskRefusal(changed, 'driverNotFound'));
  });
};
