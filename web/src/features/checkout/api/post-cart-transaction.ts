import { useMutation } from '@tanstack/react-query';
import {
  cartTransactionReplySchema,
  type CartTransactionReply,
  type CartTransactionRequest,
} from '#common/contracts/cart-transaction.ts';
import { ApiError, postJson } from '../../../shared/api/api-client.ts';

/**
 * `POST /api/cart_transaction.json` (SPEC §7): places the order. A refusal (422 for the customer's input, 409
 * orderInProgress, 502 errGeneratingPayment) answers with the same reply shape and is returned as such; a network
 * failure or a reply of another shape throws.
 */
export async function postCartTransaction(
  request: CartTransactionRequest,
  signal?: AbortSignal,
): Promise<CartTransactionReply> {
  try {
    return cartTransactionReplySchema.parse(await postJson('/api/cart_transaction.json', request, signal));
  } catch (error) {
    if (error instanceof ApiError) {
      const reply = cartTransactionReplySchema.safeParse(error.body);
      if (reply.success) return reply.data;
    }
    throw error;
  }
}

export function useCartTransaction() {
  return useMutation({ mutationFn: (request: CartTransactionRequest) => postCartTransaction(request) });
}
