import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVehicleRequestSchema, vehicleSchema } from '#common/contracts/desk-vehicles.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal } from './desk-wire.ts';

/** `POST /api/admin/vehicles` (docs/reference/api.md#admin-vehicles): a new vehicle of the tenant; admins only. */
export const vehicleCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehicles',
    {
      config: { deskAbility: 'drivers' },
      schema: { body: createVehicleRequestSchema, response: { 201: vehicleSchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const added = await app.desk.addVehicle(actorOf(request), request.body);
      return added.ok ? reply.code(201).send(added.vehicle) : sendRefusal(reply, deskRefusal(added, 'vehicleNotFound'));
    },
  );
};
