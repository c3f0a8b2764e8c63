import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { figuresQuerySchema, figuresReplySchema } from '#common/contracts/figures.ts';
import { actorOf, adminRefusals, refuse } from './admin-replies.ts';

/** `GET /api/admin/figures?period=&date=` (docs/reference/api.md#admin-figures): the period's figures, admins only. */
export const figuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/figures',
    {
      config: { deskAbility: 'figures' },
      schema: { querystring: figuresQuerySchema, response: { 200: figuresReplySchema, ...adminRefusals } },
    },
    async (request, reply) => {
      const { period, date, lang } = request.query;
      const figures = await app.figures.read(actorOf(request), period, date, lang);
      if (!figures) return refuse(reply, 'forbidden');
      return figures;
    },
  );
};
