import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tripListQuerySchema } from '#common/contracts/desk-trips.ts';
import { actorOf, adminRefusals } from './admin-replies.ts';
import { tripFilterOf } from './desk-wire.ts';

/**
 * `GET /api/admin/trips.csv` (docs/reference/api.md#admin-export): the board's filter, every page, as a CSV file for
 * Excel (UTF-8 with a byte-order mark, `;` between fields).
 */
export const tripsCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/trips.csv',
    {
      config: { deskAbility: 'export' },
      // The file's bytes go out as they are (Fastify serializes no Buffer).
      schema: { querystring: tripListQuerySchema, response: { 200: z.instanceof(Buffer), ...adminRefusals } },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="ritten.csv"')
        .send(await app.desk.exportCsv(actorOf(request), tripFilterOf(request.query))),
  );
};
