import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskIdParamsSchema } from '#common/contracts/desk-trips.ts';
import { runSheetQuerySchema, runSheetReplySchema, type RunSheetReply } from '#common/contracts/run-sheet.ts';
import { formatCents } from '#common/format/text.ts';
import type { RunSheet } from '../../modules/desk/run-sheet.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

function runSheetReply(sheet: RunSheet): RunSheetReply {
  return {
    driver: sheet.driver,
    date: sheet.date,
    trips: sheet.trips.map(({ toCollectCents, ...trip }) => ({
      ...trip,
      toCollect: toCollectCents === null ? null : { cents: toCollectCents, amount: formatCents(toCollectCents) },
    })),
  };
}

/** `GET /api/admin/drivers/:id/run-sheet?date=` (docs/reference/api.md#admin-run-sheet): a driver's trips of a day. */
export const runSheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:id/run-sheet',
    {
      config: { deskAbility: 'board' },
      schema: {
        params: deskIdParamsSchema,
        querystring: runSheetQuerySchema,
        response: { 200: runSheetReplySchema, ...adminRefusals },
      },
    },
    async (request, reply) => {
      const sheet = await app.desk.runSheet(actorOf(request), request.params.id, request.query.date);
      return sheet ? runSheetReply(sheet) : refuse(reply, 'driverNotFound');
    },
  );
};
