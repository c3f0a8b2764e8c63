import { z } from 'zod';
import { pathIdSchema } from './path-id.ts';

/**
 * `GET /api/payments/status/:orderId?token=` (docs/reference/api.md#payment-status): how the payment of an order
 * stands, for the page of a customer back from the provider while it was still open or pending.
 */
export const paymentStatusParamsSchema = z.strictObject({
  orderId: pathIdSchema,
});

/** The order's return token, as the provider's return address carried it. */
export const paymentStatusQuerySchema = z.strictObject({ token: z.string().max(100) });

/** The return page each order state shows (docs/reference/states.md#orders). */
export const paymentOutcomes = ['pending', 'success', 'failed', 'cancelled'] as const;
export type PaymentOutcomeKey = (typeof paymentOutcomes)[number];

export const paymentStatusReplySchema = z.strictObject({ outcome: z.enum(paymentOutcomes) });
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>;
