import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { figuresCsvQuerySchema } from '#common/contracts/figures.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `GET /api/admin/figures.csv?period=&date=&lang=` (docs/reference/api.md#admin-figures-csv): the period's trips for
 * the bookkeeper, one row each, as a CSV file for Excel.
 */
export const figuresCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/figures.csv',
    {
      config: { deskAbility: 'figures' },
      // The file's bytes go out as they are (Fastify serializes no Buffer).
      schema: { querystring: figuresCsvQuerySchema, response: { 200: z.instanceof(Buffer), ...adminRefusals } },
    },
    async (request, reply) => {
      const { period, date, lang } = request.query;
      const csv = await app.figures.csv(actorOf(request), period, date, lang);
      if (!csv) return refuse(reply, 'forbidden');
      const name = lang === 'nl' ? 'cijfers' : 'figures';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${period}-${date}.csv"`)
        .send(csv);
    },
  );
};
