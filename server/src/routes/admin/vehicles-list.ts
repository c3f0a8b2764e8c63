import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleListQuerySchema, vehicleListReplySchema } from '#common/contracts/desk-vehicles.ts';
import { vehicleClassesOf } from '../../modules/desk/vehicle-classes.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/** `GET /api/admin/vehicles` (docs/reference/api.md#admin-vehicles): the tenant's vehicles, by name; any staff member. */
export const vehiclesListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vehicles',
    {
      config: { deskAbility: 'board' },
      schema: { querystring: vehicleListQuerySchema, response: { 200: vehicleListReplySchema, ...adminRefusals } },
    },
    async (request) => ({
      vehicles: await app.desk.listVehicles(actorOf(request), { includeInactive: request.query.all }),
      classes: vehicleClassesOf(request.tenant),
    }),
  );
};
