import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundReplySchema, type RefundReply, type RefundRequest } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/**
 * `POST /api/admin/orders/:id/refunds` (docs/reference/api.md#admin-refund): money back through the order's provider,
 * admins only. The same idempotency key again answers the same refund. Refusals (`amountTooHigh`, `notRefundable`, …)
 * throw a DeskError.
 */
export async function postRefund(orderId: number, request: RefundRequest): Promise<RefundReply> {
  return deskPost(`/api/admin/orders/${orderId}/refunds`, request, refundReplySchema);
}

export function useRefund(tripId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RefundRequest) => postRefund(orderId, request),
    // Made or refused, the order's money is shown as it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
