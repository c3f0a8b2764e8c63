import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentStatusReplySchema, type PaymentStatusReply } from '#common/contracts/desk-trips.ts';
import { deskPost } from '../../shared/desk-api.ts';
import { tripDetailKey } from '../../shared/get-trip-detail.ts';

/**
 * `POST /api/admin/orders/:id/payment-status` (docs/reference/api.md#admin-payment-status): "fetch status", the provider
 * asked about the order's payment and refunds.
 */
export async function postPaymentStatus(orderId: number): Promise<PaymentStatusReply> {
  return deskPost(`/api/admin/orders/${orderId}/payment-status`, {}, paymentStatusReplySchema);
}

export function useFetchPaymentStatus(tripId: number, orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postPaymentStatus(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tripDetailKey(tripId) }),
  });
}
