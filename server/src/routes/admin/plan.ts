import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planQuerySchema, planReplySchema } from '#common/contracts/plan.ts';
import { formatCents } from '#common/format/text.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/** `GET /api/admin/plan?day=` (docs/reference/api.md#admin-plan): the day's drivers, vehicles and trips. */
export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plan',
    {
      config: { deskAbility: 'board' },
      schema: { querystring: planQuerySchema, response: { 200: planReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const plan = await app.desk.plan(actorOf(request), request.query.day);
      if (!plan) return refuse(reply, 'forbidden');
      return {
        ...plan,
        trips: plan.trips.map(({ toCollectCents, ...trip }) => ({
          ...trip,
          toCollect: toCollectCents === null ? null : { cents: toCollectCents, amount: formatCents(toCollectCents) },
        })),
      };
    },
  );
};
