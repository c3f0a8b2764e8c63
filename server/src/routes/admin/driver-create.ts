import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDriverRequestSchema, driverSchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals, sendRefusal } from './admin-replies.ts';
import { deskRefusal } from './desk-wire.ts';

/** `POST /api/admin/drivers` (docs/reference/api.md#admin-drivers): a new driver of the tenant; admins only. */
export const driverCreateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/drivers',
    {
      config: { deskAbility: 'drivers' },
      schema: { body: createDriverRequestSchema, response: { 201: driverSchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const added = await app.desk.addDriver(actorOf(request), request.body);
      return added.ok ? reply.code(201).send(added.driver) : sendRefusal(reply, deskRefusal(added, 'driverNotFound'));
    },
  );
};
