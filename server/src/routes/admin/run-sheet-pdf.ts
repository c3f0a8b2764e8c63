import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { runSheetPdfQuerySchema } from '#common/contracts/run-sheet.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/**
 * `GET /api/admin/drivers/:id/run-sheet.pdf?date=&lang=` (docs/reference/api.md#admin-run-sheet): the run sheet as an A4
 * PDF, shown in the browser (`inline`) with a file name to save it by.
 */
export const runSheetPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:id/run-sheet.pdf',
    {
      config: { deskAbility: 'board' },
      // The file's bytes go out as they are (Fastify serializes no Buffer).
      schema: {
        params: deskIdParamsSchema,
        querystring: runSheetPdfQuerySchema,
        response: { 200: z.instanceof(Buffer), ...adminRefusals },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { date, lang } = request.query;
      const pdf = await app.desk.runSheetPdf(actorOf(request), id, date, lang);
      if (!pdf) return refuse(reply, 'driverNotFound');
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="run-sheet-${id}-${date}.pdf"`)
        .send(pdf);
    },
  );
};
