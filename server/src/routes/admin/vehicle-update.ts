import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateVehicleRequestSchema, vehicleSchema } from '#common/contracts/desk-vehicles.ts';
import { actorOf, sendRefusal } from './admin-replies.ts';
import { deskRefusal } from './desk-wire.ts';
import { fleetPatchOptions } from './fleet-patch.ts';

/**
 * `PATCH /api/admin/vehicles/:id` (docs/reference/api.md#admin-vehicles): a vehicle's details, or off (and back on) the
 * list to pick from; admins only.
 */
export const vehicleUpdateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch('/vehicles/:id', fleetPatchOptions(updateVehicleRequestSchema, vehicleSchema), async (request, reply) => {
    const changed = await app.desk.changeVehicle(actorOf(request), request.params.id, request.body);
    return changed.ok ? changed.vehicle : sendRefusal(reply, deskRefusal(changed, 'vehicleNotFound'));
  });
};
