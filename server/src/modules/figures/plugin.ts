import fp from 'fastify-plugin';
import type { Language } from '#common/constants.ts';
import type { FiguresPeriod, FiguresReply } from '#common/contracts/figures.ts';
import type { DeskActor } from '../desk/actor.ts';
import { figures, figuresCsv } from './figures.ts';

/**
 * The desk's figures (issue 23 item 6, docs/decisions/052-figures.md): a period's trips, revenue, refunds, amounts owed
 * and drivers, and the bookkeeper's CSV of its trips. Admins only; undefined for anyone else.
 */
export interface Figures {
  read(actor: DeskActor, period: FiguresPeriod, date: string, lang: Language): Promise<FiguresReply | undefined>;
  csv(actor: DeskActor, period: FiguresPeriod, date: string, lang: Language): Promise<Buffer | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    figures: Figures;
  }
}

export const figuresPlugin = fp(
  async (app) => {
    const deps = { db: app.db, tenants: app.tenants };
    app.decorate('figures', {
      read: (actor, period, date, lang) => figures(deps, actor, period, date, lang),
      csv: (actor, period, date, lang) => figuresCsv(deps, actor, period, date, lang),
    } satisfies Figures);
  },
  { name: 'figures', dependencies: ['database', 'tenants'] },
);
