import { queryOptions, useQuery } from '@tanstack/react-query';
import { planReplySchema, type PlanReply } from '#common/contracts/plan.ts';
import { deskGet } from '../../shared/desk-api.ts';

/** `GET /api/admin/plan?day=` (docs/reference/api.md#admin-plan): the day's drivers, vehicles and trips. */
export async function getPlan(day: string, signal?: AbortSignal): Promise<PlanReply> {
  return deskGet(`/api/admin/plan?day=${encodeURIComponent(day)}`, planReplySchema, signal);
}

export const planKey = ['desk', 'plan'] as const;

export function usePlan(day: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...planKey, day],
      queryFn: ({ signal }) => getPlan(day, signal),
      retry: false,
    }),
    // The day shown stays while the next one loads: the rows do not jump away and back.
    placeholderData: (previous) => previous,
  });
}
