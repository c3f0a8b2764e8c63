import { queryOptions, useQuery } from '@tanstack/react-query';
import { figuresQuery, figuresReplySchema, type FiguresPeriod, type FiguresReply } from '#common/contracts/figures.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** `GET /api/admin/figures?period=&date=&lang=` (docs/reference/api.md#admin-figures): the period's figures. */
export async function getFigures(
  period: FiguresPeriod,
  date: string,
  lang: string,
  signal?: AbortSignal,
): Promise<FiguresReply> {
  return deskGet(`/api/admin/figures?${figuresQuery(period, date, lang)}`, figuresReplySchema, signal);
}

export function useFigures(period: FiguresPeriod, date: string, lang: string) {
  return useQuery({
    ...queryOptions({
      queryKey: ['desk', 'figures', period, date, lang],
      queryFn: ({ signal }) => getFigures(period, date, lang, signal),
      retry: false,
    }),
    // The period shown stays while the next one loads: the cards do not jump away and back.
    placeholderData: (previous) => previous,
  });
}
