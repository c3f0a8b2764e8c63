import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentCheckMs } from '#common/constants.ts';
import { paymentStatusReplySchema, type PaymentStatusReply } from '#common/contracts/payment-status.ts';
import { ApiError, getJson } from '../../../shared/api/api-client.ts';

/**
 * `GET /api/payments/status/:orderId?token=` (docs/reference/api.md#payment-status): how the payment of the order
 * stands now; the server asks the provider while the order waits. A token that is not the order's is a 404.
 */
export async function getPaymentStatus(
  orderId: number,
  token: string,
  signal?: AbortSignal,
): Promise<PaymentStatusReply> {
  const query = new URLSearchParams({ token });
  return paymentStatusReplySchema.parse(await getJson(`/api/payments/status/${orderId}?${query}`, signal));
}

/** The wait before the next check after `checks` checks: longer each time, up to the maximum (constants.md). */
export const nextCheckMs = (checks: number): number =>
  Math.min(paymentCheckMs.firstMs * 1.5 ** Math.max(0, checks - 1), paymentCheckMs.maxMs);

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function paymentStatusQueryOptions(orderId: number, token: string) {
  return queryOptions({
    queryKey: ['payment-status', orderId, token] as const,
    queryFn: ({ signal }) => getPaymentStatus(orderId, token, signal),
    // Asked again until the payment is settled: a network hiccup is tried again at the next turn; a token the server
    // does not know never becomes valid.
    refetchInterval: (query) => {
      if (isNotFound(query.state.error) || (query.state.data && query.state.data.outcome !== 'pending')) return false;
      return nextCheckMs(query.state.dataUpdateCount + query.state.errorUpdateCount);
    },
    retry: (failures, error) => !isNotFound(error) && failures < 2,
    staleTime: 0,
    gcTime: 0,
  });
}

/** The status of a pending return's order, asked again by itself while `enabled`. */
export function usePaymentStatus(orderId: number, token: string, enabled: boolean) {
  return useQuery({ ...paymentStatusQueryOptions(orderId, token), enabled });
}
