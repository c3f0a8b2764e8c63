import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverListQuerySchema, driverListReplySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';

/** `GET /api/admin/drivers` (docs/reference/api.md#admin-drivers): the tenant's drivers to pick from, by name. */
export const driversListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers',
    {
      config: { deskAbility: 'board' },
      schema: { querystring: driverListQuerySchema, response: { 200: driverListReplySchema, ...adminRefusals } },
    },
    async (request) => ({
      drivers: await app.desk.listDrivers(actorOf(request), { includeInactive: request.query.all }),
      smsLinks: app.driverSessions.smsLinks,
    }),
  );
};
