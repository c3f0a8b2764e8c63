import { useMutation } from '@tanstack/react-query';
import {
  cartTransactionReplySchema,
  type CartTransactionReply,
  type CartTransactionRequest,
} from '#common/contracts/cart-transaction.ts';
import { postForReply } from '../../../shared/api/api-client.ts';

/**
 * `POST /api/cart_transaction.json` (docs/reference/api.md#cart-transaction): places the order. A refusal (422 for
 * the customer's input, 409 orderInProgress, 502 errGeneratingPayment) answers with the same reply shape and is
 * returned as such; a network failure or a reply of another shape throws.
 */
export async function postCartTransaction(
  request: CartTransactionRequest,
  signal?: AbortSignal,
): Promise<CartTransactionReply> {
  return postForReply('/api/cart_transaction.json', request, (body) => cartTransactionReplySchema.parse(body), signal);
}

export function useCartTransaction() {
  return useMutation({ mutationFn: (request: CartTransactionRequest) => postCartTransaction(request) });
}
